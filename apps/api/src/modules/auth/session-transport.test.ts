import { describe, expect, it } from 'vitest';
import {
  ASKS_FOR_BEARER,
  TEST_PASSWORD,
  WEB_ORIGIN,
  signIn,
  signInForToken,
  uniqueEmail,
} from '../../../test/auth.ts';
import { testPasswordHasher } from '../../../test/password-hasher.ts';
import { createTestApp } from '../../../test/app.ts';
import { createCredentials, createUser } from '../../db/factories.ts';

/** Response headers that would hand the session token to JavaScript. */
const tokenHeaders = ['set-auth-token', 'access-control-expose-headers'];

describe('how the session reaches the client: cookie for the web app, token on request', async () => {
  const { app, database } = await createTestApp();

  async function account() {
    const user = await createUser(database.db, 'customer', { email: uniqueEmail() });
    await createCredentials(database.db, user, TEST_PASSWORD, testPasswordHasher);
    return user;
  }

  function getSession(headers: Record<string, string>) {
    return app.inject({ method: 'GET', url: '/api/session', headers });
  }

  it.each([
    ['from the web app (Origin of Brillo)', { origin: WEB_ORIGIN }],
    ['from a client that does not ask for a token', {}],
    ['that names the cookie transport', { origin: WEB_ORIGIN, 'x-session-transport': 'cookie' }],
  ])('gives a sign-in %s the cookie only: no token in the body or headers', async (_, headers) => {
    const user = await account();
    const response = await signIn(app, user.email, TEST_PASSWORD, { headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.cookies.map((cookie) => cookie.name)).toEqual(['brillo.session_token']);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['redirect', 'user']);
    expect(body.user).toMatchObject({ id: user.id, email: user.email, role: 'customer' });
    for (const name of tokenHeaders) expect(response.headers).not.toHaveProperty(name);
    const sessionToken = response.cookies[0]?.value.split('.')[0] ?? '';
    expect(response.body).not.toContain(sessionToken);
  });

  it('signs a bearer client in without Origin: the token in the body, no cookie', async () => {
    const user = await account();
    const response = await signInForToken(app, user.email);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers).not.toHaveProperty('set-cookie');
    for (const name of tokenHeaders) expect(response.headers).not.toHaveProperty(name);
    const body = response.json();
    expect(body).toMatchObject({ redirect: false, token: expect.any(String) });
    expect(body.user).toMatchObject({ id: user.id, email: user.email, role: 'customer' });

    const session = await getSession({ authorization: `Bearer ${body.token}` });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({ userId: user.id, accessToken: body.token });
  });

  it('signs a bearer client in whatever other cookies its cookie jar sends', async () => {
    const user = await account();
    const first = await signInForToken(app, user.email, TEST_PASSWORD, {
      headers: { cookie: 'lb-affinity=node-2' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await signInForToken(app, user.email, TEST_PASSWORD, {
      headers: { cookie: 'lb-affinity=node-2; preferencias=oscuro' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().token).not.toBe(first.json().token);
  });

  it("signs in a bearer client using Node's fetch, which sends Sec-Fetch-Mode but no Origin", async () => {
    const user = await account();
    const response = await signInForToken(app, user.email, TEST_PASSWORD, {
      headers: { 'sec-fetch-mode': 'cors', 'accept-language': '*', 'user-agent': 'node' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().token).toEqual(expect.any(String));
    expect(response.headers).not.toHaveProperty('set-cookie');
  });

  it('still refuses a bearer sign-in sent from another site, with no token and no cookie', async () => {
    const user = await account();
    const response = await signInForToken(app, user.email, TEST_PASSWORD, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CROSS_SITE_REQUEST');
    expect(response.headers).not.toHaveProperty('set-cookie');
    for (const name of tokenHeaders) expect(response.headers).not.toHaveProperty(name);
  });

  it("gives the preflight another site's page needs for the header no CORS permission", async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/auth/sign-in/email',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-session-transport',
      },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const allows = Object.keys(response.headers).filter((name) =>
      name.startsWith('access-control-allow-'),
    );
    expect(allows).toEqual([]);
  });

  it('refuses a transport it does not know, naming the header, before any sign-in', async () => {
    const user = await account();
    const response = await signIn(app, user.email, TEST_PASSWORD, {
      headers: { 'x-session-transport': 'jwt' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { 'x-session-transport': expect.any(String) },
    });
    expect(response.headers).not.toHaveProperty('set-cookie');
  });

  it('ignores a bearer token or session the sign-in request carries: the new session is its own', async () => {
    const user = await account();
    const first = (await signInForToken(app, user.email)).json().token;
    const second = await signInForToken(app, user.email, TEST_PASSWORD, {
      headers: { ...ASKS_FOR_BEARER, authorization: `Bearer ${first}` },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().token).not.toBe(first);
    expect((await getSession({ authorization: `Bearer ${first}` })).statusCode).toBe(200);
  });

  it('names the header and both answers in the OpenAPI document', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    const operation = document.paths['/api/auth/sign-in/email'].post;
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({
        in: 'header',
        name: 'x-session-transport',
        required: false,
        schema: expect.objectContaining({ enum: ['cookie', 'bearer'] }),
      }),
    );
    const answer = operation.responses['200'].content['application/json'].schema;
    const shapes: { required: string[] }[] = answer.anyOf;
    // With a token, without one, and an operator's sign-in waiting for its code (ADR-078).
    expect(shapes.map((shape) => shape.required.includes('token'))).toEqual([true, false, false]);
    expect(shapes[2]?.required).toEqual(['twoFactorRedirect', 'twoFactorMethods']);
  });
});
