import type { EarningRow, Earnings, EarningsBalances } from '@brillo/domain/contracts/earnings';
import type { LedgerLine, LedgerTotals } from '@brillo/domain/contracts/operator-payouts';
import { EARNING_HOLD_HOURS, PAYOUT_MINIMUM, nextPayoutRun } from '@brillo/domain/payouts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bookingEarnings,
  bookings,
  ledgerEntries,
  ledgerTransactions,
  payouts,
} from '../../db/schema.ts';
import { latestAccount } from './payouts-repository.ts';

const HOLD_MS = EARNING_HOLD_HOURS * 60 * 60 * 1000;
const NEW_ACCOUNT_HOLD_MS = 24 * 60 * 60 * 1000;

const problemOpen = (bookingId: unknown) =>
  sql`EXISTS (SELECT 1 FROM problem_reports r WHERE r.booking_id = ${bookingId} AND r.status = 'open')`;

/** The agent's balances: the ledger's sums, held split by reason, and the payouts' totals. */
export async function readBalances(db: Executor, agentId: string): Promise<EarningsBalances> {
  const [ledger] = await db
    .select({
      held: sql<string>`coalesce(-sum(${ledgerEntries.amount}) FILTER (WHERE ${ledgerEntries.account} = 'agent_held'), 0)`,
      heldForOpenProblem: sql<string>`coalesce(-sum(${ledgerEntries.amount}) FILTER (WHERE ${ledgerEntries.account} = 'agent_held' AND ${problemOpen(ledgerTransactions.bookingId)}), 0)`,
      available: sql<string>`coalesce(-sum(${ledgerEntries.amount}) FILTER (WHERE ${ledgerEntries.account} = 'agent_available'), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerEntries.agentId, agentId));
  const [paidOut] = await db
    .select({
      inTransit: sql<string>`coalesce(sum(${payouts.amount}) FILTER (WHERE ${payouts.status} IN ('pending', 'sent')), 0)`,
      paid: sql<string>`coalesce(sum(${payouts.amount}) FILTER (WHERE ${payouts.status} = 'paid'), 0)`,
    })
    .from(payouts)
    .where(eq(payouts.agentId, agentId));
  const held = Number(ledger?.held ?? 0);
  const heldForOpenProblem = Number(ledger?.heldForOpenProblem ?? 0);
  return {
    available: Number(ledger?.available ?? 0),
    held,
    heldForOpenProblem,
    heldForRecentService: held - heldForOpenProblem,
    inTransit: Number(paidOut?.inTransit ?? 0),
    paid: Number(paidOut?.paid ?? 0),
  };
}

/** The agent's paid bookings, newest service first, with where each earning stands. */
export async function readEarningRows(
  db: Executor,
  agentId: string,
  limit = 100,
): Promise<EarningRow[]> {
  const rows = await db
    .select({
      earning: bookingEarnings,
      serviceStart: bookings.bookingStartTime,
      refunded: sql<string>`coalesce((SELECT sum(e.amount) FROM ${ledgerEntries} e JOIN ${ledgerTransactions} t ON t.id = e.transaction_id WHERE t.booking_id = ${bookingEarnings.bookingId} AND t.movement = 'refund' AND e.agent_id IS NOT NULL), 0)`,
      released: sql<boolean>`EXISTS (SELECT 1 FROM ${ledgerTransactions} t WHERE t.booking_id = ${bookingEarnings.bookingId} AND t.movement = 'release')`,
      problemOpen: sql<boolean>`${problemOpen(bookingEarnings.bookingId)}`,
      payoutStatus: sql<
        string | null
      >`(SELECT p.status FROM payout_items i JOIN ${payouts} p ON p.id = i.payout_id WHERE i.booking_id = ${bookingEarnings.bookingId} AND p.status <> 'failed' ORDER BY p.created_at DESC LIMIT 1)`,
    })
    .from(bookingEarnings)
    .innerJoin(bookings, eq(bookings.id, bookingEarnings.bookingId))
    .where(eq(bookingEarnings.agentId, agentId))
    .orderBy(desc(bookingEarnings.serviceEnd), desc(bookingEarnings.bookingId))
    .limit(limit);
  return rows.map((row) => {
    const { earning } = row;
    const refunded = Number(row.refunded);
    const left = earning.earning - refunded;
    const state: EarningRow['state'] =
      left <= 0 && !row.payoutStatus
        ? 'refunded'
        : !row.released
          ? 'held'
          : row.payoutStatus === 'paid'
            ? 'paid'
            : row.payoutStatus
              ? 'in_payout'
              : 'available';
    return {
      bookingId: earning.bookingId,
      serviceStart: row.serviceStart.toISOString(),
      serviceEnd: earning.serviceEnd.toISOString(),
      paid: earning.paid,
      commissionPercent: earning.commissionBasisPoints / 100,
      commission: earning.commission,
      earning: earning.earning,
      refunded,
      state,
      holdReason: state === 'held' ? (row.problemOpen ? 'openProblem' : 'recentService') : null,
      releaseAt: new Date(earning.serviceEnd.getTime() + HOLD_MS).toISOString(),
    };
  });
}

/** Whether payouts can reach the agent now. */
export async function bankAccountReadiness(
  db: Executor,
  agentId: string,
  now: Date,
): Promise<Earnings['bankAccount']> {
  const account = await latestAccount(db, agentId);
  if (!account) return 'missing';
  return now.getTime() - account.createdAt.getTime() < NEW_ACCOUNT_HOLD_MS ? 'waiting' : 'ready';
}

export function payoutSchedule(now: Date, timeZone: string) {
  return {
    minimumPayout: PAYOUT_MINIMUM,
    nextPayoutAt: nextPayoutRun(now, timeZone).toISOString(),
  };
}

/** The agent's ledger movements, newest first, as changes to their held and available balances. */
export async function readLedgerLines(
  db: Executor,
  agentId: string,
  limit = 200,
): Promise<LedgerLine[]> {
  const rows = await db
    .select({
      transactionId: ledgerTransactions.id,
      movement: ledgerTransactions.movement,
      at: ledgerTransactions.createdAt,
      bookingId: ledgerTransactions.bookingId,
      payoutId: ledgerTransactions.payoutId,
      held: sql<string>`coalesce(-sum(${ledgerEntries.amount}) FILTER (WHERE ${ledgerEntries.account} = 'agent_held'), 0)`,
      available: sql<string>`coalesce(-sum(${ledgerEntries.amount}) FILTER (WHERE ${ledgerEntries.account} = 'agent_available'), 0)`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(eq(ledgerTransactions.agentId, agentId))
    .groupBy(ledgerTransactions.id)
    .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
    .limit(limit);
  return rows.map((row) => ({
    transactionId: row.transactionId,
    movement: row.movement,
    at: row.at.toISOString(),
    bookingId: row.bookingId,
    payoutId: row.payoutId,
    held: Number(row.held),
    available: Number(row.available),
  }));
}

/** Brillo's totals: each account's entries summed (the index holds account and amount). */
export async function readLedgerTotals(db: Executor): Promise<Omit<LedgerTotals, 'problems'>> {
  const rows = await db
    .select({ account: ledgerEntries.account, sum: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.account);
  const sums = new Map(rows.map((row) => [row.account, Number(row.sum)]));
  const credit = (account: string) => -(sums.get(account as never) ?? 0) || 0;
  const owedHeld = credit('agent_held');
  const owedAvailable = credit('agent_available');
  const owedInTransit = credit('payouts_in_transit');
  return {
    cash: sums.get('cash') ?? 0,
    owedHeld,
    owedAvailable,
    owedInTransit,
    owed: owedHeld + owedAvailable + owedInTransit,
    commission: credit('commission'),
  };
}

/** Agents' names by id, for the operators' lists. */
export async function agentIdsWithEarnings(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ bookingId: bookingEarnings.bookingId })
    .from(bookingEarnings)
    .where(and(inArray(bookingEarnings.agentId, ids)));
}
