import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { WEB_ORIGIN, sessionTokenFrom, signedInAccount } from '../../../test/auth.ts';
import { createTestApp } from '../../../test/app.ts';
import { manualClock } from '../../../test/clock.ts';
import { sessions } from '../../db/schema.ts';
import { callerOf } from './guards.ts';

describe('the guards later modules use', async () => {
  const { app, database, deps } = await createTestApp();
  const { requireRole, requireSession } = deps.guards;
  // Routes that exist only here, guarded the way booking and slot routes will be.
  app.post(
    '/api/test/customer-action',
    { preHandler: requireRole('customer') },
    async (request) => ({
      userId: callerOf(request).userId,
    }),
  );
  app.get('/api/test/whoami', { preHandler: requireSession }, async (request) => ({
    via: callerOf(request).via,
  }));
  await app.ready();
  const customer = await signedInAccount(app, database.db, 'customer');
  const agent = await signedInAccount(app, database.db, 'agent');
  const act = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/test/customer-action', headers });

  it('lets the right role act from Brillo’s own pages, by cookie or by bearer', async () => {
    const byCookie = await act({ cookie: customer.cookie, origin: WEB_ORIGIN });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json()).toEqual({ userId: customer.user.id });
    const byBearer = await act({ authorization: `Bearer ${customer.token}` });
    expect(byBearer.statusCode).toBe(200);
  });

  it('answers 401 signed out and 403 for the other role', async () => {
    expect((await act({ origin: WEB_ORIGIN })).statusCode).toBe(401);
    const wrongRole = await act({ cookie: agent.cookie, origin: WEB_ORIGIN });
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().error.code).toBe('FORBIDDEN');
  });

  it('refuses a cookie-carrying change from another site or with no origin at all', async () => {
    const attempts: Record<string, string>[] = [
      { cookie: customer.cookie, origin: 'https://evil.example' },
      { cookie: customer.cookie },
    ];
    for (const headers of attempts) {
      const response = await act(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('CROSS_SITE_REQUEST');
    }
  });

  it('treats a malformed bearer credential as no credential, not as a failure', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/whoami',
      headers: { cookie: customer.cookie, authorization: 'Bearer a.b%zz' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ via: 'cookie' });
  });
});

describe('finding the caller', async () => {
  const { app, database, deps, callerChanges } = await createTestApp();
  const db = database.db;
  app.get('/api/test/whoami', { preHandler: deps.guards.requireSession }, async (request) => ({
    userId: callerOf(request).userId,
    via: callerOf(request).via,
  }));
  await app.ready();
  const whoami = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/test/whoami', headers });

  /** The session row of an account's cookie (its bearer token is another session). */
  async function cookieSessionOf(account: { cookie: string }) {
    const token = sessionTokenFrom(account.cookie);
    const [session] = await db.select().from(sessions).where(eq(sessions.token, token));
    if (!session) throw new Error('no session');
    return session;
  }

  it('reads a valid session itself, by cookie or by bearer, without building better-auth’s context', async () => {
    const account = await signedInAccount(app, db, 'agent');
    const getSession = vi.spyOn(deps.auth.api, 'getSession');
    const byCookie = await whoami({ cookie: account.cookie });
    expect(byCookie.json()).toEqual({ userId: account.user.id, via: 'cookie' });
    const byBearer = await whoami({ authorization: `Bearer ${account.token}` });
    expect(byBearer.json()).toEqual({ userId: account.user.id, via: 'bearer' });
    const betterAuthLookups = getSession.mock.calls.length;
    getSession.mockRestore();
    expect(betterAuthLookups).toBe(0);
  });

  it('refuses a revoked session at once, by cookie and by bearer', async () => {
    const account = await signedInAccount(app, db, 'customer');
    expect((await whoami({ cookie: account.cookie })).statusCode).toBe(200);
    // Deleted outside any request of this app, as another process would: on PostgreSQL the
    // notification reaches this process on its own connection (ADR-030); PGlite has it already.
    await db.delete(sessions).where(eq(sessions.userId, account.user.id));
    await callerChanges.caughtUp();
    expect((await whoami({ cookie: account.cookie })).statusCode).toBe(401);
    expect((await whoami({ authorization: `Bearer ${account.token}` })).statusCode).toBe(401);
  });

  it('refuses an expired session at once, and the expired row is removed', async () => {
    const account = await signedInAccount(app, db, 'customer');
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, account.user.id));
    expect((await whoami({ cookie: account.cookie })).statusCode).toBe(401);
    expect((await whoami({ authorization: `Bearer ${account.token}` })).statusCode).toBe(401);
    expect(await db.select().from(sessions).where(eq(sessions.userId, account.user.id))).toEqual(
      [],
    );
  });

  it('renews a session due for renewal and sends the cookie client its extended cookie', async () => {
    const account = await signedInAccount(app, db, 'agent');
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, account.user.id));
    const response = await whoami({ cookie: account.cookie });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toContain('brillo.session_token=');
    const renewed = await cookieSessionOf(account);
    expect(renewed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
  });

  it('refuses a session cookie whose signature is not the server’s', async () => {
    const account = await signedInAccount(app, db, 'customer');
    const { token } = await cookieSessionOf(account);
    const forged = `brillo.session_token=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    expect((await whoami({ cookie: forged })).statusCode).toBe(401);
    const unsigned = `brillo.session_token=${token}`;
    expect((await whoami({ cookie: unsigned })).statusCode).toBe(401);
  });

  it('lets better-auth judge a signed bearer token, as the session cookie holds it', async () => {
    const account = await signedInAccount(app, db, 'customer');
    const signed = decodeURIComponent(account.cookie.split('=').slice(1).join('='));
    const response = await whoami({ authorization: `Bearer ${signed}` });
    expect(response.json()).toEqual({ userId: account.user.id, via: 'bearer' });
  });
});

describe('the time the guards judge a session at', async () => {
  const clock = manualClock(new Date());
  const { app, database, deps } = await createTestApp({ clock });
  app.get('/api/test/whoami', { preHandler: deps.guards.requireSession }, async (request) => ({
    userId: callerOf(request).userId,
  }));
  await app.ready();

  it("is the app's clock: a session is left to better-auth once the clock reaches its renewal", async () => {
    const account = await signedInAccount(app, database.db, 'customer');
    const [session] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, account.token));
    if (!session) throw new Error('no session');
    const { expiresIn, updateAge } = (await deps.auth.$context).sessionConfig;
    const renewsAt = session.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000;
    const whoami = () =>
      app.inject({
        method: 'GET',
        url: '/api/test/whoami',
        headers: { authorization: `Bearer ${account.token}` },
      });
    const getSession = vi.spyOn(deps.auth.api, 'getSession');
    try {
      clock.set(new Date(renewsAt - 1000));
      expect((await whoami()).json()).toEqual({ userId: account.user.id });
      expect(getSession).not.toHaveBeenCalled();

      // Still a day before renewal by the computer's own clock: only the app's says it is due.
      clock.set(new Date(renewsAt));
      expect((await whoami()).json()).toEqual({ userId: account.user.id });
      expect(getSession).toHaveBeenCalledOnce();
    } finally {
      getSession.mockRestore();
    }
  });
});
