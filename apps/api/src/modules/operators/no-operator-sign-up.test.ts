import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { WEB_ORIGIN, post, signUpBody, signedInAccount } from '../../../test/auth.ts';
import { users } from '../../db/schema.ts';

/** Nobody becomes an operator through a route (PD-36): only `npm run operator` makes one. */
describe('no route makes an operator', async () => {
  const { app, database, deps } = await createTestApp();
  const db = database.db;
  const accountOf = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email)))[0];

  it.each(['agent', 'customer'] as const)(
    'refuses a %s sign-up that asks for the operator role, and creates nothing',
    async (role) => {
      const body = { ...signUpBody(role), rol: 'operator' };
      const answer = await post(app, '/api/sign-up', body, { headers: { origin: WEB_ORIGIN } });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.code).toBe('VALIDATION_ERROR');
      expect(answer.json().error.fields.rol).toEqual(expect.any(String));
      expect(await accountOf(body.email)).toBeUndefined();
    },
  );

  it("answers 404 to better-auth's own sign-up and profile update, whatever the role sent", async () => {
    const { user, cookie } = await signedInAccount(app, db, 'customer');
    const headers = { cookie, origin: WEB_ORIGIN };
    const signUp = await post(app, '/api/auth/sign-up/email', {
      ...signUpBody('customer'),
      role: 'operator',
    });
    expect(signUp.statusCode).toBe(404);
    const update = await post(app, '/api/auth/update-user', { role: 'operator' }, { headers });
    expect(update.statusCode).toBe(404);
    expect((await accountOf(user.email))?.role).toBe('customer');
  });

  it('refuses the operator role even when better-auth itself is asked to sign someone up', async () => {
    const body = signUpBody('customer');
    // As a client that ignores the types would send it.
    const asked = { name: 'Intruso', email: body.email, password: body.password, role: 'operator' };
    await expect(
      deps.auth.api.signUpEmail({ body: asked as typeof asked & { role: 'customer' } }),
    ).rejects.toThrow();
    expect(await accountOf(body.email)).toBeUndefined();
  });
});
