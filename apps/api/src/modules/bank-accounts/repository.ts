import { desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { agentBankAccounts, users } from '../../db/schema.ts';

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

/** The agent's name and address, for the email. */
export async function readAgentContact(db: Database, agentId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, agentId));
  return row;
}
