import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  WEB_ORIGIN,
  captureMail,
  signUpBody,
  signedInAccount,
  uniqueEmail,
  uniqueIp,
} from '../../../test/auth.ts';
import { createTestApp } from '../../../test/app.ts';
import { routeTable } from '../../../test/harness/route-table.ts';
import { codeOf, keyOf, newOperator, operatorBrowser } from '../../../test/operators.ts';
import type { Database } from '../../db/client.ts';

interface Setup {
  app: FastifyInstance;
  db: Database;
  mail: ReturnType<typeof captureMail>;
  /** Sends the mail the requests so far queued (a job, sent after the answer). */
  mailSent: () => Promise<void>;
}

/** One request to an account route, and the status it answers. */
interface Case {
  status: number;
  request: (setup: Setup) => Promise<InjectOptions> | InjectOptions;
}

const json = (payload: object, headers: Record<string, string> = {}): InjectOptions => ({
  payload,
  headers,
  remoteAddress: uniqueIp(),
});

/** A reset token mailed to a new account, for a reset that succeeds. */
async function mailedResetToken({ app, db, mail, mailSent }: Setup): Promise<string> {
  const { user } = await signedInAccount(app, db, 'customer');
  await app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    ...json({ email: user.email }),
  });
  await mailSent();
  return mail.linkTo(user.email, '/reset-password').searchParams.get('token') ?? '';
}

const wrongPassword: Case = {
  status: 401,
  request: () => json({ email: uniqueEmail(), password: 'no-es-la-clave' }),
};
const notOffered: Case = { status: 404, request: () => ({ url: '/api/auth/update-user' }) };
// QUERY carries a body, like POST.
const notOfferedQuery: Case = {
  status: 404,
  request: () => ({ url: '/api/auth/update-user', ...json({}) }),
};

/** A new operator signed in with the password alone, about to set up the authenticator. */
async function operatorSettingUp({ app, db }: Setup) {
  const operator = await newOperator(db);
  const browser = operatorBrowser(app);
  await browser.signIn(operator.email);
  return { operator, browser };
}

/** A new operator with an authenticator, whose second sign-in waits for a recovery code. */
async function operatorSigningIn(setup: Setup) {
  const { operator, browser } = await operatorSettingUp(setup);
  const enabled = await browser.post('/api/auth/two-factor/enable', {
    password: 'limpieza-segura-2026',
  });
  const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
  await browser.post('/api/auth/two-factor/verify-totp', { code: await codeOf(keyOf(totpURI)) });
  const next = operatorBrowser(setup.app);
  await next.signIn(operator.email);
  return { next, recoveryCode: backupCodes[0] ?? '' };
}

/**
 * Every account route (everything under /api/auth, /api/session and /api/sign-up), with a request
 * it accepts and one it refuses. A new account route must add its row here.
 */
const accountRoutes: Record<string, Case[]> = {
  'POST /api/auth/sign-in/email': [
    {
      status: 200,
      request: async ({ app, db }) => {
        const { user } = await signedInAccount(app, db, 'customer');
        return json(
          { email: user.email, password: 'limpieza-segura-2026' },
          { origin: WEB_ORIGIN },
        );
      },
    },
    wrongPassword,
  ],
  'POST /api/auth/sign-out': [
    {
      status: 200,
      request: async ({ app, db }) => {
        const { token } = await signedInAccount(app, db, 'agent');
        return json({}, { authorization: `Bearer ${token}` });
      },
    },
    // Refused by the origin check before any route code runs.
    {
      status: 403,
      request: async ({ app, db }) => {
        const { cookie } = await signedInAccount(app, db, 'agent');
        return json({}, { cookie, origin: 'https://evil.example' });
      },
    },
  ],
  'POST /api/auth/two-factor/enable': [
    {
      status: 200,
      request: async (setup) => {
        const { browser } = await operatorSettingUp(setup);
        return json(
          { password: 'limpieza-segura-2026' },
          { origin: WEB_ORIGIN, cookie: browser.jar.header() },
        );
      },
    },
    { status: 404, request: () => json({ password: 'limpieza-segura-2026' }) },
  ],
  'POST /api/auth/two-factor/verify-totp': [
    {
      status: 200,
      request: async (setup) => {
        const { browser } = await operatorSettingUp(setup);
        const enabled = await browser.post('/api/auth/two-factor/enable', {
          password: 'limpieza-segura-2026',
        });
        const code = await codeOf(keyOf(enabled.json<{ totpURI: string }>().totpURI));
        return json({ code }, { origin: WEB_ORIGIN, cookie: browser.jar.header() });
      },
    },
    { status: 401, request: () => json({ code: '123456' }) },
  ],
  'POST /api/auth/two-factor/verify-backup-code': [
    {
      status: 200,
      request: async (setup) => {
        const { next, recoveryCode } = await operatorSigningIn(setup);
        return json({ code: recoveryCode }, { origin: WEB_ORIGIN, cookie: next.jar.header() });
      },
    },
    { status: 400, request: () => json({ code: '' }) },
  ],
  'POST /api/auth/send-verification-email': [
    { status: 200, request: () => json({ email: uniqueEmail() }) },
    { status: 400, request: () => json({}) },
  ],
  'GET /api/auth/verify-email': [
    { status: 302, request: () => ({ query: { token: 'no-existe' } }) },
    { status: 400, request: () => ({ query: { token: 'x'.repeat(5000) } }) },
  ],
  'POST /api/auth/request-password-reset': [
    { status: 200, request: () => json({ email: uniqueEmail() }) },
    { status: 400, request: () => json({ email: 'no-es-un-correo' }) },
  ],
  'POST /api/auth/reset-password': [
    {
      status: 200,
      request: async (setup) =>
        json({ newPassword: 'una-clave-nueva-2026', token: await mailedResetToken(setup) }),
    },
    { status: 400, request: () => json({ newPassword: 'una-clave-nueva-2026', token: 'no' }) },
  ],
  'GET /api/auth/*': [notOffered],
  'POST /api/auth/*': [notOffered],
  'PUT /api/auth/*': [notOffered],
  'PATCH /api/auth/*': [notOffered],
  'DELETE /api/auth/*': [notOffered],
  'OPTIONS /api/auth/*': [notOffered],
  'TRACE /api/auth/*': [notOffered],
  'QUERY /api/auth/*': [notOfferedQuery],
  'GET /api/session': [
    {
      status: 200,
      request: async ({ app, db }) => {
        const { cookie } = await signedInAccount(app, db, 'customer');
        return { headers: { cookie } };
      },
    },
    { status: 401, request: () => ({}) },
  ],
  'POST /api/sign-up': [
    { status: 201, request: () => json(signUpBody('agent')) },
    { status: 400, request: () => json({}) },
    {
      status: 403,
      request: () => json(signUpBody('customer'), { origin: 'https://evil.example' }),
    },
  ],
};

const isAccountRoute = (key: string) => /^\w+ \/api\/(auth\/|session$|sign-up$)/.test(key);

describe('caching of the account answers', async () => {
  const mail = captureMail();
  const table = routeTable();
  const { app, database, deps } = await createTestApp({
    mailer: mail.mailer,
    onRoute: table.onRoute,
  });
  await app.ready();
  const setup: Setup = {
    app,
    db: database.db,
    mail,
    mailSent: async () => void (await deps.jobs.runDue()),
  };

  it('has a row here for every account route', () => {
    const registered = table.routes.map((route) => route.key).filter(isAccountRoute);
    expect(registered.sort()).toEqual(Object.keys(accountRoutes).sort());
  });

  const cases = Object.entries(accountRoutes).flatMap(([key, routeCases]) =>
    routeCases.map((routeCase) => [key, routeCase.status, routeCase] as const),
  );

  it.each(cases)('%s answers %i with Cache-Control: no-store', async (key, status, routeCase) => {
    const [method = '', url = ''] = key.split(' ');
    const response = await app.inject({
      method: method as 'GET',
      url,
      ...(await routeCase.request(setup)),
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers HEAD /api/session with no-store too', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/api/session' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
