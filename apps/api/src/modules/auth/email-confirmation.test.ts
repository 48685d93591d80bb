import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureMail, post, signIn, signUpBody } from '../../../test/auth.ts';
import { createTestApp } from '../../../test/app.ts';
import { users } from '../../db/schema.ts';

describe('confirming the email', async () => {
  const mail = captureMail();
  const { app, database, deps } = await createTestApp({ mailer: mail.mailer });

  /** Posts, then sends any mail the request queued: mail goes out as a job after the answer. */
  async function postThenMail(url: string, body: object) {
    const response = await post(app, url, body);
    await deps.jobs.runDue();
    return response;
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  async function signUp(role: 'agent' | 'customer' = 'customer') {
    const body = signUpBody(role);
    const response = await postThenMail('/api/sign-up', body);
    expect(response.statusCode).toBe(201);
    return { ...body, link: mail.linkTo(body.email, '/api/auth/verify-email') };
  }

  function open(link: URL) {
    return app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  }

  async function isVerified(email: string) {
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    return user?.emailVerified;
  }

  it('refuses to sign in before the email is confirmed, with EMAIL_NOT_VERIFIED in Spanish', async () => {
    const account = await signUp();
    const response = await signIn(app, account.email, account.password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        code: 'EMAIL_NOT_VERIFIED',
        message:
          'Debes confirmar tu correo antes de iniciar sesión. Revisa tu bandeja de entrada o pide que te enviemos el correo de nuevo.',
      },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('still answers a wrong password for an unconfirmed account as wrong credentials', async () => {
    const account = await signUp();
    const response = await signIn(app, account.email, 'otra-clave-cualquiera');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('confirms the email through the link, lands on /signin?verified=1 and then allows signing in', async () => {
    const account = await signUp('agent');
    const response = await open(account.link);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://localhost:3000/signin?verified=1');
    expect(await isVerified(account.email)).toBe(true);
    expect((await signIn(app, account.email, account.password)).statusCode).toBe(200);
  });

  it('lands on /signin?verified=1 again when a used link is opened twice, changing nothing', async () => {
    const account = await signUp();
    await open(account.link);
    const again = await open(account.link);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('http://localhost:3000/signin?verified=1');
    expect(await isVerified(account.email)).toBe(true);
  });

  it('sends a tampered link to /signin?verification=invalid without confirming anything', async () => {
    const account = await signUp();
    const token = account.link.searchParams.get('token') ?? '';
    account.link.searchParams.set('token', `${token.slice(0, -4)}AAAA`);
    const response = await open(account.link);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://localhost:3000/signin?verification=invalid');
    expect(await isVerified(account.email)).toBe(false);
  });

  it('sends a link without a token to /signin?verification=invalid', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/verify-email' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://localhost:3000/signin?verification=invalid');
  });

  it('sends a link older than 24 hours to /signin?verification=expired', async () => {
    const account = await signUp();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    const response = await open(account.link);
    expect(response.headers.location).toBe('http://localhost:3000/signin?verification=expired');
    expect(await isVerified(account.email)).toBe(false);
  });

  it('always lands on Brillo itself, whatever callbackURL the link carries', async () => {
    const account = await signUp();
    account.link.searchParams.set('callbackURL', 'https://evil.example/phish');
    const response = await open(account.link);
    expect(response.headers.location).toBe('http://localhost:3000/signin?verified=1');
  });

  it('resends the confirmation to an unconfirmed account; the new link works', async () => {
    const account = await signUp();
    const response = await postThenMail('/api/auth/send-verification-email', {
      email: account.email,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true });
    expect(mail.mailTo(account.email)).toHaveLength(2);
    const newLink = mail.linkTo(account.email, '/api/auth/verify-email');
    expect((await open(newLink)).headers.location).toBe('http://localhost:3000/signin?verified=1');
  });

  it('answers a resend for an unknown or confirmed email the same way, sending nothing', async () => {
    const unknown = await postThenMail('/api/auth/send-verification-email', {
      email: 'nadie@example.com',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ status: true });
    expect(mail.mailTo('nadie@example.com')).toHaveLength(0);

    const account = await signUp();
    await open(account.link);
    const confirmed = await postThenMail('/api/auth/send-verification-email', {
      email: account.email,
    });
    expect(confirmed.json()).toEqual({ status: true });
    expect(mail.mailTo(account.email)).toHaveLength(1);
  });
});
