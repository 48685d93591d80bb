import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WEB_ORIGIN, post, signInForToken, signedInAccount } from '../../../test/auth.ts';
import { createTestApp } from '../../../test/app.ts';
import { sessions, users } from '../../db/schema.ts';
import { callerOf } from '../../plugins/authentication/guards.ts';

describe('roles after sign-up', async () => {
  const { app, database, deps } = await createTestApp();
  const { requireRole, requireSession } = deps.guards;
  const db = database.db;
  // Routes that exist only here, guarded the way later modules guard theirs.
  app.get('/api/test/agent-only', { preHandler: requireRole('agent') }, async (request) => ({
    userId: callerOf(request).userId,
  }));
  app.get('/api/test/signed-in', { preHandler: requireSession }, async (request) => ({
    role: callerOf(request).role,
    via: callerOf(request).via,
  }));
  await app.ready();

  async function roleOf(userId: string) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    return user?.role;
  }

  const tamperingRequests = [
    ['/api/auth/update-user', { role: 'agent', name: 'Otra Persona', phone: '+56999999999' }],
    ['/api/auth/update-session', { role: 'agent' }],
    ['/api/auth/change-email', { newEmail: 'otra@example.com' }],
    ['/api/auth/change-password', { currentPassword: 'x', newPassword: 'y'.repeat(10) }],
    ['/api/auth/delete-user', {}],
    ['/api/auth/admin/set-role', { userId: 'x', role: 'agent' }],
    ['/api/auth/sign-in/social', { provider: 'google' }],
  ] as const;

  it.each(tamperingRequests)('refuses %s with a 404 and changes nothing', async (url, body) => {
    const { user, cookie, token } = await signedInAccount(app, db, 'customer');
    for (const headers of [{ cookie, origin: WEB_ORIGIN }, { authorization: `Bearer ${token}` }]) {
      const response = await post(app, url, body, { headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'La ruta solicitada no existe.' },
      });
    }
    const [stored] = await db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ role: 'customer', name: user.name, email: user.email });
  });

  it('drops an update of the role or phone even when better-auth itself is asked for it', async () => {
    const { user, cookie } = await signedInAccount(app, db, 'customer');
    await deps.auth.api.updateUser({
      headers: new Headers({ cookie }),
      body: { name: 'Nombre Nuevo', role: 'agent', phone: '+56900000000' },
    });
    const [stored] = await db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ name: user.name, role: 'customer', phone: user.phone });
  });

  it('lets the guards through for the right role, by cookie or by bearer', async () => {
    const { user, cookie, token } = await signedInAccount(app, db, 'agent');
    const byCookie = await app.inject({ url: '/api/test/agent-only', headers: { cookie } });
    expect(byCookie.json()).toEqual({ userId: user.id });
    const byBearer = await app.inject({
      url: '/api/test/signed-in',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.json()).toEqual({ role: 'agent', via: 'bearer' });
  });

  it('answers the other role 403 and a signed-out caller 401, in the error shape', async () => {
    const { user, cookie } = await signedInAccount(app, db, 'customer');
    const wrongRole = await app.inject({ url: '/api/test/agent-only', headers: { cookie } });
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Esta acción es solo para agentes.' },
    });
    const signedOut = await app.inject({ url: '/api/test/agent-only' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe('UNAUTHORIZED');
    expect(await roleOf(user.id)).toBe('customer');
  });

  it('records the IP Fastify sees on the session, not one the client claims', async () => {
    const { user } = await signedInAccount(app, db, 'agent');
    const response = await signInForToken(app, user.email, undefined, {
      remoteAddress: '203.0.113.9',
      headers: { 'x-brillo-client-ip': '198.51.100.1', 'x-forwarded-for': '198.51.100.2' },
    });
    const token: string = response.json().token;
    const [session] = await db.select().from(sessions).where(eq(sessions.token, token));
    expect(session?.ipAddress).toBe('203.0.113.9');
  });
});
