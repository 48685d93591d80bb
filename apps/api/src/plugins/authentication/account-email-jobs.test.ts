import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { captureMail, post, signUpBody, signedInAccount, uniqueEmail } from '../../../test/auth.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { sharedClock } from '../../../test/job-clock.ts';
import { rowsOf } from '../../../test/sql-rows.ts';
import type { Mailer } from '../../adapters/mailer/mailer.ts';
import type { Database } from '../../db/client.ts';
import { users, verifications } from '../../db/schema.ts';
import type { AccountEmailJob } from './account-email-jobs.ts';

/** The account-email jobs waiting in the queue's table, oldest first, with their data as stored. */
async function queuedAccountEmails(db: Database) {
  return rowsOf<{ data: AccountEmailJob; stored: string }>(
    db,
    sql`select data, data::text as stored from pgboss.job
        where name = 'account-email' order by created_on, id`,
  );
}

/** A mailer whose server refuses while `down`, then delivers to `inner`. */
function unreliable(inner: Mailer) {
  const state = { down: false };
  const mailer: Mailer = {
    async send(message) {
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      await inner.send(message);
    },
  };
  return { mailer, state };
}

describe('account emails, sent as jobs (ADR-068)', async () => {
  const mail = captureMail();
  const server = unreliable(mail.mailer);
  const clock = sharedClock();
  const { app, database, jobs } = await createTestApp({
    mailer: server.mailer,
    clock,
    jobClock: clock.queueClock,
  });
  const db = database.db;
  const requestReset = (email: string) =>
    post(app, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
  /** The reset links better-auth keeps for the account (their hashes). */
  const resetLinksOf = async (userId: string) =>
    (await db.select().from(verifications).where(eq(verifications.value, userId))).length;

  it('answers a reset request by queuing it, the address sealed; the job queues the mail, its token sealed', async () => {
    const { user } = await signedInAccount(app, db, 'customer');
    expect((await requestReset(user.email)).statusCode).toBe(200);
    expect(mail.mailTo(user.email)).toEqual([]);
    const [request] = await queuedAccountEmails(db);
    expect(request?.data).toEqual({
      email: 'password-reset-request',
      sealedAddress: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    });
    expect(request?.stored).not.toContain(user.email);
    // The answer wrote nothing of the account: better-auth makes the link in the job.
    expect(await resetLinksOf(user.id)).toBe(0);

    // The mail server is down: the request's job runs, its mail waits.
    server.state.down = true;
    expect(await jobs.runDue()).toEqual({ ran: 2, failed: 1 });
    server.state.down = false;
    expect(await resetLinksOf(user.id)).toBe(1);
    const [queued] = await queuedAccountEmails(db);
    expect(queued?.data).toEqual({
      email: 'password-reset',
      userId: user.id,
      sealedToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      expiresAt: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });

    await clock.advance(5 * 60_000);
    expect(await jobs.runDue()).toEqual({ ran: 1, failed: 0 });
    const token = mail.linkTo(user.email, '/reset-password').searchParams.get('token') ?? '';
    expect(token).toMatch(/^\w{24}$/);
    expect(queued?.stored).not.toContain(token);
    expect(queued?.stored).not.toContain(user.email);
    expect(await queuedAccountEmails(db)).toEqual([]);
  });

  it('does the same work to answer an email with or without an account, and mails only the account', async () => {
    const { user } = await signedInAccount(app, db, 'agent');
    const unknownEmail = uniqueEmail();
    await requestReset(unknownEmail);
    await requestReset(user.email);
    // One sealed job each, alike but for the sealed address (ADR-068), and nothing else written.
    const queued = (await queuedAccountEmails(db)).map(({ data }) => data);
    expect(queued).toEqual([
      { email: 'password-reset-request', sealedAddress: expect.any(String) },
      { email: 'password-reset-request', sealedAddress: expect.any(String) },
    ]);
    expect(await resetLinksOf(user.id)).toBe(0);

    expect(await jobs.runDue()).toEqual({ ran: 3, failed: 0 });
    expect(mail.mailTo(unknownEmail)).toEqual([]);
    expect(mail.mailTo(user.email)).toHaveLength(1);
  });

  it('retries a send the mail server refused, and sends the mail once', async () => {
    const { user } = await signedInAccount(app, db, 'customer');
    await requestReset(user.email);
    server.state.down = true;
    expect(await jobs.runDue()).toEqual({ ran: 2, failed: 1 });
    server.state.down = false;
    await clock.advance(5 * 60_000);
    expect(await jobs.runDue()).toEqual({ ran: 1, failed: 0 });
    expect(mail.mailTo(user.email)).toHaveLength(1);
  });

  it('does not send a reset link that expired while its mail waited', async () => {
    const { user } = await signedInAccount(app, db, 'customer');
    await requestReset(user.email);
    server.state.down = true;
    await jobs.runDue();
    server.state.down = false;
    await clock.advance(61 * 60_000);
    expect(await jobs.runDue()).toEqual({ ran: 1, failed: 0 });
    expect(mail.mailTo(user.email)).toEqual([]);
  });

  it('queues only the account of a confirmation, and signs its link when it sends', async () => {
    const body = signUpBody('customer');
    expect((await post(app, '/api/sign-up', body)).statusCode).toBe(201);
    const [user] = await db.select().from(users).where(eq(users.email, body.email));
    expect((await queuedAccountEmails(db)).map(({ data }) => data)).toEqual([
      { email: 'confirmation', userId: user?.id },
    ]);
    await jobs.runDue();
    const link = mail.linkTo(body.email, '/api/auth/verify-email');
    const confirmed = await app.inject({ url: `${link.pathname}${link.search}` });
    expect(confirmed.headers.location).toBe('http://localhost:3000/signin?verified=1');
  });

  it('sends no confirmation to an account confirmed while its mail waited', async () => {
    const body = signUpBody('agent');
    await post(app, '/api/sign-up', body);
    await db.update(users).set({ emailVerified: true }).where(eq(users.email, body.email));
    expect(await jobs.runDue()).toEqual({ ran: 1, failed: 0 });
    expect(mail.mailTo(body.email)).toEqual([]);
  });
});

describe('a reset mail queued by a process that ended before sending it', () => {
  it('is sent by the next process on the same database', async () => {
    const database = await createTestDatabase();
    const first = await createTestApp({ database, mailer: captureMail().mailer });
    const { user } = await signedInAccount(first.app, database.db, 'customer');
    const answer = await post(first.app, '/api/auth/request-password-reset', {
      email: user.email,
    });
    expect(answer.statusCode).toBe(200);
    await first.app.close();

    const mail = captureMail();
    const next = await createTestApp({ database, mailer: mail.mailer });
    expect(await next.jobs.runDue()).toEqual({ ran: 2, failed: 0 });
    expect(mail.mailTo(user.email).map((message) => message.subject)).toEqual([
      'Restablece tu contraseña de Brillo',
    ]);
  });
});
