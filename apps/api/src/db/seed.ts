import { inArray, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../adapters/password-hasher/password-hasher.ts';
import type { Database } from './client.ts';
import { createAgent, createCredentials, createCustomer } from './factories.ts';
import { users } from './schema.ts';
import { DEMO_PASSWORD, demoAgents, demoCustomers, demoEmails } from './seed-data.ts';

export interface SeedResult {
  /** True when this run created the demo data. */
  seeded: boolean;
  /** The demo accounts the database holds now, whoever created them. */
  accounts: string[];
}

/** Serialises concurrent seeds (two API processes starting at once on one empty database). */
const SEED_LOCK = sql`select pg_advisory_xact_lock(hashtext('brillo-demo-seed'))`;

/**
 * Seeds the demo accounts (seed-data.ts) into an EMPTY database: a database with any user is left
 * alone, so running it again, or on real data, does nothing. Built on the test factories; the
 * passwords are hashed by the app's hasher (the server passes its own, so the seed waits in the
 * same queue as sign-ins), so the accounts sign in through the API.
 */
export async function seedDemoData(db: Database, hasher: PasswordHasher): Promise<SeedResult> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(SEED_LOCK);
    const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyUser) return false;
    for (const agent of demoAgents) {
      const { user } = await createAgent(tx, agent);
      await createCredentials(tx, user, DEMO_PASSWORD, hasher);
    }
    for (const customer of demoCustomers) {
      const { user } = await createCustomer(tx, customer);
      await createCredentials(tx, user, DEMO_PASSWORD, hasher);
    }
    return true;
  });
  const present = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, demoEmails));
  const presentEmails = new Set(present.map(({ email }) => email));
  return { seeded, accounts: demoEmails.filter((email) => presentEmails.has(email)) };
}
