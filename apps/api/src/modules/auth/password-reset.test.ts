import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  captureMail,
  heldMail,
  post,
  statusWhileMailIsHeld,
  signIn,
  signedInAccount,
  uniqueEmail,
} from '../../../test/auth.ts';
import { createTestApp } from '../../../test/app.ts';
import { sessions, verifications } from '../../db/schema.ts';

describe('resetting a forgotten password', async () => {
  const mail = captureMail();
  const { app, database, deps } = await createTestApp({ mailer: mail.mailer });
  const db = database.db;
  const newPassword = 'una-clave-nueva-2026';

  /** Asks for a reset link, then sends the mail the request queued (a job, after the answer). */
  async function requestReset(email: string) {
    const response = await post(app, '/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    await deps.jobs.runDue();
    return response;
  }

  function resetPassword(body: object) {
    return post(app, '/api/auth/reset-password', body);
  }

  async function requestedToken(email: string) {
    expect((await requestReset(email)).statusCode).toBe(200);
    const link = mail.linkTo(email, '/reset-password');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-password');
    return link.searchParams.get('token') ?? '';
  }

  it('answers the same whether or not the email has an account, and mails only the owner', async () => {
    const { user } = await signedInAccount(app, db, 'customer');
    const known = await requestReset(user.email);
    const unknownEmail = uniqueEmail();
    const unknown = await requestReset(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    // better-auth's own answer carries an English message; Brillo's has none to show.
    expect(known.json()).toEqual({ status: true });
    expect(mail.mailTo(user.email).at(-1)?.subject).toBe('Restablece tu contraseña de Brillo');
    expect(mail.mailTo(unknownEmail)).toHaveLength(0);
  });

  it('sets the new password through the emailed link and ends every old session', async () => {
    const { user, cookie, token } = await signedInAccount(app, db, 'agent');
    const resetToken = await requestedToken(user.email);

    const response = await resetPassword({ newPassword, token: resetToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true });

    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const byCookie = await app.inject({ url: '/api/session', headers: { cookie } });
    expect(byCookie.statusCode).toBe(401);
    const byBearer = await app.inject({
      url: '/api/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.statusCode).toBe(401);
    expect((await signIn(app, user.email)).statusCode).toBe(401);
    expect((await signIn(app, user.email, newPassword)).statusCode).toBe(200);
  });

  it('refuses a token used once already, with INVALID_TOKEN in Spanish', async () => {
    const { user } = await signedInAccount(app, db, 'customer');
    const resetToken = await requestedToken(user.email);
    expect((await resetPassword({ newPassword, token: resetToken })).statusCode).toBe(200);
    const again = await resetPassword({ newPassword: 'otra-clave-mas-2026', token: resetToken });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: {
        code: 'INVALID_TOKEN',
        message: 'El enlace no es válido o ya venció. Pide uno nuevo.',
      },
    });
  });

  it('stores only a hash of each reset token', async () => {
    const { user } = await signedInAccount(app, db, 'customer');
    const resetToken = await requestedToken(user.email);
    const rows = await db.select().from(verifications).where(eq(verifications.value, user.id));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(resetToken);
  });

  it("ends the account's other reset links when one of them is used", async () => {
    const { user } = await signedInAccount(app, db, 'agent');
    const first = await requestedToken(user.email);
    const second = await requestedToken(user.email);
    expect(second).not.toBe(first);

    expect((await resetPassword({ newPassword, token: second })).statusCode).toBe(200);
    const older = await resetPassword({ newPassword: 'otra-clave-mas-2026', token: first });
    expect(older.statusCode).toBe(400);
    expect(older.json().error.code).toBe('INVALID_TOKEN');
    expect(await db.select().from(verifications).where(eq(verifications.value, user.id))).toEqual(
      [],
    );
    expect((await signIn(app, user.email, newPassword)).statusCode).toBe(200);
  });

  it('refuses an unknown token and a token older than one hour', async () => {
    const unknown = await resetPassword({ newPassword, token: 'no-es-un-token-valido' });
    expect(unknown.json().error.code).toBe('INVALID_TOKEN');

    const { user } = await signedInAccount(app, db, 'customer');
    const resetToken = await requestedToken(user.email);
    await db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, user.id));
    const expired = await resetPassword({ newPassword, token: resetToken });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('INVALID_TOKEN');
    expect((await signIn(app, user.email)).statusCode).toBe(200);
  });

  it('makes the reset link last one hour', async () => {
    const { user } = await signedInAccount(app, db, 'agent');
    const resetToken = await requestedToken(user.email);
    expect(resetToken).not.toBe('');
    const [row] = await db.select().from(verifications).where(eq(verifications.value, user.id));
    const minutesLeft = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(58);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });

  it('refuses a new password of 7 or 129 characters before touching the token', async () => {
    const { user } = await signedInAccount(app, db, 'customer');
    const resetToken = await requestedToken(user.email);
    for (const [password, message] of [
      ['1234567', 'El password debe tener al menos 8 caracteres'],
      ['a'.repeat(129), 'El password debe tener como máximo 128 caracteres'],
    ]) {
      const response = await resetPassword({ newPassword: password, token: resetToken });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ newPassword: message });
    }
    expect((await resetPassword({ newPassword, token: resetToken })).statusCode).toBe(200);
  });
});

describe('the reset mail', () => {
  it('goes out after the answer, so a known email answers without waiting for the mail server', async () => {
    const mail = heldMail();
    const { app, database, deps } = await createTestApp({ mailer: mail.mailer });
    const { user } = await signedInAccount(app, database.db, 'customer');

    const answer = post(app, '/api/auth/request-password-reset', { email: user.email });
    expect(await statusWhileMailIsHeld(answer)).toBe(200);
    // The answer came first; the job sends the mail, and waits while the server does not answer.
    const sending = deps.jobs.runDue();
    await mail.started;
    expect(mail.delivered).toEqual([]);

    mail.release();
    await sending;
    expect(mail.delivered.map((message) => message.to)).toEqual([user.email]);
  });
});
