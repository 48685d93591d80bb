import type { LedgerEntry, LedgerMovement } from '@brillo/domain/ledger';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { ledgerEntries, ledgerTransactions } from '../../db/schema.ts';

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
