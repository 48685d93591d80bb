import { inArray, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../adapters/password-hasher/password-hasher.ts';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import type { Database } from './client.ts';
import { createAgent, createCredentials, createCustomer } from './factories.ts';
import { availabilitySlots, users } from './schema.ts';
import { seedDemoBankAccounts } from './seed-bank-accounts.ts';
import { seedDemoBookings } from './seed-bookings.ts';
import { DEMO_PASSWORD, demoAgents, demoCustomers, demoEmails, demoSlotsFor } from './seed-data.ts';
import { seedDemoEarnings } from './seed-earnings.ts';
import { seedDemoFavourites } from './seed-favourites.ts';
import { seedDemoFiles } from './seed-files.ts';
import { seedDemoRatings } from './seed-ratings.ts';
import { seedDemoOperator } from './seed-operator.ts';
import { seedDemoPayments } from './seed-payments.ts';
import { seedDemoProblems } from './seed-problems.ts';
import { seedDemoSuspension } from './seed-suspension.ts';

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
 * same queue as sign-ins), so the accounts sign in through the API. Each demo agent gets slots
 * over the 14 days after `now` in Santiago working hours (`demoSlotsFor`), in one insert.
 * Given a `storage`, a run that seeded also gives the demo agents their avatars and documents
 * (seed-files.ts). The demo operator is seeded too; given `authSecret` (the server's
 * AUTH_SECRET), with its authenticator already set up (seed-operator.ts), and a customer it
 * suspended (seed-suspension.ts).
 */
export async function seedDemoData(
  db: Database,
  hasher: PasswordHasher,
  now: Date = new Date(),
  storage?: FileStorage,
  { authSecret }: { authSecret?: string } = {},
): Promise<SeedResult> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(SEED_LOCK);
    const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyUser) return false;
    const slots: (typeof availabilitySlots.$inferInsert)[] = [];
    for (const [index, agent] of demoAgents.entries()) {
      const { user } = await createAgent(tx, agent);
      await createCredentials(tx, user, DEMO_PASSWORD, hasher);
      slots.push(...demoSlotsFor(index, now).map((slot) => ({ ...slot, agentId: user.id })));
    }
    if (slots.length > 0) await tx.insert(availabilitySlots).values(slots);
    for (const customer of demoCustomers) {
      const { user } = await createCustomer(tx, customer);
      await createCredentials(tx, user, DEMO_PASSWORD, hasher);
    }
    await seedDemoBookings(tx, now);
    await seedDemoRatings(tx, now);
    await seedDemoPayments(tx, now);
    await seedDemoBankAccounts(tx, now);
    await seedDemoOperator(tx, hasher, authSecret);
    await seedDemoSuspension(tx, hasher, now);
    await seedDemoProblems(tx);
    await seedDemoEarnings(tx, now);
    await seedDemoFavourites(tx);
    return true;
  });
  if (seeded && storage) await seedDemoFiles(db, storage, now);
  const present = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, demoEmails));
  const presentEmails = new Set(present.map(({ email }) => email));
  return { seeded, accounts: demoEmails.filter((email) => presentEmails.has(email)) };
}
