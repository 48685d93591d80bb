import { z } from 'zod';
import { payoutProviderNames, payoutStatuses } from '../payouts.ts';
import { endpoint } from './definition.ts';

/**
 * 'Mis ganancias' (PD-40, PD-41, issue 33): the caller agent's balances from the ledger, each paid
 * booking's amount, commission and earning with where its earning stands, and each payout with
 * the bookings it paid. Amounts are whole pesos.
 */

const instant = z.iso.datetime({ offset: true });
const pesos = z.number().int();

/** Where a booking's earning stands ('refunded': refunds took all of it back). */
export const earningStates = ['held', 'available', 'in_payout', 'paid', 'refunded'] as const;
export type EarningState = (typeof earningStates)[number];

/** Why an earning is held: the 48 hours after the service, or a problem reported on it. */
export const earningHoldReasons = ['recentService', 'openProblem'] as const;

export const EarningRowSchema = z.object({
  bookingId: z.string(),
  serviceStart: instant,
  serviceEnd: instant,
  /** What the customer paid. */
  paid: pesos,
  /** The commission's percentage fixed when it was paid (15, 12.5). */
  commissionPercent: z.number(),
  commission: pesos,
  earning: pesos,
  /** What refunds took back from the earning. */
  refunded: pesos,
  state: z.enum(earningStates),
  /** For a held earning: why, and when the 48 hours end. */
  holdReason: z.enum(earningHoldReasons).nullable(),
  releaseAt: instant,
});
export type EarningRow = z.infer<typeof EarningRowSchema>;

export const PayoutItemSchema = z.object({
  bookingId: z.string(),
  serviceStart: instant,
  amount: pesos,
});

export const PayoutSchema = z.object({
  id: z.string(),
  amount: pesos,
  status: z.enum(payoutStatuses),
  provider: z.enum(payoutProviderNames),
  /** The weekly run's Monday ('2026-11-30'), or null for a payout an operator made. */
  run: z.string().nullable(),
  createdAt: instant,
  sentAt: instant.nullable(),
  settledAt: instant.nullable(),
  failedAt: instant.nullable(),
  failureReason: z.string().nullable(),
  /** The account it went to, masked ('BancoEstado •••• 5678'). */
  destination: z.string(),
  items: z.array(PayoutItemSchema),
});
export type Payout = z.infer<typeof PayoutSchema>;

export const EarningsBalancesSchema = z.object({
  /** Payable at the next payout. Negative when refunds after a payout took more than is left. */
  available: pesos,
  /** Not payable yet, in all and by reason. */
  held: pesos,
  heldForRecentService: pesos,
  heldForOpenProblem: pesos,
  /** In payouts sent and not yet confirmed. */
  inTransit: pesos,
  /** Paid out, confirmed. */
  paid: pesos,
});
export type EarningsBalances = z.infer<typeof EarningsBalancesSchema>;

export const EarningsSchema = z.object({
  balances: EarningsBalancesSchema,
  /** The least available balance the weekly payout pays. */
  minimumPayout: pesos,
  /** The next weekly payout (Monday 09:00 in Santiago). */
  nextPayoutAt: instant,
  /** Whether payouts can reach the agent: an account on file past its first 24 hours. */
  bankAccount: z.enum(['missing', 'waiting', 'ready']),
  /** Newest service first; the latest 100. */
  bookings: z.array(EarningRowSchema),
  /** Newest first; the latest 50. */
  payouts: z.array(PayoutSchema),
});
export type Earnings = z.infer<typeof EarningsSchema>;

/** The caller agent's earnings. */
export const readEarnings = endpoint({
  method: 'GET',
  path: '/api/agents/earnings',
  answers: { 200: EarningsSchema },
});

/** What a payout notification is answered with. */
export const PayoutWebhookAckSchema = z.object({ received: z.literal(true) });

/**
 * A payout provider's signed notification of a transfer's result (Fintoc Transfers, or the
 * sandbox's bank): verified by its `Fintoc-Signature`, stored once, applied once.
 */
export const receivePayoutNotification = endpoint({
  method: 'POST',
  path: '/api/payouts/webhook',
  answers: { 200: PayoutWebhookAckSchema },
});
