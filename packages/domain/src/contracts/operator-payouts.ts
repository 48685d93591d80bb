import { z } from 'zod';
import { ledgerMovements } from '../ledger.ts';
import { payoutStatuses } from '../payouts.ts';
import { operatorPayoutsTexts } from '../texts/operator-payouts.es-CL.ts';
import { EarningsBalancesSchema, PayoutSchema } from './earnings.ts';
import { isCalendarDay } from './discovery.ts';
import { endpoint } from './definition.ts';
import { OPERATOR_REASON_MAX_LENGTH } from './operator-bookings.ts';

/**
 * The operators' payouts and books under `/api/operador/…` (PD-41, issue 33): every payout with
 * its state, the weekly runs, one agent's balances, ledger and payouts, paying one agent now,
 * the bank file's payouts (download, confirm, mark failed), and the totals Brillo holds, owes
 * agents and has earned, tied out by the reconciliation check.
 */

const { api } = operatorPayoutsTexts;
const instant = z.iso.datetime({ offset: true });
const pesos = z.number().int();

export const OPERATOR_PAYOUTS_PAGE_SIZE = 50;

export const OperatorPayoutsQuerySchema = z.object({
  status: z.enum(payoutStatuses, { error: api.badStatus }).optional(),
  /** A weekly run's Monday. */
  run: z.string({ error: api.badRun }).refine(isCalendarDay, { error: api.badRun }).optional(),
  agent: z.string({ error: api.badAgent }).trim().min(1).max(100).optional(),
  page: z.coerce
    .number({ error: api.badPage })
    .int({ error: api.badPage })
    .min(1, { error: api.badPage })
    .max(1000, { error: api.badPage })
    .optional(),
});
export type OperatorPayoutsQuery = z.infer<typeof OperatorPayoutsQuerySchema>;

export const OperatorPayoutRowSchema = PayoutSchema.extend({
  agent: z.object({ id: z.string(), name: z.string() }),
  /** The operator who paid it at once; null for the weekly run's. */
  requestedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type OperatorPayoutRow = z.infer<typeof OperatorPayoutRowSchema>;

export const OperatorPayoutsPageSchema = z.object({
  payouts: z.array(OperatorPayoutRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OperatorPayoutsPage = z.infer<typeof OperatorPayoutsPageSchema>;

export const PayoutRunSchema = z.object({
  run: z.string(),
  payouts: z.number().int(),
  amount: pesos,
  pending: z.number().int(),
  sent: z.number().int(),
  paid: z.number().int(),
  failed: z.number().int(),
});
export type PayoutRun = z.infer<typeof PayoutRunSchema>;

export const PayoutRunsSchema = z.object({
  /** The next weekly run (Monday 09:00 in Santiago). */
  nextRunAt: instant,
  /** The provider payouts go through now. */
  provider: z.enum(['sandbox', 'fintoc', 'bank_file']),
  /** Newest first, the last 26 weeks that had payouts. */
  runs: z.array(PayoutRunSchema),
});
export type PayoutRuns = z.infer<typeof PayoutRunsSchema>;

export const LedgerTotalsSchema = z.object({
  /** The money Brillo holds: collected, less refunded and paid out. */
  cash: pesos,
  /** What Brillo owes agents: held, available and in payouts not yet confirmed. */
  owedHeld: pesos,
  owedAvailable: pesos,
  owedInTransit: pesos,
  owed: pesos,
  /** What Brillo has earned: commissions less what refunds took back. */
  commission: pesos,
  /** The reconciliation check: problems found, none when everything ties out. */
  problems: z.array(z.string()),
});
export type LedgerTotals = z.infer<typeof LedgerTotalsSchema>;

export const LedgerLineSchema = z.object({
  transactionId: z.string(),
  movement: z.enum(ledgerMovements),
  at: instant,
  bookingId: z.string().nullable(),
  payoutId: z.string().nullable(),
  /** The change to the agent's held and available balances (positive: Brillo owes more). */
  held: pesos,
  available: pesos,
});
export type LedgerLine = z.infer<typeof LedgerLineSchema>;

export const OperatorAgentEarningsSchema = z.object({
  agent: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  balances: EarningsBalancesSchema,
  /** The account payouts go to, masked, or null when none is on file. */
  bankAccount: z
    .object({
      bankName: z.string(),
      accountType: z.string(),
      maskedNumber: z.string(),
      holderRut: z.string(),
      createdAt: instant,
      payableNow: z.boolean(),
    })
    .nullable(),
  /** Newest first, the latest 200 movements. */
  ledger: z.array(LedgerLineSchema),
  /** Newest first, the latest 50. */
  payouts: z.array(PayoutSchema),
  /** Whether 'Pagar ahora' would pay something now. */
  canPayNow: z.boolean(),
});
export type OperatorAgentEarnings = z.infer<typeof OperatorAgentEarningsSchema>;

export const OperatorIdParamsSchema = z.object({ id: z.string() });

export const PayoutReasonBodySchema = z.strictObject({
  reason: z
    .string({ error: api.reasonRequired })
    .trim()
    .min(1, { error: api.reasonRequired })
    .max(OPERATOR_REASON_MAX_LENGTH, { error: api.reasonTooLong(OPERATOR_REASON_MAX_LENGTH) }),
});
export type PayoutReasonBody = z.infer<typeof PayoutReasonBodySchema>;

export const PayoutActionAnswerSchema = z.object({ message: z.string(), payout: PayoutSchema });
export type PayoutActionAnswer = z.infer<typeof PayoutActionAnswerSchema>;

export const operatorPayouts = endpoint({
  method: 'GET',
  path: '/api/operador/payouts',
  querystring: OperatorPayoutsQuerySchema,
  answers: { 200: OperatorPayoutsPageSchema },
});

export const operatorPayoutRuns = endpoint({
  method: 'GET',
  path: '/api/operador/payout-runs',
  answers: { 200: PayoutRunsSchema },
});

export const operatorLedgerTotals = endpoint({
  method: 'GET',
  path: '/api/operador/ledger',
  answers: { 200: LedgerTotalsSchema },
});

export const operatorAgentEarnings = endpoint({
  method: 'GET',
  path: '/api/operador/agents/:id/earnings',
  params: OperatorIdParamsSchema,
  answers: { 200: OperatorAgentEarningsSchema },
});

/** Pays the agent's available balance now (any amount above zero), with a reason. */
export const operatorPayAgentNow = endpoint({
  method: 'POST',
  path: '/api/operador/agents/:id/payouts',
  params: OperatorIdParamsSchema,
  body: PayoutReasonBodySchema,
  answers: { 201: PayoutActionAnswerSchema },
});

/** The bank file's payout was made at the bank: it is paid. */
export const operatorConfirmPayout = endpoint({
  method: 'POST',
  path: '/api/operador/payouts/:id/confirm',
  params: OperatorIdParamsSchema,
  body: PayoutReasonBodySchema,
  answers: { 200: PayoutActionAnswerSchema },
});

/** A payout the bank did not make or returned: its amount goes back to the agent's balance. */
export const operatorFailPayout = endpoint({
  method: 'POST',
  path: '/api/operador/payouts/:id/fail',
  params: OperatorIdParamsSchema,
  body: PayoutReasonBodySchema,
  answers: { 200: PayoutActionAnswerSchema },
});

export const PayoutRunAnswerSchema = z.object({
  message: z.string(),
  run: z.string(),
  /** Payouts this call made (0 when the run had already paid everyone it could). */
  created: z.number().int(),
});
export type PayoutRunAnswer = z.infer<typeof PayoutRunAnswerSchema>;

/**
 * Runs this week's payout run now, as Monday's job does (when it failed, or after accounts were
 * fixed): named by its Monday, so it pays nobody twice.
 */
export const operatorRunPayouts = endpoint({
  method: 'POST',
  path: '/api/operador/payout-runs',
  body: PayoutReasonBodySchema,
  answers: { 200: PayoutRunAnswerSchema },
});

/** A CSV file, as the OpenAPI document names it: bytes, not JSON. */
export const BankFileSchema = z.any().meta({ type: 'string', format: 'binary' });

/** The CSV of the bank file's payouts waiting to be made (`text/csv`, not JSON). */
export const operatorBankFile = endpoint({
  method: 'GET',
  path: '/api/operador/payouts/bank-file',
  answers: { 200: BankFileSchema },
});
/** Its address, for the console's download link. */
export const OPERATOR_BANK_FILE_PATH = operatorBankFile.path;
