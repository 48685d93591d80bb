import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { agentBankAccounts } from '../../db/schema.ts';

export type StoredBankAccount = typeof agentBankAccounts.$inferSelect;
export type NewBankAccount = Omit<typeof agentBankAccounts.$inferInsert, 'id'>;

/** The account in use: the agent's latest. */
export async function latestBankAccount(
  db: Executor,
  agentId: string,
): Promise<StoredBankAccount | undefined> {
  const [row] = await db
    .select()
    .from(agentBankAccounts)
    .where(eq(agentBankAccounts.agentId, agentId))
    .orderBy(desc(agentBankAccounts.createdAt))
    .limit(1);
  return row;
}

export async function insertBankAccount(
  tx: Executor,
  account: NewBankAccount,
): Promise<StoredBankAccount> {
  const [row] = await tx.insert(agentBankAccounts).values(account).returning();
  if (!row) throw new Error('the bank account was not stored');
  return row;
}
