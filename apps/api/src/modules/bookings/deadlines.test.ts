import {
  autoFinishAt,
  paymentExpiresAt,
  ratingWindowEndsAt,
  requestExpiresAt,
} from '@brillo/domain/booking-lifecycle';
import type { BookingStatus } from '@brillo/domain/enums';
import { eq, sql } from 'drizzle-orm';
import { PgBoss, fromPglite, type Clock as QueueClock } from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { closeLater, createTestApp } from '../../../test/app.ts';
import { signedInAccount } from '../../../test/auth.ts';
import { sharedClock } from '../../../test/job-clock.ts';
import type { QueueConnection } from '../../db/client.ts';
import { createBooking, createSlot } from '../../db/factories.ts';
import { availabilitySlots, bookings, paymentRefunds, payments } from '../../db/schema.ts';
import { JOB_QUEUE_SCHEMA } from '../../jobs/job-queue.ts';
import type { BookingChange } from '../../booking-lifecycle/changes.ts';
import { bookingDeadlineQueue, type BookingDeadlineJob } from './deadlines-queue.ts';
import {
  bookingDeadlineHandler,
  scheduleBookingDeadlines,
  scheduleExistingBookingDeadlines,
} from './deadlines.ts';

const HOUR_MS = 3_600_000;
type Account = Awaited<ReturnType<typeof signedInAccount>>;

/**
 * One app on its own database with a shared clock for the app and its job queue; the deadline
 * handler is the app's own, wrapped to count its runs, record the changes it makes and, when a
 * test asks, fail a number of times first.
 */
async function deadlineApp() {
  const clock = sharedClock('2026-11-23T12:00:00Z');
  const { app, database, deps, jobs } = await createTestApp({
    clock,
    jobClock: clock.queueClock,
  });
  const db = database.db;
  const changes: BookingChange[] = [];
  const runs: BookingDeadlineJob[] = [];
  const control = { failuresLeft: 0 };
  const handler = bookingDeadlineHandler({
    db,
    clock,
    jobs,
    onBookingChange: async (tx, change) => {
      changes.push(change);
      await deps.onBookingChange(tx, change);
    },
  });
  jobs.handle(bookingDeadlineQueue, async (data, job) => {
    runs.push(data);
    if (control.failuresLeft > 0) {
      control.failuresLeft -= 1;
      throw new Error('the database went away');
    }
    await handler(data, job);
  });

  const as = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const at = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR_MS);
  const newAgent = () => signedInAccount(app, db, 'agent', { withProfile: true });
  const newCustomer = () => signedInAccount(app, db, 'customer', { withProfile: true });

  /** A slot of a new agent `startsIn` hours from now, 3 hours long, booked through the route. */
  async function requested(startsIn: number) {
    const agent = await newAgent();
    const customer = await newCustomer();
    const slot = await createSlot(db, {
      agentId: agent.user.id,
      startTime: at(clock.now(), startsIn),
      endTime: at(clock.now(), startsIn + 3),
    });
    const made = await app.inject({
      method: 'POST',
      url: '/api/customers/bookings',
      headers: as(customer),
      body: { availability_id: slot.id },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id: string = made.json().id;
    return { agent, customer, slot, id };
  }

  async function accept(agent: Account, id: string) {
    const answer = await app.inject({
      method: 'PATCH',
      url: `/api/customers/bookings/${id}/accept`,
      headers: as(agent),
      body: {},
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }

  /** Pays through the sandbox bank: its signed notification moves the booking. */
  async function pay(customer: Account, id: string, outcome: 'succeeded' | 'rejected') {
    const intent = await app.inject({
      method: 'POST',
      url: '/api/bookings/payment',
      headers: as(customer),
      body: { booking_id: id },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    const token: string = intent.json().widget_token;
    const settled = await app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/intents/${token}/settle`,
      headers: as(customer),
      body: { outcome, bank: 'BancoEstado' },
    });
    expect(settled.statusCode, settled.body).toBe(200);
  }

  async function bookingRow(id: string) {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    if (!row) throw new Error(`no booking ${id}`);
    return row;
  }
  async function slotRow(id: string) {
    const [row] = await db.select().from(availabilitySlots).where(eq(availabilitySlots.id, id));
    return row;
  }

  /** The clock just before `instant`: the job waits, the booking stays `status`. */
  async function expectWaitsUntil(instant: Date, id: string, status: BookingStatus) {
    const changed = changes.length;
    await clock.set(new Date(instant.getTime() - 1000));
    // Deadlines of statuses left behind may run meanwhile; they change nothing.
    await jobs.runDue(bookingDeadlineQueue);
    expect(changes).toHaveLength(changed);
    expect((await bookingRow(id)).status).toBe(status);
    await clock.set(instant);
  }

  return {
    app,
    database,
    db,
    deps,
    jobs,
    clock,
    changes,
    runs,
    control,
    as,
    at,
    requested,
    accept,
    pay,
    bookingRow,
    slotRow,
    expectWaitsUntil,
  };
}

describe('booking deadlines as jobs (decision 25, ADR-044)', () => {
  it('expires an unanswered request 24 h after it was made, freeing the slot', async () => {
    const t = await deadlineApp();
    const { slot, id } = await t.requested(72);
    const row = await t.bookingRow(id);
    const dueAt = requestExpiresAt(row.createdAt, row.bookingStartTime);
    expect(dueAt).toEqual(t.at(row.createdAt, 24));
    await t.expectWaitsUntil(dueAt, id, 'pending');
    expect(await t.jobs.runDue(bookingDeadlineQueue)).toEqual({ ran: 1, failed: 0 });
    expect(await t.bookingRow(id)).toMatchObject({ status: 'rejected', reason: 'request_expired' });
    expect(await t.slotRow(slot.id)).toMatchObject({ status: 'available', bookingStatus: null });
    // The change went through the booking-change effects, with the deadline as actor.
    expect(t.changes).toMatchObject([
      { from: 'pending', action: 'expireRequest', actor: 'deadline', reason: 'request_expired' },
    ]);
  });

  it('expires a request at its start when that comes first; the slot is not offered again', async () => {
    const t = await deadlineApp();
    const { slot, id } = await t.requested(5);
    await t.expectWaitsUntil(slot.startTime, id, 'pending');
    await t.jobs.runDue(bookingDeadlineQueue);
    expect(await t.bookingRow(id)).toMatchObject({ status: 'rejected', reason: 'request_expired' });
    expect(await t.slotRow(slot.id)).toMatchObject({
      status: 'not available',
      bookingStatus: null,
    });
  });

  it('leaves a request the agent accepted in time alone', async () => {
    const t = await deadlineApp();
    const { agent, slot, id } = await t.requested(72);
    await t.clock.advance(HOUR_MS);
    await t.accept(agent, id);
    await t.clock.set(requestExpiresAt((await t.bookingRow(id)).createdAt, slot.startTime));
    const { ran } = await t.jobs.runDue(bookingDeadlineQueue);
    expect(t.runs.map((run) => run.action)).toEqual(['expireRequest']);
    expect(ran).toBe(1);
    expect((await t.bookingRow(id)).status).toBe('accepted_pending_payment');
    expect(await t.slotRow(slot.id)).toMatchObject({ status: 'accepted' });
    expect(t.changes).toEqual([]);
  });

  it('cancels an accepted booking not paid within 24 h of the acceptance, freeing the slot', async () => {
    const t = await deadlineApp();
    const { agent, slot, id } = await t.requested(100);
    await t.clock.advance(HOUR_MS);
    await t.accept(agent, id);
    const decidedAt = (await t.bookingRow(id)).decidedAt;
    if (!decidedAt) throw new Error('an accepted booking has its decision time');
    const dueAt = paymentExpiresAt(decidedAt, slot.startTime);
    expect(dueAt).toEqual(t.at(decidedAt, 24));
    await t.expectWaitsUntil(dueAt, id, 'accepted_pending_payment');
    await t.jobs.runDue(bookingDeadlineQueue);
    expect(await t.bookingRow(id)).toMatchObject({
      status: 'accepted_customer_cancelation',
      reason: 'payment_expired',
    });
    expect(await t.slotRow(slot.id)).toMatchObject({ status: 'available', bookingStatus: null });
    expect(t.changes).toMatchObject([
      { from: 'accepted_pending_payment', action: 'expirePayment', actor: 'deadline' },
    ]);
  });

  it('cancels a booking whose payment failed at the same deadline, 2 h before a near start', async () => {
    const t = await deadlineApp();
    const { agent, customer, slot, id } = await t.requested(10);
    await t.accept(agent, id);
    await t.pay(customer, id, 'rejected');
    expect((await t.bookingRow(id)).status).toBe('accepted_payment_failed');
    const dueAt = t.at(slot.startTime, -2);
    await t.expectWaitsUntil(dueAt, id, 'accepted_payment_failed');
    // One job: the failed payment's status has the same deadline, scheduled under the same key.
    expect(await t.jobs.runDue(bookingDeadlineQueue)).toEqual({ ran: 1, failed: 0 });
    expect(await t.bookingRow(id)).toMatchObject({
      status: 'accepted_customer_cancelation',
      reason: 'payment_expired',
    });
    expect(await t.slotRow(slot.id)).toMatchObject({ status: 'available', bookingStatus: null });
  });

  it('leaves a booking paid before its payment deadline alone', async () => {
    const t = await deadlineApp();
    const { agent, customer, slot, id } = await t.requested(100);
    await t.accept(agent, id);
    await t.pay(customer, id, 'succeeded');
    const decidedAt = (await t.bookingRow(id)).decidedAt;
    if (!decidedAt) throw new Error('an accepted booking has its decision time');
    await t.clock.set(paymentExpiresAt(decidedAt, slot.startTime));
    await t.jobs.runDue(bookingDeadlineQueue);
    expect(t.runs.map((run) => run.action).sort()).toEqual(['expirePayment', 'expireRequest']);
    expect((await t.bookingRow(id)).status).toBe('accepted_payment_success');
    expect(t.changes).toEqual([]);
  });

  it('finishes a paid booking 48 h after its end, then closes its rating window 30 days later', async () => {
    const t = await deadlineApp();
    const { agent, customer, slot, id } = await t.requested(30);
    await t.accept(agent, id);
    await t.pay(customer, id, 'succeeded');
    const finishAt = autoFinishAt(slot.endTime);
    expect(finishAt).toEqual(t.at(slot.endTime, 48));
    await t.expectWaitsUntil(finishAt, id, 'accepted_payment_success');
    await t.jobs.runDue(bookingDeadlineQueue);
    expect(await t.bookingRow(id)).toMatchObject({
      status: 'finished',
      reason: null,
      finishedAt: finishAt,
    });
    expect(await t.slotRow(slot.id)).toMatchObject({ status: 'accepted' });

    const finishedList = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/customers/bookings/finished',
        headers: t.as(customer),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().bookings as { id: string; actions: string[]; reason: string }[];
    };
    const closesAt = ratingWindowEndsAt(finishAt);
    await t.expectWaitsUntil(closesAt, id, 'finished');
    await t.clock.set(new Date(closesAt.getTime() - 1000));
    expect((await finishedList())[0]).toMatchObject({ id, actions: ['rate'] });
    await t.clock.set(closesAt);
    await t.jobs.runDue(bookingDeadlineQueue);
    expect(await t.bookingRow(id)).toMatchObject({
      status: 'finished',
      reason: 'rating_window_closed',
      finishedAt: finishAt,
    });
    expect(t.changes.map((change) => [change.action, change.actor])).toEqual([
      ['autoFinish', 'deadline'],
      ['closeRatingWindow', 'deadline'],
    ]);
    // Still listed as done, no longer offered for a rating ('Servicios por evaluar' counts none).
    expect((await finishedList())[0]).toMatchObject({
      id,
      actions: [],
      reason: 'rating_window_closed',
    });
    const rating = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers/bookings/rating',
      headers: t.as(customer),
      body: { booking_id: id, rating: 5 },
    });
    expect(rating.statusCode, rating.body).toBe(409);
    // Nothing more waits: the window's close scheduled no new deadline.
    await t.clock.advance(365 * 24 * HOUR_MS);
    expect(await t.jobs.runDue(bookingDeadlineQueue)).toEqual({ ran: 0, failed: 0 });
  });

  it('closes the window of a service the customer marked done 30 days after that', async () => {
    const t = await deadlineApp();
    const { agent, customer, id } = await t.requested(30);
    await t.accept(agent, id);
    await t.pay(customer, id, 'succeeded');
    await t.clock.advance(31 * HOUR_MS);
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/bookings/${id}`,
      headers: t.as(customer),
      body: { status: 'finished' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const finishedAt = (await t.bookingRow(id)).finishedAt;
    if (!finishedAt) throw new Error('a finished booking has its finish time');
    await t.expectWaitsUntil(ratingWindowEndsAt(finishedAt), id, 'finished');
    await t.jobs.runDue(bookingDeadlineQueue);
    expect(await t.bookingRow(id)).toMatchObject({
      status: 'finished',
      reason: 'rating_window_closed',
      finishedAt,
    });
    // The auto-finish deadline that came due meanwhile found the booking finished already.
    expect(t.runs.map((run) => run.action)).toContain('autoFinish');
    expect(t.changes.map((change) => change.action)).toEqual(['closeRatingWindow']);
  });

  it('holds the auto-finish while a cancellation refund is pending, and finishes once it failed', async () => {
    const t = await deadlineApp();
    const { agent, customer, slot, id } = await t.requested(30);
    await t.accept(agent, id);
    await t.pay(customer, id, 'succeeded');
    const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, id));
    const [refund] = await t.db
      .insert(paymentRefunds)
      .values({ paymentId: String(payment?.id), provider: 'sandbox', amount: payment?.amount ?? 0 })
      .returning();
    await t.clock.set(autoFinishAt(slot.endTime));
    await t.jobs.runDue(bookingDeadlineQueue);
    expect((await t.bookingRow(id)).status).toBe('accepted_payment_success');
    await t.db
      .update(paymentRefunds)
      .set({ status: 'failed' })
      .where(eq(paymentRefunds.id, String(refund?.id)));
    // The held deadline looks again an hour later.
    await t.clock.advance(HOUR_MS);
    await t.jobs.runDue(bookingDeadlineQueue);
    expect((await t.bookingRow(id)).status).toBe('finished');
  });

  it('runs a deadline scheduled twice once, and schedules bookings that have no job', async () => {
    const t = await deadlineApp();
    const { id } = await t.requested(72);
    // A booking written without the booking code, as the demo seed writes them.
    const agent = await signedInAccount(t.app, t.db, 'agent', { withProfile: true });
    const customer = await signedInAccount(t.app, t.db, 'customer', { withProfile: true });
    const seededSlot = await createSlot(t.db, {
      agentId: agent.user.id,
      startTime: t.at(t.clock.now(), 48),
      endTime: t.at(t.clock.now(), 50),
    });
    const seeded = await createBooking(t.db, {
      customerId: customer.user.id,
      slot: seededSlot,
      status: 'pending',
    });
    await t.db.update(bookings).set({ createdAt: t.clock.now() }).where(eq(bookings.id, seeded.id));
    // Every booking waiting for a deadline, the first one included, is scheduled again.
    expect(await scheduleExistingBookingDeadlines(t.db, t.jobs)).toBe(2);
    expect(await scheduleExistingBookingDeadlines(t.db, t.jobs)).toBe(2);
    const booking = await t.bookingRow(id);
    await t.db.transaction(async (tx) => {
      await scheduleBookingDeadlines(t.jobs)(tx, {
        booking: {
          ...booking,
          startTime: booking.bookingStartTime,
          endTime: booking.bookingEndTime,
        },
        from: null,
        action: 'request',
        actor: 'customer',
        reason: null,
        now: t.clock.now(),
      });
    });
    await t.clock.advance(24 * HOUR_MS);
    expect(await t.jobs.runDue(bookingDeadlineQueue)).toEqual({ ran: 2, failed: 0 });
    expect(t.runs.map((run) => run.bookingId).sort()).toEqual([id, seeded.id].sort());
    expect((await t.bookingRow(id)).status).toBe('rejected');
    expect(await t.bookingRow(seeded.id)).toMatchObject({
      status: 'rejected',
      reason: 'request_expired',
    });
  });

  it('retries a deadline whose handler failed, and applies it once', async () => {
    const t = await deadlineApp();
    const { id } = await t.requested(72);
    t.control.failuresLeft = 1;
    await t.clock.advance(24 * HOUR_MS);
    expect(await t.jobs.runDue(bookingDeadlineQueue)).toEqual({ ran: 1, failed: 1 });
    expect((await t.bookingRow(id)).status).toBe('pending');
    // The queue's retry delay (30 s), then the retry runs.
    await t.clock.advance(60_000);
    expect(await t.jobs.runDue(bookingDeadlineQueue)).toEqual({ ran: 1, failed: 0 });
    expect(await t.bookingRow(id)).toMatchObject({ status: 'rejected', reason: 'request_expired' });
    expect(t.changes).toHaveLength(1);
  });
});

/** A bare pg-boss on the test's database, as another API process would have. */
function otherProcess(connection: QueueConnection, clock: QueueClock) {
  const common = {
    schema: JOB_QUEUE_SCHEMA,
    supervise: false,
    schedule: false,
    registerInstance: false,
    clock,
  };
  return connection.driver === 'pglite'
    ? new PgBoss({ ...common, db: fromPglite(connection.client), backend: 'pglite' })
    : new PgBoss({ ...common, connectionString: connection.url, max: 2 });
}

describe('a deadline whose process died mid-job (ADR-044)', () => {
  it('is expired by the supervisor after expireInSeconds and run once by another process', async () => {
    const t = await deadlineApp();
    const { id } = await t.requested(72);
    await t.clock.advance(24 * HOUR_MS);

    // The first process claims the job, then dies before completing it.
    const dying = otherProcess(t.database.queueConnection, t.clock.queueClock);
    await dying.start();
    const claimed = await dying.fetch<BookingDeadlineJob>(bookingDeadlineQueue.name);
    expect(claimed.map((job) => job.data)).toMatchObject([{ bookingId: id }]);
    await dying.stop({ graceful: false, close: true });
    // Claimed and never completed: no other process takes it meanwhile.
    expect(await t.jobs.runDue(bookingDeadlineQueue)).toEqual({ ran: 0, failed: 0 });
    expect((await t.bookingRow(id)).status).toBe('pending');

    // Past the attempt's expiry the supervisor (any process's) fails it; it is retried.
    const supervisor = otherProcess(t.database.queueConnection, t.clock.queueClock);
    closeLater(() => supervisor.stop({ graceful: false, close: true }));
    await supervisor.start();
    await t.clock.advance((bookingDeadlineQueue.options.expireInSeconds ?? 0) * 1000 + 1000);
    await supervisor.supervise(bookingDeadlineQueue.name);
    const state = await t.db.execute(
      sql`select state, retry_count from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job where name = ${bookingDeadlineQueue.name} and data->>'bookingId' = ${id}`,
    );
    expect((state as unknown as { rows: unknown[] }).rows).toMatchObject([{ state: 'retry' }]);
    await t.clock.advance(60_000);
    expect(await t.jobs.runDue(bookingDeadlineQueue)).toEqual({ ran: 1, failed: 0 });
    expect(await t.bookingRow(id)).toMatchObject({ status: 'rejected', reason: 'request_expired' });
    expect(t.changes).toHaveLength(1);
    expect(await t.jobs.runDue(bookingDeadlineQueue)).toEqual({ ran: 0, failed: 0 });
  });
});
