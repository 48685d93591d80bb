import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { TEST_PASSWORD, signedInAccount } from '../../../test/auth.ts';
import { createTestApp } from '../../../test/app.ts';
import { manualClock } from '../../../test/clock.ts';
import {
  codeOf,
  keyOf,
  newOperator,
  operatorBrowser,
  wrongCodeOf,
} from '../../../test/operators.ts';
import { sessions, users } from '../../db/schema.ts';

const AUDIT_LOG = '/api/operador/audit-log';

describe("an operator's sign-in with an authenticator (PD-36, ADR-078)", async () => {
  const clock = manualClock(new Date());
  const { app, database } = await createTestApp({ clock });
  const db = database.db;

  /** A new operator who signed in once and set up the authenticator: its key and recovery codes. */
  async function operatorWithAuthenticator() {
    const operator = await newOperator(db);
    const browser = operatorBrowser(app);
    expect((await browser.signIn(operator.email)).statusCode).toBe(200);
    const setup = await browser.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD });
    expect(setup.statusCode, setup.body).toBe(200);
    const { totpURI, backupCodes } = setup.json<{ totpURI: string; backupCodes: string[] }>();
    const key = keyOf(totpURI);
    const confirmed = await browser.post('/api/auth/two-factor/verify-totp', {
      code: await codeOf(key, -1),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { operator, key, backupCodes, browser };
  }

  it('sets up the authenticator at the first sign-in, and the console opens only after it', async () => {
    const operator = await newOperator(db);
    const browser = operatorBrowser(app);
    const signedIn = await browser.signIn(operator.email);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ role: 'operator', email: operator.email });
    // A second device signed in with the password alone before the set-up.
    const other = operatorBrowser(app);
    expect((await other.signIn(operator.email)).statusCode).toBe(200);

    const early = await browser.get(AUDIT_LOG);
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toEqual({
      code: 'TWO_FACTOR_SETUP_REQUIRED',
      message: operatorsTexts.errors.setupRequired,
    });

    const wrongPassword = await browser.post('/api/auth/two-factor/enable', { password: 'otra' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.message).toBe(operatorsTexts.errors.invalidPassword);

    const setup = await browser.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD });
    expect(setup.statusCode).toBe(200);
    const { totpURI, backupCodes } = setup.json<{ totpURI: string; backupCodes: string[] }>();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Brillo:/);
    expect(new URL(totpURI).searchParams.get('issuer')).toBe('Brillo');
    expect(backupCodes).toHaveLength(10);
    const key = keyOf(totpURI);

    const wrong = await browser.post('/api/auth/two-factor/verify-totp', {
      code: await wrongCodeOf(key),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({
      code: 'INVALID_CODE',
      message: operatorsTexts.errors.invalidCode,
    });

    const confirmed = await browser.post('/api/auth/two-factor/verify-totp', {
      code: await codeOf(key),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      user: { id: operator.userId, name: expect.any(String), email: operator.email },
    });
    expect(confirmed.body).not.toContain('token');
    expect((await browser.get(AUDIT_LOG)).statusCode).toBe(200);
    // The session opened elsewhere with the password alone has ended.
    expect((await other.get(AUDIT_LOG)).statusCode).toBe(404);
    expect(
      await db.select().from(sessions).where(eq(sessions.userId, operator.userId)),
    ).toHaveLength(1);

    // The recovery codes are shown once: asking again is refused.
    const again = await browser.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD });
    expect(again.statusCode).toBe(409);
  });

  it('asks for the code after the password, refuses a wrong one in Spanish and a used one', async () => {
    const { operator, key } = await operatorWithAuthenticator();
    const browser = operatorBrowser(app);
    const password = await browser.signIn(operator.email);
    expect(password.statusCode).toBe(200);
    expect(password.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(browser.jar.has('session_token')).toBe(false);
    expect((await browser.get(AUDIT_LOG)).statusCode).toBe(404);

    const wrong = await browser.post('/api/auth/two-factor/verify-totp', {
      code: await wrongCodeOf(key),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(operatorsTexts.errors.invalidCode);
    const code = await codeOf(key);
    const right = await browser.post('/api/auth/two-factor/verify-totp', { code });
    expect(right.statusCode, right.body).toBe(200);
    expect(browser.jar.has('session_token')).toBe(true);
    expect((await browser.get(AUDIT_LOG)).statusCode).toBe(200);

    // Someone who saw the code uses it again, with the password, within its 30 seconds.
    const thief = operatorBrowser(app);
    expect((await thief.signIn(operator.email)).json()).toMatchObject({ twoFactorRedirect: true });
    const replay = await thief.post('/api/auth/two-factor/verify-totp', { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toEqual({
      code: 'CODE_ALREADY_USED',
      message: operatorsTexts.errors.codeAlreadyUsed,
    });
    expect(thief.jar.has('session_token')).toBe(false);
    expect((await thief.get(AUDIT_LOG)).statusCode).toBe(404);
    const open = await db.select().from(sessions).where(eq(sessions.userId, operator.userId));
    expect(open).toHaveLength(2);
  });

  it('ends a sign-in after 5 wrong codes', async () => {
    const { operator, key } = await operatorWithAuthenticator();
    const browser = operatorBrowser(app);
    await browser.signIn(operator.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await browser.post('/api/auth/two-factor/verify-totp', {
        code: await wrongCodeOf(key),
      });
      expect(wrong.statusCode).toBe(401);
    }
    const sixth = await browser.post('/api/auth/two-factor/verify-totp', {
      code: await codeOf(key),
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(operatorsTexts.errors.tooManyCodes);
    const later = await browser.post('/api/auth/two-factor/verify-totp', {
      code: await codeOf(key),
    });
    expect(later.statusCode).toBe(401);
    expect(later.json().error.message).toBe(operatorsTexts.errors.signInAgain);
  });

  it('limits the codes one address may send', async () => {
    const browser = operatorBrowser(app);
    let status = 0;
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      status = (await browser.post('/api/auth/two-factor/verify-totp', { code: '123456' }))
        .statusCode;
    }
    expect(status).toBe(429);
  });

  it('signs in with a recovery code, once', async () => {
    const { operator, backupCodes } = await operatorWithAuthenticator();
    const [recovery = ''] = backupCodes;
    const browser = operatorBrowser(app);
    await browser.signIn(operator.email);
    const used = await browser.post('/api/auth/two-factor/verify-backup-code', { code: recovery });
    expect(used.statusCode, used.body).toBe(200);
    expect((await browser.get(AUDIT_LOG)).statusCode).toBe(200);

    const again = operatorBrowser(app);
    await again.signIn(operator.email);
    const reused = await again.post('/api/auth/two-factor/verify-backup-code', { code: recovery });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.message).toBe(operatorsTexts.errors.invalidRecoveryCode);
  });

  it('refuses a code of the wrong shape before asking better-auth', async () => {
    const browser = operatorBrowser(app);
    for (const code of ['12345', 'abcdef', '1234567', '']) {
      const answer = await browser.post('/api/auth/two-factor/verify-totp', { code });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.fields.code).toBe(operatorsTexts.errors.invalidCode);
    }
    const extra = await browser.post('/api/auth/two-factor/verify-totp', {
      code: '123456',
      trustDevice: true,
    });
    expect(extra.statusCode).toBe(400);
  });

  it('keeps an operator signed in 8 hours, not a minute more, however busy', async () => {
    const { browser } = await operatorWithAuthenticator();
    clock.advance(4 * 60 * 60 * 1000);
    expect((await browser.get(AUDIT_LOG)).statusCode).toBe(200);
    clock.advance(4 * 60 * 60 * 1000 - 60_000);
    expect((await browser.get(AUDIT_LOG)).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await browser.get(AUDIT_LOG)).statusCode).toBe(404);
    expect((await browser.get('/api/session')).statusCode).toBe(401);
    clock.set(new Date());
  });

  it('ends every session of the operator at sign-out, on every device', async () => {
    const { operator, key, browser } = await operatorWithAuthenticator();
    const laptop = operatorBrowser(app);
    await laptop.signIn(operator.email);
    await laptop.post('/api/auth/two-factor/verify-totp', { code: await codeOf(key, 1) });
    expect((await laptop.get(AUDIT_LOG)).statusCode).toBe(200);

    expect((await browser.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    // Gone by the time the sign-out answers, not after: the client's next request may come at once.
    expect(await db.select().from(sessions).where(eq(sessions.userId, operator.userId))).toEqual(
      [],
    );
    expect((await browser.get(AUDIT_LOG)).statusCode).toBe(404);
    expect((await laptop.get(AUDIT_LOG)).statusCode).toBe(404);
  });

  it('gives 404 to customers and agents who try to make an authenticator', async () => {
    for (const role of ['customer', 'agent'] as const) {
      const { token } = await signedInAccount(app, db, role);
      const headers = { authorization: `Bearer ${token}` };
      for (const url of [
        '/api/auth/two-factor/enable',
        '/api/auth/two-factor/verify-totp',
        '/api/auth/two-factor/verify-backup-code',
      ]) {
        const body = url.endsWith('enable') ? { password: TEST_PASSWORD } : { code: '123456' };
        const answer = await app.inject({ method: 'POST', url, headers, payload: body });
        expect(answer.statusCode, url).toBe(404);
      }
      const [user] = await db
        .select({ twoFactorEnabled: users.twoFactorEnabled })
        .from(users)
        .where(eq(users.email, (await signedInAccount(app, db, role)).user.email));
      expect(user?.twoFactorEnabled).toBe(false);
    }
  });
});
