import { inArray } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { agentBankAccounts, users } from './schema.ts';
import { demoBankAccounts } from './seed-data.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Where two demo agents are paid (PD-42): Valentina's account, registered three weeks before `now`
 * (payouts may go to it), and Camila's, registered three hours before (payouts wait for its first
 * 24 hours). '/cuenta-bancaria' shows each as its agent sees it.
 */
export async function seedDemoBankAccounts(tx: Executor, now: Date): Promise<void> {
  const agents = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoBankAccounts.map((account) => account.email),
      ),
    );
  const idOf = new Map(agents.map((agent) => [agent.email, agent.id]));
  await tx.insert(agentBankAccounts).values(
    demoBankAccounts.flatMap(({ email, hoursAgo, ...account }) => {
      const agentId = idOf.get(email);
      return agentId
        ? [{ ...account, agentId, createdAt: new Date(now.getTime() - hoursAgo * HOUR) }]
        : [];
    }),
  );
}
