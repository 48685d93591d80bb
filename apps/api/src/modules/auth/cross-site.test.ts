import { describe, expect, it } from 'vitest';
import {
  TEST_PASSWORD,
  WEB_ORIGIN,
  post,
  signIn,
  signedInAccount,
  uniqueEmail,
} from '../../../test/auth.ts';
import { testPasswordHasher } from '../../../test/password-hasher.ts';
import { createTestApp } from '../../../test/app.ts';
import { createCredentials, createUser } from '../../db/factories.ts';

const crossSite = {
  error: {
    code: 'CROSS_SITE_REQUEST',
    message: 'Rechazamos la solicitud porque no viene de la aplicación de Brillo.',
  },
};
const evil = 'https://evil.example';

describe('cross-site requests and cookie settings', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  async function isSignedIn(cookie: string) {
    const response = await app.inject({ url: '/api/session', headers: { cookie } });
    return response.statusCode === 200;
  }

  it('refuses a sign-in posted from another site', async () => {
    const { user } = await signedInAccount(app, db, 'customer');
    const response = await signIn(app, user.email, TEST_PASSWORD, { headers: { origin: evil } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(crossSite);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a cross-site form navigation that tries to sign someone in', async () => {
    const { user } = await signedInAccount(app, db, 'customer');
    const response = await signIn(app, user.email, TEST_PASSWORD, {
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CROSS_SITE_REQUEST');
  });

  it('refuses a sign-out posted from another site with the cookie; the session survives', async () => {
    const { cookie } = await signedInAccount(app, db, 'agent');
    const response = await post(
      app,
      '/api/auth/sign-out',
      {},
      { headers: { cookie, origin: evil } },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(crossSite);
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it('refuses a cookie-carrying state change without any Origin', async () => {
    const { cookie } = await signedInAccount(app, db, 'agent');
    const response = await post(app, '/api/auth/sign-out', {}, { headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it('refuses a password-reset request posted from another site with a cookie', async () => {
    const { user, cookie } = await signedInAccount(app, db, 'customer');
    const response = await post(
      app,
      '/api/auth/request-password-reset',
      { email: user.email },
      { headers: { cookie, origin: evil } },
    );
    expect(response.statusCode).toBe(403);
  });

  it("accepts the same requests from Brillo's own origin", async () => {
    const { user, cookie } = await signedInAccount(app, db, 'customer');
    const fromBrillo = { headers: { origin: WEB_ORIGIN } };
    expect((await signIn(app, user.email, TEST_PASSWORD, fromBrillo)).statusCode).toBe(200);
    const signOut = await post(
      app,
      '/api/auth/sign-out',
      {},
      {
        headers: { cookie, origin: WEB_ORIGIN },
      },
    );
    expect(signOut.statusCode).toBe(200);
  });

  it("accepts Vite's dev server origin outside production", async () => {
    const { user } = await signedInAccount(app, db, 'agent');
    const response = await signIn(app, user.email, TEST_PASSWORD, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers other paths under /api/auth with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/get-session' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('the session cookie in production', async () => {
  const { app, database } = await createTestApp({
    settings: {
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
      PUBLIC_URL: 'https://brillo.example',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      FINTOC_SECRET_KEY: 'sk_live_brillo',
      FINTOC_PUBLIC_KEY: 'pk_test_brillo',
      FINTOC_WEBHOOK_SECRET: 'whsec_test_brillo',
    },
  });

  it('is Secure, HttpOnly and SameSite=Lax, and only the production origin is trusted', async () => {
    const user = await createUser(database.db, 'agent', { email: uniqueEmail() });
    await createCredentials(database.db, user, TEST_PASSWORD, testPasswordHasher);
    const response = await signIn(app, user.email, TEST_PASSWORD, {
      headers: { origin: 'https://brillo.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies[0]).toMatchObject({
      name: '__Secure-brillo.session_token',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
    const fromVite = await signIn(app, user.email, TEST_PASSWORD, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(fromVite.statusCode).toBe(403);
  });
});
