import { describe, expect, it } from 'vitest';
import { WEB_ORIGIN, signedInAccount } from '../../../test/auth.ts';
import { createTestApp } from '../../../test/app.ts';
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
