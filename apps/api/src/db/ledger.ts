/**
 * The ledger's writes (PD-40, PD-41, issue 33), shared by the earnings module (payments tell it a
 * booking was paid or refunded; payouts move what is available) and the demo seed: each movement
 * recorded once, with entries that add up to zero (checked by the database at commit).
 */
import { splitPayment, splitRefund } from '@brillo/domain/earnings';
import {
  paymentEntries,
  refundEntries,
  releaseEntries,
  type LedgerEntry,
  type LedgerMovement,
} from '@brillo/domain/ledger';
import { EARNING_HOLD_HOURS } from '@brillo/domain/payouts';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from './client.ts';
import {
  agentProfiles,
  bookingEarnings,
  bookings,
  ledgerEntries,
  ledgerTransactions,
  paymentRefunds,
  payments,
  problemReports,
} from './schema.ts';

export interface Movement {
  movement: LedgerMovement;
  agentId: string;
  bookingId?: string | null;
  refundId?: string | null;
  payoutId?: string | null;
  at: Date;
}

/**
 * Records a movement and its entries in the caller's transaction, once: a movement already
 * recorded (its unique index: one payment and one release a booking, one entry a refund, one of
 * each kind a payout) is left as it is and `false` answered. The entries' balance is checked by
 * the database when the transaction commits (migration 0025).
 */
export async function recordMovement(
  tx: Transaction,
  movement: Movement,
  entries: readonly LedgerEntry[],
): Promise<boolean> {
  if (entries.length === 0) return false;
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({
      movement: movement.movement,
      agentId: movement.agentId,
      bookingId: movement.bookingId ?? null,
      refundId: movement.refundId ?? null,
      payoutId: movement.payoutId ?? null,
      createdAt: movement.at,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id });
  if (!row) return false;
  await tx.insert(ledgerEntries).values(
    entries.map((entry) => ({
      transactionId: row.id,
      account: entry.account,
      agentId:
        entry.account === 'agent_held' || entry.account === 'agent_available'
          ? movement.agentId
          : null,
      amount: entry.amount,
      createdAt: movement.at,
    })),
  );
  return true;
}

/** Whether a booking's earning was released (then refunds take from what is available). */
export async function isReleased(db: Executor, bookingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(
      and(eq(ledgerTransactions.bookingId, bookingId), eq(ledgerTransactions.movement, 'release')),
    )
    .limit(1);
  return row !== undefined;
}

/** What a booking's earning holds now: its `agent_held` entries' sum, as a positive amount. */
export async function heldOfBooking(db: Executor, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(eq(ledgerTransactions.bookingId, bookingId), eq(ledgerEntries.account, 'agent_held')),
    );
  return -Number(row?.sum ?? 0);
}

/** An agent's balance on one of their accounts, as a positive amount owed. */
export async function agentBalance(
  db: Executor,
  agentId: string,
  account: 'agent_held' | 'agent_available',
): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.agentId, agentId), eq(ledgerEntries.account, account)));
  return -Number(row?.sum ?? 0);
}

/** The statuses whose earning can be released: the service is over, or was cancelled paid. */
const releasableStatuses = [
  'finished',
  'finished_evaluated',
  'accepted_customer_cancelation',
] as const;

/**
 * A booking was just paid (the `paymentSucceeded` transition, in its transaction): fixes its
 * commission at today's percentage (PD-40) and records the payment in the ledger, once.
 */
export async function recordBookingPaid(
  tx: Transaction,
  {
    bookingId,
    paymentId,
    commissionPercent,
    now,
  }: {
    bookingId: string;
    paymentId: string;
    commissionPercent: number;
    now: Date;
  },
): Promise<void> {
  const [row] = await tx
    .select({
      agentId: bookings.agentId,
      serviceEnd: bookings.bookingEndTime,
      paid: payments.amount,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.id, paymentId), eq(payments.bookingId, bookingId)));
  if (!row) throw new Error(`recordBookingPaid: no payment ${paymentId} of booking ${bookingId}`);
  const split = splitPayment(row.paid, commissionPercent);
  const [fixed] = await tx
    .insert(bookingEarnings)
    .values({
      bookingId,
      agentId: row.agentId,
      paymentId,
      paid: row.paid,
      commissionBasisPoints: Math.round(commissionPercent * 100),
      commission: split.commission,
      earning: split.earning,
      serviceEnd: row.serviceEnd,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ bookingId: bookingEarnings.bookingId });
  if (!fixed) return;
  await recordMovement(
    tx,
    { movement: 'payment', agentId: row.agentId, bookingId, at: now },
    paymentEntries(split),
  );
}

/** A booking's fixed earning, locked to the end of the transaction (refunds and release take turns). */
async function lockEarning(tx: Transaction, bookingId: string) {
  const [row] = await tx
    .select()
    .from(bookingEarnings)
    .where(eq(bookingEarnings.bookingId, bookingId))
    .for('update');
  return row;
}

/** What the refunds recorded for a booking took back in all. */
async function refundedInLedger(db: Executor, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerTransactions.bookingId, bookingId),
        eq(ledgerTransactions.movement, 'refund'),
        eq(ledgerEntries.account, 'cash'),
      ),
    );
  return -Number(row?.sum ?? 0);
}

/**
 * A refund just succeeded (in the transaction that settles it): takes it from the commission and
 * the agent's earning in proportion, from the held earning while it is held, else from what is
 * available. Only the refunds of a booking's own payment count: the money of a duplicate or late
 * payment went back without ever being the agent's.
 */
export async function recordRefundSucceeded(
  tx: Transaction,
  refundId: string,
  now: Date,
): Promise<void> {
  const [refund] = await tx
    .select({ amount: paymentRefunds.amount, bookingId: bookingEarnings.bookingId })
    .from(paymentRefunds)
    .innerJoin(bookingEarnings, eq(bookingEarnings.paymentId, paymentRefunds.paymentId))
    .where(eq(paymentRefunds.id, refundId));
  if (!refund) return;
  // The booking's row first, as a release locks it: the two take turns in the same order. Not
  // `FOR UPDATE`: a payout's bookings only refer to it (a foreign key's `KEY SHARE`).
  await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.id, refund.bookingId))
    .for('no key update');
  const earning = await lockEarning(tx, refund.bookingId);
  if (!earning) return;
  const refundedBefore = await refundedInLedger(tx, refund.bookingId);
  const split = splitRefund(earning, refundedBefore, refund.amount);
  const from = (await isReleased(tx, refund.bookingId)) ? 'agent_available' : 'agent_held';
  await recordMovement(
    tx,
    {
      movement: 'refund',
      agentId: earning.agentId,
      bookingId: refund.bookingId,
      refundId,
      at: now,
    },
    refundEntries(split, from),
  );
}

const HOLD_MS = EARNING_HOLD_HOURS * 60 * 60 * 1000;

/** A refund of the booking's payment is on its way: the earning waits for it (PD-39). */
const refundPending = (bookingId: unknown) =>
  sql`EXISTS (SELECT 1 FROM ${paymentRefunds} r JOIN ${bookingEarnings} be ON be.payment_id = r.payment_id WHERE be.booking_id = ${bookingId} AND r.status = 'pending')`;

/**
 * The bookings whose earnings are due for release at `now` (PD-41): the service ended 48 hours
 * ago or more, no problem is open on it and no refund of it is on its way, something is still
 * held, and it was not released. The cut-off is a constant, so the index on `service_end` reads
 * only the services old enough.
 */
export async function dueReleases(
  db: Executor,
  now: Date,
  { agentId, limit = 500 }: { agentId?: string; limit?: number } = {},
): Promise<{ bookingId: string; agentId: string }[]> {
  return db
    .select({ bookingId: bookingEarnings.bookingId, agentId: bookingEarnings.agentId })
    .from(bookingEarnings)
    .innerJoin(bookings, eq(bookings.id, bookingEarnings.bookingId))
    .where(
      and(
        lte(bookingEarnings.serviceEnd, new Date(now.getTime() - HOLD_MS)),
        inArray(bookings.status, releasableStatuses),
        agentId ? eq(bookingEarnings.agentId, agentId) : undefined,
        sql`NOT EXISTS (SELECT 1 FROM ${ledgerTransactions} WHERE ${ledgerTransactions.bookingId} = ${bookingEarnings.bookingId} AND ${ledgerTransactions.movement} = 'release')`,
        sql`NOT EXISTS (SELECT 1 FROM ${problemReports} WHERE ${problemReports.bookingId} = ${bookingEarnings.bookingId} AND ${problemReports.status} = 'open')`,
        sql`NOT ${refundPending(bookingEarnings.bookingId)}`,
        sql`(SELECT coalesce(sum(e.amount), 0) FROM ${ledgerEntries} e JOIN ${ledgerTransactions} t ON t.id = e.transaction_id WHERE t.booking_id = ${bookingEarnings.bookingId} AND e.account = 'agent_held') <> 0`,
      ),
    )
    .orderBy(bookingEarnings.serviceEnd)
    .limit(limit);
}

/**
 * Releases one booking's held earning, in its own transaction: the booking's row is locked first,
 * as a problem report locks it, so a report made at the last moment and the release take turns
 * (and the release, seeing the report, holds).
 */
async function releaseOne(db: Database, bookingId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('no key update');
    const earning = await lockEarning(tx, bookingId);
    if (!earning) return false;
    // A payout being made for the agent takes turns with the release: its amount and its
    // bookings are read with the agent's row locked, and this waits for it.
    await tx
      .select({ id: agentProfiles.userId })
      .from(agentProfiles)
      .where(eq(agentProfiles.userId, earning.agentId))
      .for('share');
    const [held] = await tx
      .select({
        problemOpen: sql<boolean>`EXISTS (SELECT 1 FROM ${problemReports} WHERE ${problemReports.bookingId} = ${bookingId} AND ${problemReports.status} = 'open')`,
        refundPending: sql<boolean>`${refundPending(bookingId)}`,
      })
      .from(bookingEarnings)
      .where(eq(bookingEarnings.bookingId, bookingId));
    if (!held || held.problemOpen || held.refundPending) return false;
    const amount = await heldOfBooking(tx, bookingId);
    if (amount <= 0) return false;
    return recordMovement(
      tx,
      { movement: 'release', agentId: earning.agentId, bookingId, at: now },
      releaseEntries(amount),
    );
  });
}

/** Releases every due earning (of one agent, or all); answers how many were released. */
export async function releaseDueEarnings(
  db: Database,
  now: Date,
  options: { agentId?: string } = {},
): Promise<number> {
  let released = 0;
  for (;;) {
    const due = await dueReleases(db, now, { ...options, limit: 500 });
    let moved = 0;
    for (const { bookingId } of due) if (await releaseOne(db, bookingId, now)) moved += 1;
    released += moved;
    if (due.length < 500 || moved === 0) return released;
  }
}

/**
 * The ledger as payments see it (their `PaymentsLedger`, handed to them by `services.ts`): a
 * booking paid at the commission's percentage of the setting (`PLATFORM_COMMISSION_PERCENT`),
 * and a refund that succeeded.
 */
export function createEarningsLedger({ commissionPercent }: { commissionPercent: number }) {
  return {
    bookingPaid: (tx: Transaction, paid: { bookingId: string; paymentId: string; now: Date }) =>
      recordBookingPaid(tx, { ...paid, commissionPercent }),
    refundSucceeded: recordRefundSucceeded,
  };
}
