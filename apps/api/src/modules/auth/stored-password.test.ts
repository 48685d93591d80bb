import { hashPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signIn, uniqueEmail } from '../../../test/auth.ts';
import { createTestApp } from '../../../test/app.ts';
import { createScryptPasswordHasher } from '../../adapters/password-hasher/scrypt-password-hasher.ts';
import { accounts } from '../../db/schema.ts';
import { createUser } from '../../db/factories.ts';

/**
 * Sign-in with the production hasher against passwords as they are stored: the accounts that
 * exist keep their better-auth scrypt hashes, and a damaged one is a wrong password, not a crash.
 */
describe('sign-in against stored passwords', async () => {
  const { app, database } = await createTestApp({
    passwordHasher: createScryptPasswordHasher({ concurrency: 1 }),
  });
  const db = database.db;

  async function accountStoring(password: string) {
    const user = await createUser(db, 'customer', { email: uniqueEmail('customer') });
    await db.insert(accounts).values({
      id: crypto.randomUUID(),
      accountId: user.id,
      providerId: 'credential',
      userId: user.id,
      password,
    });
    return user;
  }

  it("signs in an account whose password better-auth's own hasher stored", async () => {
    const user = await accountStoring(await hashPassword(TEST_PASSWORD));
    expect((await signIn(app, user.email)).statusCode).toBe(200);
    expect((await signIn(app, user.email, 'no-es-la-clave')).statusCode).toBe(401);
  });

  it('answers a stored password that is not a scrypt hash as a wrong password: 401, not 500', async () => {
    for (const stored of ['', 'sin-separador', ':', 'abcd:', ':abcd', 'abcd:zz']) {
      const user = await accountStoring(stored);
      const response = await signIn(app, user.email);
      expect(response.statusCode, stored).toBe(401);
      expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
    }
  });
});
