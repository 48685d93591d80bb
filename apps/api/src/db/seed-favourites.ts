import { inArray } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { DEMO_BOOKINGS_AGENT, DEMO_BOOKINGS_CUSTOMER } from './seed-bookings.ts';
import { customerFavouriteAgents, users } from './schema.ts';

/**
 * 'Mis agentes' (PD-46) for the demo customer: Valentina, the agent of their past services, kept
 * as a favourite, so the page shows a favourite with its next availability from the first visit.
 * Run inside the seed's transaction, after the demo accounts.
 */
export async function seedDemoFavourites(tx: Executor): Promise<void> {
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_BOOKINGS_CUSTOMER, DEMO_BOOKINGS_AGENT]));
  const customer = rows.find((row) => row.email === DEMO_BOOKINGS_CUSTOMER);
  const agent = rows.find((row) => row.email === DEMO_BOOKINGS_AGENT);
  if (!customer || !agent) throw new Error('seedDemoFavourites: demo accounts missing');
  await tx.insert(customerFavouriteAgents).values({ customerId: customer.id, agentId: agent.id });
}
