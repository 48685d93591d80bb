import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpBody } from '../../../test/auth.ts';
import { manualClock } from '../../../test/clock.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { testPasswordHasher } from '../../../test/password-hasher.ts';
import { customerProfiles, users } from '../../db/schema.ts';
import { createSignUpService } from './service.ts';

describe('a sign-up and its confirmation email (ADR-068)', async () => {
  const database = await createTestDatabase();
  afterAll(() => database.close());
  const base = { db: database.db, clock: manualClock(), passwordHasher: testPasswordHasher };
  const accountOf = (email: string) =>
    database.db.select().from(users).where(eq(users.email, email.toLowerCase()));

  it("queues the confirmation in the account's own transaction, with the account's id", async () => {
    const queued: string[] = [];
    const service = createSignUpService({
      ...base,
      queueConfirmation: async (_executor, userId) => {
        queued.push(userId);
      },
    });
    const body = signUpBody('customer');
    const account = await service.signUp(body);
    expect(queued).toEqual([account.userId]);
    expect(await accountOf(body.email)).toHaveLength(1);
  });

  it('creates no account whose confirmation could not be queued', async () => {
    const service = createSignUpService({
      ...base,
      queueConfirmation: async () => {
        throw new Error('the job table is unavailable');
      },
    });
    const body = signUpBody('customer');
    const profilesBefore = (await database.db.select().from(customerProfiles)).length;
    await expect(service.signUp(body)).rejects.toThrow('the job table is unavailable');
    expect(await accountOf(body.email)).toEqual([]);
    expect(await database.db.select().from(customerProfiles)).toHaveLength(profilesBefore);
  });
});
