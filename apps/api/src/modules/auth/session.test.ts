import { SessionSchema } from '@brillo/domain/contracts/session';
import { SignedInSchema, SignedInWithTokenSchema } from '@brillo/domain/contracts/sign-in';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  TEST_PASSWORD,
  WEB_ORIGIN,
  post,
  sessionTokenFrom,
  signIn,
  signInForToken,
  signedInAccount,
  uniqueEmail,
} from '../../../test/auth.ts';
import { testPasswordHasher } from '../../../test/password-hasher.ts';
import { createTestApp } from '../../../test/app.ts';
import { createCredentials, createCustomer } from '../../db/factories.ts';
import { sessions } from '../../db/schema.ts';

describe('sessions', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  function getSession(headers: Record<string, string> = {}) {
    return app.inject({ method: 'GET', url: '/api/session', headers });
  }

  it('signs in with the right password: the user and an HttpOnly SameSite=Lax cookie', async () => {
    const { user, cookie } = await signedInAccount(app, db, 'agent');
    const response = await signIn(app, user.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { id: user.id, email: user.email, role: 'agent' },
    });
    const [sessionCookie] = response.cookies;
    expect(sessionCookie).toMatchObject({
      name: 'brillo.session_token',
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(sessionCookie?.secure).toBeFalsy();
    expect(cookie).toMatch(/^brillo\.session_token=/);
  });

  it('answers sign-in with the declared contract only, leaving out what better-auth adds', async () => {
    const { user } = await signedInAccount(app, db, 'customer');
    const byCookie = (await signIn(app, user.email)).json();
    expect(SignedInSchema.parse(byCookie)).toEqual(byCookie);
    const byToken = (await signInForToken(app, user.email)).json();
    expect(SignedInWithTokenSchema.parse(byToken)).toEqual(byToken);
    for (const body of [byCookie, byToken]) {
      expect(Object.keys(body.user).sort()).toEqual(
        Object.keys(SignedInSchema.shape.user.shape).sort(),
      );
      expect(body.user).not.toHaveProperty('image');
    }
  });

  it('refuses a wrong password or an unknown email with the same Spanish 401', async () => {
    const { user } = await signedInAccount(app, db, 'customer');
    const expected = {
      error: { code: 'INVALID_CREDENTIALS', message: 'Correo o contraseña incorrectos' },
    };
    const wrong = await signIn(app, user.email, 'no-es-la-clave');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(expected);
    const unknown = await signIn(app, uniqueEmail());
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(expected);
  });

  it('answers GET /api/session for the cookie with spec §3 data and no access token', async () => {
    const { user, cookie } = await signedInAccount(app, db, 'agent');
    const response = await getSession({ cookie });
    expect(response.statusCode).toBe(200);
    const session = SessionSchema.parse(response.json());
    const token = sessionTokenFrom(cookie);
    const [stored] = await db.select().from(sessions).where(eq(sessions.token, token));
    expect(session).toEqual({
      userId: user.id,
      lastSignInAt: stored?.createdAt.toISOString(),
      createdAt: user.createdAt.toISOString(),
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone,
        rol: 'agent',
        personalData: null,
      },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers GET /api/session for a bearer token, with that token as accessToken', async () => {
    const { user, token } = await signedInAccount(app, db, 'customer');
    const response = await getSession({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: user.id, accessToken: token });
  });

  it("accepts the token's signed form, as the cookie holds it, as a bearer token too", async () => {
    const { cookie } = await signedInAccount(app, db, 'agent');
    const signed = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
    const response = await getSession({ authorization: `Bearer ${signed}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().accessToken).toBe(sessionTokenFrom(cookie));
  });

  it("includes the customer's address as personalData", async () => {
    const { user, profile } = await createCustomer(db, { user: { email: uniqueEmail() } });
    await createCredentials(db, user, TEST_PASSWORD, testPasswordHasher);
    const token = (await signInForToken(app, user.email)).json().token;
    const response = await getSession({ authorization: `Bearer ${token}` });
    expect(response.json().user.personalData).toEqual({
      address: profile.address,
      addressExtra: profile.addressExtra,
      postcode: profile.postcode,
      city: null,
      comuna: null,
    });
  });

  it('answers 401 in the error shape when signed out or with an unknown token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer no-existe' },
      { cookie: 'brillo.session_token=no-existe' },
    ];
    for (const headers of attempts) {
      const response = await getSession(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'Debes iniciar sesión para continuar.' },
      });
    }
  });

  it('ends the session on sign-out: the old cookie then gets 401', async () => {
    const { cookie } = await signedInAccount(app, db, 'customer');
    const response = await post(app, '/api/auth/sign-out', undefined, {
      headers: { cookie, origin: WEB_ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(response.cookies.find((c) => c.name === 'brillo.session_token')?.maxAge).toBe(0);
    expect((await getSession({ cookie })).statusCode).toBe(401);
  });

  it('ends a bearer session on sign-out: the old token then gets 401', async () => {
    const { token } = await signedInAccount(app, db, 'agent');
    const authorization = `Bearer ${token}`;
    const response = await post(app, '/api/auth/sign-out', {}, { headers: { authorization } });
    expect(response.statusCode).toBe(200);
    expect((await getSession({ authorization })).statusCode).toBe(401);
  });

  it('keeps other sessions of the same account when one signs out', async () => {
    const { user, token } = await signedInAccount(app, db, 'agent');
    const other = (await signInForToken(app, user.email)).json().token;
    await post(app, '/api/auth/sign-out', {}, { headers: { authorization: `Bearer ${token}` } });
    expect((await getSession({ authorization: `Bearer ${other}` })).statusCode).toBe(200);
  });
});
