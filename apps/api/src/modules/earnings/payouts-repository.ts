import { chileBank, maskAccountNumber } from '@brillo/domain/chile-banks';
import type { Payout } from '@brillo/domain/contracts/earnings';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import {
  agentBankAccounts,
  agentProfiles,
  bookings,
  ledgerEntries,
  ledgerTransactions,
  payoutItems,
  payouts,
  users,
} from '../../db/schema.ts';

export type StoredPayout = typeof payouts.$inferSelect;

/** The agent's name, as a transfer to them carries it. */
export async function agentName(db: Executor, agentId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, agentId));
  return row?.name;
}

/**
 * Locks the agent's profile row to the end of the transaction: one payout decision at a time, and
 * no release of the agent's earnings meanwhile (a release takes it `FOR SHARE`). `NO KEY UPDATE`
 * leaves the rows that only refer to the agent (a new slot, a booking's earning) free to be written.
 */
export async function lockAgent(tx: Transaction, agentId: string) {
  const [row] = await tx
    .select({ userId: agentProfiles.userId })
    .from(agentProfiles)
    .where(eq(agentProfiles.userId, agentId))
    .for('no key update');
  return row;
}

/** The agent's account in use: the latest. */
export async function latestAccount(db: Executor, agentId: string) {
  const [row] = await db
    .select()
    .from(agentBankAccounts)
    .where(eq(agentBankAccounts.agentId, agentId))
    .orderBy(desc(agentBankAccounts.createdAt))
    .limit(1);
  return row;
}

export async function payoutOfRun(db: Executor, agentId: string, run: string) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.agentId, agentId), eq(payouts.run, run)));
  return row;
}

export async function insertPayout(
  tx: Transaction,
  values: typeof payouts.$inferInsert,
): Promise<StoredPayout | undefined> {
  const [row] = await tx.insert(payouts).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * The agent's released earnings no payout has taken yet (a failed payout gives its bookings
 * back), each with what is available of it: its release, less the refunds after it.
 */
export async function unpaidReleasedBookings(
  tx: Executor,
  agentId: string,
): Promise<{ bookingId: string; amount: number }[]> {
  const rows = await tx
    .select({
      bookingId: sql<string>`${ledgerTransactions.bookingId}`,
      amount: sql<string>`-sum(${ledgerEntries.amount})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.agentId, agentId),
        eq(ledgerEntries.account, 'agent_available'),
        sql`${ledgerTransactions.bookingId} IS NOT NULL`,
        sql`NOT EXISTS (SELECT 1 FROM ${payoutItems} i JOIN ${payouts} p ON p.id = i.payout_id WHERE i.booking_id = ${ledgerTransactions.bookingId} AND p.status <> 'failed')`,
      ),
    )
    .groupBy(ledgerTransactions.bookingId)
    .having(sql`sum(${ledgerEntries.amount}) < 0`);
  return rows.map((row) => ({ bookingId: row.bookingId, amount: Number(row.amount) }));
}

export async function insertItems(
  tx: Transaction,
  payoutId: string,
  items: { bookingId: string; amount: number }[],
) {
  if (items.length === 0) return;
  await tx.insert(payoutItems).values(items.map((item) => ({ ...item, payoutId })));
}

/** The agents whose available balance reaches `minimum`, with it. */
export async function agentsToPay(
  db: Executor,
  minimum: number,
): Promise<{ agentId: string; available: number }[]> {
  const rows = await db
    .select({
      agentId: sql<string>`${ledgerEntries.agentId}`,
      available: sql<string>`-sum(${ledgerEntries.amount})`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, 'agent_available'))
    .groupBy(ledgerEntries.agentId)
    .having(sql`-sum(${ledgerEntries.amount}) >= ${minimum}`);
  return rows.map((row) => ({ agentId: row.agentId, available: Number(row.available) }));
}

export async function lockPayout(tx: Transaction, id: string) {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

export async function lockPayoutByTransfer(
  tx: Transaction,
  provider: StoredPayout['provider'],
  transferId: string,
) {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.provider, provider), eq(payouts.providerTransferId, transferId)))
    .for('update');
  return row;
}

export async function updatePayout(
  tx: Executor,
  id: string,
  values: Partial<
    Pick<
      StoredPayout,
      'status' | 'providerTransferId' | 'failureReason' | 'sentAt' | 'settledAt' | 'failedAt'
    >
  >,
) {
  await tx.update(payouts).set(values).where(eq(payouts.id, id));
}

/** A payout with where it goes and to whom, for sending it. */
export async function payoutToSend(db: Executor, id: string) {
  const [row] = await db
    .select({ payout: payouts, account: agentBankAccounts })
    .from(payouts)
    .innerJoin(agentBankAccounts, eq(agentBankAccounts.id, payouts.bankAccountId))
    .where(eq(payouts.id, id));
  return row;
}

/** Payouts created and never answered by their provider (a crash, a timeout), oldest first. */
export async function unsentPayouts(
  db: Executor,
  olderThan: Date,
  provider: StoredPayout['provider'],
) {
  return db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.status, 'pending'),
        eq(payouts.provider, provider),
        sql`${payouts.providerTransferId} IS NULL`,
        lte(payouts.createdAt, olderThan),
      ),
    )
    .orderBy(payouts.createdAt)
    .limit(200);
}

/** Payouts sent and not yet settled since `olderThan`, for reconciliation. */
export async function staleSentPayouts(
  db: Executor,
  olderThan: Date,
  provider: StoredPayout['provider'],
) {
  return db
    .select({ id: payouts.id, providerTransferId: payouts.providerTransferId })
    .from(payouts)
    .where(
      and(
        eq(payouts.status, 'sent'),
        eq(payouts.provider, provider),
        lte(payouts.sentAt, olderThan),
      ),
    )
    .orderBy(payouts.sentAt)
    .limit(200);
}

/** The payouts of a run still waiting to be sent. */
export async function pendingOfRun(db: Executor, run: string) {
  return db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.run, run), eq(payouts.status, 'pending')));
}

/** Payouts as answered (`PayoutSchema`), with their items, by id in the order given. */
export async function readPayouts(db: Executor, ids: readonly string[]): Promise<Payout[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ payout: payouts, account: agentBankAccounts })
    .from(payouts)
    .innerJoin(agentBankAccounts, eq(agentBankAccounts.id, payouts.bankAccountId))
    .where(inArray(payouts.id, [...ids]));
  const items = await db
    .select({
      payoutId: payoutItems.payoutId,
      bookingId: payoutItems.bookingId,
      amount: payoutItems.amount,
      serviceStart: bookings.bookingStartTime,
    })
    .from(payoutItems)
    .innerJoin(bookings, eq(bookings.id, payoutItems.bookingId))
    .where(inArray(payoutItems.payoutId, [...ids]))
    .orderBy(bookings.bookingStartTime);
  const byId = new Map(rows.map((row) => [row.payout.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { payout, account } = row;
    return [
      {
        id: payout.id,
        amount: payout.amount,
        status: payout.status,
        provider: payout.provider,
        run: payout.run,
        createdAt: payout.createdAt.toISOString(),
        sentAt: payout.sentAt?.toISOString() ?? null,
        settledAt: payout.settledAt?.toISOString() ?? null,
        failedAt: payout.failedAt?.toISOString() ?? null,
        failureReason: payout.failureReason,
        destination: `${chileBank(account.bank)?.name ?? account.bank} ${maskAccountNumber(account.accountNumber)}`,
        items: items
          .filter((item) => item.payoutId === id)
          .map((item) => ({
            bookingId: item.bookingId,
            serviceStart: item.serviceStart.toISOString(),
            amount: item.amount,
          })),
      },
    ];
  });
}

/** The agent's latest payouts' ids, newest first. */
export async function agentPayoutIds(db: Executor, agentId: string, limit = 50) {
  const rows = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(eq(payouts.agentId, agentId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The bank file's payouts waiting for the operator, oldest first, with where each goes. */
export async function pendingBankFilePayouts(db: Executor) {
  return db
    .select({ payout: payouts, account: agentBankAccounts })
    .from(payouts)
    .innerJoin(agentBankAccounts, eq(agentBankAccounts.id, payouts.bankAccountId))
    .where(and(eq(payouts.provider, 'bank_file'), eq(payouts.status, 'pending')))
    .orderBy(payouts.createdAt, payouts.id);
}
