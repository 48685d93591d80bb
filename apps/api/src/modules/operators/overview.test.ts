import { randomBytes } from 'node:crypto';
import type { OperatorOverview } from '@brillo/domain/contracts/operator-overview';
import type { BookingStatus } from '@brillo/domain/enums';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { signedInAccount } from '../../../test/auth.ts';
import { manualClock } from '../../../test/clock.ts';
import { signedInOperator } from '../../../test/harness/callers.ts';
import { createAgent, createBooking, createCustomer, createSlot } from '../../db/factories.ts';
import {
  agentDocuments,
  bookings,
  paymentRefunds,
  payments,
  problemReports,
  sessions,
} from '../../db/schema.ts';

const URL = '/api/operador/overview';
const MINUTE = 60_000;

describe('the operators’ overview (issue 32)', async () => {
  // Noon in Santiago (UTC−3 in December) on Thursday 10 December 2026.
  const clock = manualClock('2026-12-10T15:00:00Z');
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const operator = await signedInOperator(db);
  const agent = (await createAgent(db)).user;
  const customer = (await createCustomer(db)).user;

  // An operator's session holds 8 hours from its sign-in by the app's clock (ADR-078), which these
  // tests move: each read signs in anew at the clock's now.
  const overview = async () => {
    const token = randomBytes(24).toString('base64url');
    const now = clock.now();
    await db.insert(sessions).values({
      token,
      userId: operator.user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    const answer = await app.inject({
      method: 'GET',
      url: URL,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<OperatorOverview>();
  };
  const dayOf = (figures: OperatorOverview, day: string) =>
    figures.series.find((row) => row.day === day);

  /** A booking requested at `created`, answered by the agent `answerMinutes` later, if at all. */
  async function bookingCreated(
    created: string,
    { status = 'pending', answerMinutes }: { status?: BookingStatus; answerMinutes?: number } = {},
  ) {
    const slot = await createSlot(db, { agentId: agent.id });
    const booking = await createBooking(db, { customerId: customer.id, slot, status });
    const createdAt = new Date(created);
    const decidedAt =
      answerMinutes === undefined ? null : new Date(createdAt.getTime() + answerMinutes * MINUTE);
    await db.update(bookings).set({ createdAt, decidedAt }).where(eq(bookings.id, booking.id));
    return booking;
  }
  async function payment(
    bookingId: string,
    amount: number,
    settled: string,
    status: 'succeeded' | 'failed' = 'succeeded',
  ) {
    const [row] = await db
      .insert(payments)
      .values({ bookingId, provider: 'sandbox', status, amount, settledAt: new Date(settled) })
      .returning();
    if (!row) throw new Error('no payment');
    return row;
  }
  async function refund(
    paymentId: string,
    amount: number,
    updated: string,
    status: 'succeeded' | 'pending' = 'succeeded',
  ) {
    await db
      .insert(paymentRefunds)
      .values({ paymentId, provider: 'sandbox', status, amount, updatedAt: new Date(updated) });
  }
  async function document(agentId: string, kind: 'id' | 'certificate', reviewed = false) {
    await db.insert(agentDocuments).values({
      agentId,
      kind,
      storageKey: `documents/${agentId}/${kind}-${Math.random()}`,
      originalName: `${kind}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 1000,
      ...(reviewed ? { reviewStatus: 'approved' as const, reviewedAt: clock.now() } : {}),
    });
  }

  it('is zeros for a new marketplace: every one of the 90 days, no rate and no median', async () => {
    const figures = await overview();
    expect(figures).toMatchObject({
      timeZone: 'America/Santiago',
      today: '2026-12-10',
      month: '2026-12',
      todayFigures: { bookings: 0, paid: 0, refunded: 0 },
      monthFigures: { bookings: 0, paid: 0, refunded: 0 },
      cancellation: { created: 0, cancelled: 0, rate: null },
      answerTime: { decided: 0, medianSeconds: null },
      agentsWaitingReview: 0,
      openProblemReports: 0,
    });
    expect(figures.series).toHaveLength(90);
    expect(figures.series[0]).toEqual({ day: '2026-09-12', bookings: 0, paid: 0 });
    expect(figures.series.at(-1)).toEqual({ day: '2026-12-10', bookings: 0, paid: 0 });
    expect(figures.series.every((row) => row.bookings === 0 && row.paid === 0)).toBe(true);
  });

  it('counts each figure from the real tables, a booking at Santiago’s midnight on its new day', async () => {
    // Santiago's midnight starting 10 December is 03:00 UTC: one at it, one a millisecond before.
    const atMidnight = await bookingCreated('2026-12-10T03:00:00.000Z', {
      status: 'accepted_payment_success',
      answerMinutes: 30,
    });
    const lastEvening = await bookingCreated('2026-12-10T02:59:59.999Z', {
      status: 'accepted_payment_success',
      answerMinutes: 120,
    });
    // A cancelled one this month; one on the last evening of November, answered in 10 minutes.
    await bookingCreated('2026-12-05T12:00:00Z', {
      status: 'accepted_customer_cancelation',
      answerMinutes: 60,
    });
    const november = await bookingCreated('2026-12-01T02:59:00Z', {
      status: 'finished',
      answerMinutes: 10,
    });
    // Answered 31 days ago: out of the median's window; in the chart on its day.
    await bookingCreated('2026-11-09T10:00:00Z', { status: 'rejected', answerMinutes: 2 });
    // Before the chart's first day (12 September, from 03:00 UTC): nowhere.
    await bookingCreated('2026-09-12T02:59:00Z', { status: 'rejected', answerMinutes: 5 });

    const paidToday = await payment(atMidnight.id, 20_000, '2026-12-10T03:00:00.000Z');
    const paidLastEvening = await payment(lastEvening.id, 30_000, '2026-12-10T02:59:59.999Z');
    await payment(atMidnight.id, 5_000, '2026-12-10T12:00:00Z', 'failed');
    const paidNovember = await payment(november.id, 12_345, '2026-11-30T12:00:00Z');
    await refund(paidLastEvening.id, 30_000, '2026-12-10T14:00:00Z');
    await refund(paidToday.id, 20_000, '2026-12-10T14:30:00Z', 'pending');
    await refund(paidNovember.id, 12_345, '2026-11-30T20:00:00Z');

    // Two agents with documents waiting (one of them with both), one with hers approved.
    const waiting = (await createAgent(db)).user;
    const alsoWaiting = (await createAgent(db)).user;
    const approved = (await createAgent(db)).user;
    await document(waiting.id, 'id');
    await document(waiting.id, 'certificate');
    await document(alsoWaiting.id, 'certificate');
    await document(approved.id, 'id', true);

    // Two problems open (one on a booking reported twice: the first was resolved), one resolved.
    const report = (bookingId: string, resolved = false) =>
      db.insert(problemReports).values({
        bookingId,
        customerId: customer.id,
        category: 'quality',
        description: 'Quedó polvo en los muebles',
        ...(resolved
          ? {
              status: 'resolved' as const,
              resolution: 'none' as const,
              resolutionAmount: 0,
              resolutionNote: 'Revisado con ambas partes',
              resolvedAt: clock.now(),
            }
          : {}),
      });
    await report(november.id, true);
    await report(november.id);
    await report(atMidnight.id);

    const figures = await overview();
    expect(figures).toMatchObject({
      today: '2026-12-10',
      todayFigures: { bookings: 1, paid: 20_000, refunded: 30_000 },
      monthFigures: { bookings: 3, paid: 50_000, refunded: 30_000 },
      cancellation: { created: 3, cancelled: 1, rate: 1 / 3 },
      // 10, 30, 60 and 120 minutes: the median is halfway between 30 and 60.
      answerTime: { decided: 4, medianSeconds: 45 * 60 },
      agentsWaitingReview: 2,
      openProblemReports: 2,
    });
    expect(dayOf(figures, '2026-12-10')).toEqual({ day: '2026-12-10', bookings: 1, paid: 20_000 });
    expect(dayOf(figures, '2026-12-09')).toEqual({ day: '2026-12-09', bookings: 1, paid: 30_000 });
    expect(dayOf(figures, '2026-12-05')).toEqual({ day: '2026-12-05', bookings: 1, paid: 0 });
    expect(dayOf(figures, '2026-11-30')).toEqual({ day: '2026-11-30', bookings: 1, paid: 12_345 });
    expect(dayOf(figures, '2026-11-09')).toEqual({ day: '2026-11-09', bookings: 1, paid: 0 });
    expect(figures.series.reduce((total, row) => total + row.bookings, 0)).toBe(5);
    expect(figures.series.reduce((total, row) => total + row.paid, 0)).toBe(62_345);
  });

  it('turns to the next day at Santiago’s midnight, not UTC’s', async () => {
    clock.set('2026-12-11T02:59:59.999Z');
    const before = await overview();
    expect(before.today).toBe('2026-12-10');
    expect(before.todayFigures).toEqual({ bookings: 1, paid: 20_000, refunded: 30_000 });

    clock.set('2026-12-11T03:00:00.000Z');
    const after = await overview();
    expect(after.today).toBe('2026-12-11');
    expect(after.todayFigures).toEqual({ bookings: 0, paid: 0, refunded: 0 });
    expect(after.monthFigures).toEqual({ bookings: 3, paid: 50_000, refunded: 30_000 });
    expect(after.series[0]?.day).toBe('2026-09-13');
    expect(after.series.at(-1)).toEqual({ day: '2026-12-11', bookings: 0, paid: 0 });
  });

  it('takes September’s short day from 01:00, its first instant, to the next midnight', async () => {
    // 6 September 2026: the clocks jump from 00:00 to 01:00 (UTC−4 → UTC−3).
    clock.set('2026-09-20T15:00:00Z');
    await bookingCreated('2026-09-06T03:59:59Z'); // 23:59:59 on the 5th (UTC−4)
    await bookingCreated('2026-09-06T04:00:00Z'); // 01:00 on the 6th, its first instant
    await bookingCreated('2026-09-07T02:59:59Z'); // 23:59:59 on the 6th (UTC−3)
    await bookingCreated('2026-09-07T03:00:00Z'); // 00:00 on the 7th
    const figures = await overview();
    expect(figures.month).toBe('2026-09');
    expect(dayOf(figures, '2026-09-05')?.bookings).toBe(1);
    expect(dayOf(figures, '2026-09-06')?.bookings).toBe(2);
    expect(dayOf(figures, '2026-09-07')?.bookings).toBe(1);
    clock.set('2026-12-10T15:00:00Z');
  });

  it('is not there for anyone but an operator', async () => {
    const customerCaller = await signedInAccount(app, db, 'customer');
    const answer = await app.inject({
      method: 'GET',
      url: URL,
      headers: { authorization: `Bearer ${customerCaller.token}` },
    });
    expect(answer.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: URL })).statusCode).toBe(404);
  });
});
