import type { BookingAction } from '@brillo/domain/booking-lifecycle';
import { DevMailboxSchema } from '@brillo/domain/contracts/dev-mailbox';
import type { BookingStatus } from '@brillo/domain/enums';
import { formatClp } from '@brillo/domain/format-booking';
import { bookingEmailTexts as texts } from '@brillo/domain/texts/booking-email.es-CL';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { signedInAccount } from '../../../test/auth.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { sharedClock } from '../../../test/job-clock.ts';
import { createDevMailboxMailer } from '../../adapters/mailer/dev-mailbox-mailer.ts';
import type { Mailer } from '../../adapters/mailer/mailer.ts';
import { storeDevMail } from '../../db/dev-mail.ts';
import { createSlot } from '../../db/factories.ts';
import { bookings, paymentRefunds, payments } from '../../db/schema.ts';
import { readBookingForTransition } from '../../booking-lifecycle/repository.ts';
import { transitionBooking } from '../../booking-lifecycle/transitions.ts';

const HOUR_MS = 3_600_000;
/** Monday 23 November 2026, 9:00 in Santiago. */
const NOW = '2026-11-23T12:00:00Z';
/** Tuesday 8 December 2026, 9:00 to 12:00 in Santiago: the services booked here. */
const SERVICE_START = new Date('2026-12-08T12:00:00Z');
/** 10:00 in Santiago on Monday 7 December, the day before. */
const REMINDER_AT = new Date('2026-12-07T13:00:00Z');
const SANTIAGO_TIME = /martes, 8 de diciembre, 9:00\sa\.\sm\.\s–\s12:00\sp\.\sm\./u;

type Account = Awaited<ReturnType<typeof signedInAccount>>;
type Injected = Awaited<ReturnType<Awaited<ReturnType<typeof createTestApp>>['app']['inject']>>;

/**
 * A mailer that keeps mail in the development mailbox, or throws while `down` (a mail server that
 * does not answer).
 */
function flakyMailer(inner: Mailer) {
  const state = { down: false, attempts: 0 };
  const mailer: Mailer = {
    async send(message) {
      state.attempts += 1;
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      await inner.send(message);
    },
  };
  return { mailer, state };
}

async function emailApp() {
  const clock = sharedClock(NOW);
  const database = await createTestDatabase();
  const flaky = flakyMailer(
    createDevMailboxMailer((message) => storeDevMail(database.db, message), {
      info: () => undefined,
    }),
  );
  const { app, deps, jobs } = await createTestApp({
    clock,
    jobClock: clock.queueClock,
    database,
    mailer: flaky.mailer,
    settings: { DEV_MAILBOX: 'true' },
  });
  return { app, deps, jobs, clock, db: database.db, mailServer: flaky.state };
}

describe('booking emails, sent by jobs after each change commits', async () => {
  const { app, deps, jobs, clock, db, mailServer } = await emailApp();
  /** Links are built on the configured public URL. */
  const PUBLIC_URL = deps.config.publicUrl;
  const as = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const ok = (response: Injected) => {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json() as Record<string, unknown>;
  };

  /** The mailbox of one address, newest first, as the development mailbox answers it. */
  async function inbox(account: Account) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/dev/mailbox?to=${encodeURIComponent(account.user.email)}`,
    });
    expect(response.statusCode).toBe(200);
    return DevMailboxSchema.parse(response.json()).messages;
  }
  async function subjects(account: Account) {
    return (await inbox(account)).map((message) => message.subject);
  }
  async function only(account: Account, subject: string) {
    const found = (await inbox(account)).filter((message) => message.subject === subject);
    expect(found).toHaveLength(1);
    return found[0] as NonNullable<(typeof found)[number]>;
  }

  /** A new agent and customer, and the customer's request for the agent's Tuesday slot. */
  async function requested(at: Date | string = NOW) {
    await clock.set(at);
    const agent = await signedInAccount(app, db, 'agent', { withProfile: true });
    const customer = await signedInAccount(app, db, 'customer', { withProfile: true });
    const slot = await createSlot(db, {
      agentId: agent.user.id,
      startTime: SERVICE_START,
      endTime: new Date(SERVICE_START.getTime() + 3 * HOUR_MS),
    });
    const booking = ok(
      await app.inject({
        method: 'POST',
        url: '/api/customers/bookings',
        headers: as(customer),
        body: { availability_id: slot.id },
      }),
    );
    return { agent, customer, id: String(booking.id), amount: Number(booking.amount) };
  }
  const answer = (agent: Account, id: string, action: 'accept' | 'reject') =>
    app.inject({
      method: 'PATCH',
      url: `/api/customers/bookings/${id}/${action}`,
      headers: as(agent),
      body: {},
    });
  const change = (customer: Account, id: string, status: string) =>
    app.inject({
      method: 'PATCH',
      url: `/api/customers/bookings/${id}`,
      headers: as(customer),
      body: { status },
    });
  async function pay(customer: Account, id: string, outcome: 'succeeded' | 'rejected') {
    const intent = ok(
      await app.inject({
        method: 'POST',
        url: '/api/bookings/payment',
        headers: as(customer),
        body: { booking_id: id },
      }),
    );
    return ok(
      await app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/intents/${String(intent.widget_token)}/settle`,
        headers: as(customer),
        body: { outcome, bank: 'BancoEstado' },
      }),
    );
  }
  /** Accepted and paid; the payment emails already sent. */
  async function paid() {
    const people = await requested();
    ok(await answer(people.agent, people.id, 'accept'));
    await pay(people.customer, people.id, 'succeeded');
    await jobs.runDue();
    return people;
  }
  /** What a deadline job does (ADR-043): the lifecycle's transition, with every change effect. */
  async function expire(id: string, from: BookingStatus, action: BookingAction) {
    await db.transaction(async (tx) => {
      const booking = await readBookingForTransition(tx, id);
      expect(booking?.status).toBe(from);
      if (!booking) throw new Error('no booking');
      const outcome = await transitionBooking(
        tx,
        booking,
        { actor: 'deadline', action },
        { now: clock.now(), onBookingChange: deps.onBookingChange },
      );
      expect(outcome.moved).toBe(true);
    });
  }
  async function statusOf(id: string) {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    return row?.status;
  }

  it('sends nothing before the jobs run, and the new request to the agent once they do', async () => {
    const { agent, customer, amount } = await requested();
    expect(await subjects(agent)).toEqual([]);
    await jobs.runDue();
    const mail = await only(agent, texts.newRequest.subject);
    expect(mail.text).toMatch(SANTIAGO_TIME);
    expect(mail.text).toContain(formatClp(amount));
    expect(mail.text).toContain(`${PUBLIC_URL}/pending`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/pending"`);
    expect(await subjects(customer)).toEqual([]);
  });

  it('tells the customer of an acceptance, with the link to pay', async () => {
    const { agent, customer, id } = await requested();
    ok(await answer(agent, id, 'accept'));
    await jobs.runDue();
    const mail = await only(customer, texts.accepted.subject);
    expect(mail.text).toContain(`${PUBLIC_URL}/booked-services`);
    expect(mail.text).toMatch(SANTIAGO_TIME);
    expect(await subjects(agent)).toEqual([texts.newRequest.subject]);
  });

  it("tells the customer of the agent's rejection", async () => {
    const { agent, customer, id } = await requested();
    ok(await answer(agent, id, 'reject'));
    await jobs.runDue();
    const mail = await only(customer, texts.rejected.subject);
    expect(mail.text).toContain(texts.rejected.byAgent(agent.user.name));
    expect(mail.text).toContain(`${PUBLIC_URL}/cancelled-services`);
  });

  it('tells both people when an unanswered request expires', async () => {
    const { agent, customer, id } = await requested();
    await clock.advance(24 * HOUR_MS);
    await expire(id, 'pending', 'expireRequest');
    await jobs.runDue();
    expect((await only(customer, texts.rejected.subject)).text).toContain(
      texts.rejected.expired(agent.user.name),
    );
    expect((await only(agent, texts.requestExpired.subject)).text).toContain(
      `${PUBLIC_URL}/rejected`,
    );
  });

  it('tells both people when an accepted booking expires unpaid', async () => {
    const { agent, customer, id } = await requested();
    ok(await answer(agent, id, 'accept'));
    await clock.advance(24 * HOUR_MS);
    await expire(id, 'accepted_pending_payment', 'expirePayment');
    await jobs.runDue();
    expect((await only(customer, texts.paymentExpired.customer.subject)).text).toMatch(
      SANTIAGO_TIME,
    );
    await only(agent, texts.paymentExpired.agent.subject);
  });

  it('tells the agent when the customer cancels before paying', async () => {
    const { agent, customer, id } = await requested();
    ok(await change(customer, id, 'accepted_customer_cancelation'));
    await jobs.runDue();
    expect((await only(agent, texts.cancelled.subject)).text).not.toContain(
      texts.cancelled.refunded,
    );
    expect(await subjects(customer)).toEqual([]);
  });

  it('gives the customer a receipt and the agent the contact details once paid', async () => {
    const { agent, customer, amount } = await paid();
    const receipt = await only(customer, texts.paymentReceived.customer.subject);
    expect(receipt.text).toContain(`Total pagado: ${formatClp(amount)}`);
    expect(receipt.text).toContain(`${PUBLIC_URL}/active-services`);
    const confirmed = await only(agent, texts.paymentReceived.agent.subject);
    expect(confirmed.text).toContain(`Cliente: ${customer.user.name}`);
    expect(confirmed.text).toContain(`Correo: ${customer.user.email}`);
    expect(confirmed.text).toContain(`${PUBLIC_URL}/accepted`);
  });

  it('tells the customer of a failed payment, with the retry link', async () => {
    const { agent, customer, id } = await requested();
    ok(await answer(agent, id, 'accept'));
    await pay(customer, id, 'rejected');
    await jobs.runDue();
    const mail = await only(customer, texts.paymentFailed.subject);
    expect(mail.text).toContain(`${texts.paymentFailed.action}:\n${PUBLIC_URL}/booked-services`);
  });

  it('tells both people of a refunded cancellation, and then sends no reminder', async () => {
    const { agent, customer, id } = await paid();
    ok(await change(customer, id, 'accepted_customer_cancelation'));
    await jobs.runDue();
    await only(customer, texts.refunded.subject);
    expect((await only(agent, texts.cancelled.subject)).text).toContain(texts.cancelled.refunded);
    await clock.set(REMINDER_AT);
    await jobs.runDue();
    expect(await subjects(customer)).not.toContain(texts.reminder.customer.subject);
    expect(await subjects(agent)).not.toContain(texts.reminder.agent.subject);
  });

  it('reminds both people at 10:00 in Santiago the day before, once', async () => {
    const { agent, customer } = await paid();
    await clock.set(new Date(REMINDER_AT.getTime() - 1000));
    await jobs.runDue();
    expect(await subjects(customer)).not.toContain(texts.reminder.customer.subject);
    await clock.set(REMINDER_AT);
    await jobs.runDue();
    expect((await only(customer, texts.reminder.customer.subject)).text).toMatch(SANTIAGO_TIME);
    expect((await only(agent, texts.reminder.agent.subject)).text).toContain(
      `Correo: ${customer.user.email}`,
    );
    await clock.advance(HOUR_MS);
    await jobs.runDue();
    await only(customer, texts.reminder.customer.subject);
  });

  it('sends no reminder while the refund of a cancellation is on its way', async () => {
    const { customer, id } = await paid();
    const [payment] = await db.select().from(payments).where(eq(payments.bookingId, id));
    await db.insert(paymentRefunds).values({
      paymentId: String(payment?.id),
      provider: 'sandbox',
      amount: payment?.amount ?? 0,
    });
    await clock.set(REMINDER_AT);
    await jobs.runDue();
    expect(await statusOf(id)).toBe('accepted_payment_success');
    expect(await subjects(customer)).not.toContain(texts.reminder.customer.subject);
  });

  it('sends no reminder for a booking paid after 10:00 the day before', async () => {
    const { agent, customer, id } = await requested(new Date(REMINDER_AT.getTime() - 2 * HOUR_MS));
    ok(await answer(agent, id, 'accept'));
    await clock.set(new Date(REMINDER_AT.getTime() + HOUR_MS));
    await pay(customer, id, 'succeeded');
    await jobs.runDue();
    await clock.advance(HOUR_MS);
    await jobs.runDue();
    await only(customer, texts.paymentReceived.customer.subject);
    expect(await subjects(customer)).not.toContain(texts.reminder.customer.subject);
  });

  it('invites the customer to rate once the service is finished', async () => {
    const { customer, id } = await paid();
    await clock.set(new Date(SERVICE_START.getTime() + HOUR_MS));
    ok(await change(customer, id, 'finished'));
    await jobs.runDue();
    const mail = await only(customer, texts.rateInvitation.subject);
    expect(mail.text).toContain(`${texts.rateInvitation.action}:\n${PUBLIC_URL}/rating`);
  });

  it('invites the customer to rate a service finished by its deadline too', async () => {
    const { customer, id } = await paid();
    await clock.set(new Date(SERVICE_START.getTime() + 51 * HOUR_MS));
    await expire(id, 'accepted_payment_success', 'autoFinish');
    await jobs.runDue();
    await only(customer, texts.rateInvitation.subject);
  });

  it('queues one email per change, however often the change is reported', async () => {
    const { agent, id } = await requested();
    await db.transaction(async (tx) => {
      const booking = await readBookingForTransition(tx, id);
      if (!booking) throw new Error('no booking');
      const report = {
        booking,
        from: null,
        action: 'request' as const,
        actor: 'customer' as const,
      };
      await deps.onBookingChange(tx, { ...report, reason: null, now: clock.now() });
    });
    await jobs.runDue();
    await only(agent, texts.newRequest.subject);
  });

  it('delays the mail while the mail server is down and loses none; the booking stands', async () => {
    const { agent, customer, id } = await requested();
    await jobs.runDue();
    ok(await answer(agent, id, 'accept'));
    mailServer.down = true;
    const attempts = mailServer.attempts;
    expect(await jobs.runDue()).toEqual({ ran: 1, failed: 1 });
    expect(mailServer.attempts).toBe(attempts + 1);
    expect(await statusOf(id)).toBe('accepted_pending_payment');
    expect(await subjects(customer)).toEqual([]);

    // The server is back, but the retry waits for its backoff (30 to 60 s for the first).
    mailServer.down = false;
    await clock.advance(29_000);
    expect(await jobs.runDue()).toEqual({ ran: 0, failed: 0 });
    await clock.advance(31_000);
    expect(await jobs.runDue()).toEqual({ ran: 1, failed: 0 });
    await only(customer, texts.accepted.subject);
    expect(await statusOf(id)).toBe('accepted_pending_payment');

    await clock.advance(HOUR_MS);
    expect(await jobs.runDue()).toEqual({ ran: 0, failed: 0 });
    await only(customer, texts.accepted.subject);
  });
});
