import type { Earnings } from '@brillo/domain/contracts/earnings';
import {
  OPERATOR_PAYOUTS_PAGE_SIZE,
  type OperatorAgentEarnings,
  type OperatorPayoutsPage,
  type OperatorPayoutsQuery,
  type PayoutRuns,
} from '@brillo/domain/contracts/operator-payouts';
import { bankAccountTexts } from '@brillo/domain/texts/bank-account.es-CL';
import { operatorPayoutsTexts } from '@brillo/domain/texts/operator-payouts.es-CL';
import { chileBank, maskAccountNumber } from '@brillo/domain/chile-banks';
import { formatRut, parseRut } from '@brillo/domain/rut';
import { PAYOUT_MINIMUM, nextPayoutRun } from '@brillo/domain/payouts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { releaseDueEarnings } from '../../db/ledger.ts';
import { checkLedger } from './reconciliation.ts';
import { agentPayoutIds, latestAccount, readPayouts } from './payouts-repository.ts';
import {
  bankAccountReadiness,
  payoutSchedule,
  readBalances,
  readEarningRows,
  readLedgerLines,
  readLedgerTotals,
} from './reads.ts';
import { listPayoutRows, readAgent, readRuns } from './operator-repository.ts';

/**
 * What agents and operators read of earnings and payouts (PD-40, PD-41). A read first releases
 * the agent's earnings that are due, so 'Mis ganancias' never shows as held what the 48 hours
 * have freed (the upkeep job does it for everyone every 15 minutes).
 */
export function createEarningsReads({
  db,
  clock,
  timeZone,
  payoutProvider,
}: {
  db: Database;
  clock: Clock;
  timeZone: string;
  payoutProvider: PayoutRuns['provider'];
}) {
  async function agentEarnings(agentId: string): Promise<Earnings> {
    const now = clock.now();
    await releaseDueEarnings(db, now, { agentId });
    const [balances, bookings, payoutIds, bankAccount] = await Promise.all([
      readBalances(db, agentId),
      readEarningRows(db, agentId),
      agentPayoutIds(db, agentId),
      bankAccountReadiness(db, agentId, now),
    ]);
    return {
      balances,
      ...payoutSchedule(now, timeZone),
      bankAccount,
      bookings,
      // Why a transfer failed is the provider's or an operator's words, for operators: the
      // agent reads that it failed and that the money is back (the page says so).
      payouts: (await readPayouts(db, payoutIds)).map((payout) => ({
        ...payout,
        failureReason: null,
      })),
    };
  }

  async function operatorAgentEarnings(agentId: string): Promise<OperatorAgentEarnings> {
    const agent = await readAgent(db, agentId);
    if (!agent) throw notFound(operatorPayoutsTexts.api.agentNotFound);
    const now = clock.now();
    await releaseDueEarnings(db, now, { agentId });
    const [balances, ledger, payoutIds, account] = await Promise.all([
      readBalances(db, agentId),
      readLedgerLines(db, agentId),
      agentPayoutIds(db, agentId),
      latestAccount(db, agentId),
    ]);
    const payableNow = account
      ? now.getTime() - account.createdAt.getTime() >= 24 * 60 * 60 * 1000
      : false;
    const rut = account ? parseRut(account.holderRut) : null;
    return {
      agent,
      balances,
      bankAccount: account
        ? {
            bankName: chileBank(account.bank)?.name ?? account.bank,
            accountType: bankAccountTexts.bankTypes[account.accountType],
            maskedNumber: maskAccountNumber(account.accountNumber),
            holderRut: rut && 'rut' in rut ? formatRut(rut.rut) : account.holderRut,
            createdAt: account.createdAt.toISOString(),
            payableNow,
          }
        : null,
      ledger,
      payouts: await readPayouts(db, payoutIds),
      canPayNow: payableNow && balances.available > 0,
    };
  }

  async function payoutsPage(query: OperatorPayoutsQuery): Promise<OperatorPayoutsPage> {
    const page = query.page ?? 1;
    const { rows, total } = await listPayoutRows(db, query, {
      limit: OPERATOR_PAYOUTS_PAGE_SIZE,
      offset: (page - 1) * OPERATOR_PAYOUTS_PAGE_SIZE,
    });
    const details = new Map(
      (
        await readPayouts(
          db,
          rows.map((row) => row.id),
        )
      ).map((p) => [p.id, p]),
    );
    return {
      payouts: rows.flatMap((row) => {
        const detail = details.get(row.id);
        if (!detail) return [];
        return [{ ...detail, agent: row.agent, requestedBy: row.requestedBy }];
      }),
      total,
      page,
      pageSize: OPERATOR_PAYOUTS_PAGE_SIZE,
    };
  }

  async function runs(): Promise<PayoutRuns> {
    return {
      nextRunAt: nextPayoutRun(clock.now(), timeZone).toISOString(),
      provider: payoutProvider,
      runs: await readRuns(db),
    };
  }

  async function totals() {
    const [sums, problems] = await Promise.all([readLedgerTotals(db), checkLedger(db)]);
    return { ...sums, problems };
  }

  return {
    agentEarnings,
    operatorAgentEarnings,
    payoutsPage,
    runs,
    totals,
    minimum: PAYOUT_MINIMUM,
  };
}

export type EarningsReads = ReturnType<typeof createEarningsReads>;
