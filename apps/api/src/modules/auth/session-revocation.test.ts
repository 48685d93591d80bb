import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TEST_PASSWORD,
  WEB_ORIGIN,
  captureMail,
  post,
  signInForToken,
  signedInAccount,
} from '../../../test/auth.ts';
import { createTestApp } from '../../../test/app.ts';
import { testPasswordHasher } from '../../../test/password-hasher.ts';
import { createCredentials, createCustomer } from '../../db/factories.ts';
import { LISTENER_NAME } from '../../db/notifications.ts';
import { customerProfiles, sessions, users } from '../../db/schema.ts';

/*
 * Signed-in callers are kept in each process's memory (ADR-030). Whatever ends or changes a
 * session must still take effect at once: each test first reads the session (so the caller is
 * cached), then changes it, then reads again.
 */
describe('a cached session, revoked or changed', async () => {
  const mail = captureMail();
  const { app, database, deps, callerChanges } = await createTestApp({ mailer: mail.mailer });
  const db = database.db;

  afterEach(() => {
    vi.useRealTimers();
  });

  function getSession(headers: Record<string, string>) {
    return app.inject({ method: 'GET', url: '/api/session', headers });
  }

  /** A signed-in account whose two sessions (cookie and bearer) are cached. */
  async function cachedAccount(role: 'customer' | 'agent' = 'customer') {
    const account = await signedInAccount(app, db, role);
    const byCookie = { cookie: account.cookie };
    const byBearer = { authorization: `Bearer ${account.token}` };
    for (const headers of [byCookie, byBearer]) {
      expect((await getSession(headers)).statusCode).toBe(200);
    }
    return { ...account, byCookie, byBearer };
  }

  it('refuses the cookie at once after signing out', async () => {
    const { byCookie, byBearer } = await cachedAccount();
    const signOut = await post(app, '/api/auth/sign-out', undefined, {
      headers: { ...byCookie, origin: WEB_ORIGIN },
    });
    expect(signOut.statusCode).toBe(200);
    expect((await getSession(byCookie)).statusCode).toBe(401);
    // The account's other session was not ended.
    expect((await getSession(byBearer)).statusCode).toBe(200);
  });

  it('refuses the bearer token at once after signing out', async () => {
    const { byBearer } = await cachedAccount('agent');
    const signOut = await post(app, '/api/auth/sign-out', {}, { headers: byBearer });
    expect(signOut.statusCode).toBe(200);
    expect((await getSession(byBearer)).statusCode).toBe(401);
  });

  it('refuses every session of the account at once after a password reset', async () => {
    const { user, byCookie, byBearer } = await cachedAccount();
    await post(app, '/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    await deps.jobs.runDue();
    const resetToken = mail.linkTo(user.email, '/reset-password').searchParams.get('token');
    const reset = await post(app, '/api/auth/reset-password', {
      newPassword: 'una-clave-nueva-2026',
      token: resetToken,
    });
    expect(reset.statusCode).toBe(200);
    expect((await getSession(byCookie)).statusCode).toBe(401);
    expect((await getSession(byBearer)).statusCode).toBe(401);
  });

  it('refuses a session deleted in the database by anyone else (another process, an operator)', async () => {
    const { byBearer, token } = await cachedAccount();
    await db.delete(sessions).where(eq(sessions.token, token));
    await callerChanges.caughtUp();
    expect((await getSession(byBearer)).statusCode).toBe(401);
  });

  it('refuses a session whose expiry was moved into the past', async () => {
    const { byBearer, token } = await cachedAccount();
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.token, token));
    await callerChanges.caughtUp();
    expect((await getSession(byBearer)).statusCode).toBe(401);
  });

  it('refuses a session the moment it expires, with no change in the database', async () => {
    const { byBearer, token } = await cachedAccount();
    const [stored] = await db.select().from(sessions).where(eq(sessions.token, token));
    if (!stored) throw new Error('session not stored');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(stored.expiresAt.getTime() + 1);
    expect((await getSession(byBearer)).statusCode).toBe(401);
  });

  it('refuses every session of a deleted account', async () => {
    const { user, byCookie, byBearer } = await cachedAccount('agent');
    await db.delete(users).where(eq(users.id, user.id));
    await callerChanges.caughtUp();
    expect((await getSession(byCookie)).statusCode).toBe(401);
    expect((await getSession(byBearer)).statusCode).toBe(401);
  });

  it("answers the user's new name and profile address as soon as they change", async () => {
    const { user } = await createCustomer(db);
    await createCredentials(db, user, TEST_PASSWORD, testPasswordHasher);
    const token: string = (await signInForToken(app, user.email)).json().token;
    const byBearer = { authorization: `Bearer ${token}` };
    expect((await getSession(byBearer)).json().user.name).toBe(user.name);

    await db.update(users).set({ name: 'Nombre Nuevo' }).where(eq(users.id, user.id));
    await db
      .update(customerProfiles)
      .set({ address: 'Avenida Apoquindo 3000' })
      .where(eq(customerProfiles.userId, user.id));
    await callerChanges.caughtUp();
    const after = (await getSession(byBearer)).json();
    expect(after.user.name).toBe('Nombre Nuevo');
    expect(after.user.personalData.address).toBe('Avenida Apoquindo 3000');
  });

  if (database.driver === 'postgres') {
    it('PostgreSQL: reads every session from the database while the listening connection is lost', async () => {
      const { byBearer, token } = await cachedAccount();
      await db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE application_name = ${LISTENER_NAME} AND datname = current_database()`,
      );
      await vi.waitFor(() => expect(callerChanges.listening).toBe(false));
      await db.delete(sessions).where(eq(sessions.token, token));
      expect((await getSession(byBearer)).statusCode).toBe(401);
      await vi.waitFor(() => expect(callerChanges.listening).toBe(true), { timeout: 5_000 });
    });
  }
});

describe('two API processes on one database', async () => {
  const first = await createTestApp();
  const second = await createTestApp({ database: first.database });

  it('refuses a session in the other process once it has caught up with the sign-out', async () => {
    const { token } = await signedInAccount(first.app, first.database.db, 'customer');
    const byBearer = { authorization: `Bearer ${token}` };
    const inSecond = () =>
      second.app.inject({ method: 'GET', url: '/api/session', headers: byBearer });
    expect((await inSecond()).statusCode).toBe(200);
    const signOut = await post(first.app, '/api/auth/sign-out', {}, { headers: byBearer });
    expect(signOut.statusCode).toBe(200);
    await second.callerChanges.caughtUp();
    expect((await inSecond()).statusCode).toBe(401);
  });
});
