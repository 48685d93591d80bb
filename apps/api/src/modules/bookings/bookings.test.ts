import { CUSTOMER_BOOKINGS_MAX } from '@brillo/domain/contracts/customer-bookings';
import type { BookingStatus } from '@brillo/domain/enums';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { signedInAccount } from '../../../test/auth.ts';
import { manualClock } from '../../../test/clock.ts';
import { createBooking, createSlot } from '../../db/factories.ts';
import { agentProfiles, availabilitySlots, bookings, ratings } from '../../db/schema.ts';
import { SlotTakenError, insertBooking } from './repository.ts';

const HOUR_MS = 3_600_000;
const NOW = '2026-11-23T12:00:00Z';
const { api } = bookingTexts;
type Account = Awaited<ReturnType<typeof signedInAccount>>;

describe('the booking lifecycle API', async () => {
  const clock = manualClock(NOW);
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const at = (hoursFromNow: number) => new Date(clock.now().getTime() + hoursFromNow * HOUR_MS);

  const newAgent = () => signedInAccount(app, db, 'agent', { withProfile: true });
  const newCustomer = () => signedInAccount(app, db, 'customer', { withProfile: true });
  const as = (account: Account | null) =>
    account ? { authorization: `Bearer ${account.token}` } : {};

  const bookSlot = (account: Account | null, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/customers/bookings', headers: as(account), body });
  const answer = (account: Account | null, id: string, action: 'accept' | 'reject', body = {}) =>
    app.inject({
      method: 'PATCH',
      url: `/api/customers/bookings/${id}/${action}`,
      headers: as(account),
      body,
    });
  const change = (account: Account | null, id: string, status: string) =>
    app.inject({
      method: 'PATCH',
      url: `/api/customers/bookings/${id}`,
      headers: as(account),
      body: { status },
    });
  const list = (account: Account | null, query: Record<string, string | string[]> = {}) =>
    app.inject({ method: 'GET', url: '/api/v1/customers/bookings', headers: as(account), query });

  /** A slot of `agent` starting `startsIn` hours from now, `hours` long. */
  const slotOf = (agent: Account, startsIn = 48, hours = 3) =>
    createSlot(db, {
      agentId: agent.user.id,
      startTime: at(startsIn),
      endTime: at(startsIn + hours),
    });

  /** A booking in `status` made directly, its slot written as the lifecycle leaves it. */
  async function seeded(agent: Account, customer: Account, status: BookingStatus, startsIn = 48) {
    const slot = await slotOf(agent, startsIn);
    const booking = await createBooking(db, { customerId: customer.user.id, slot, status });
    const slotState =
      status === 'pending'
        ? {
            status: 'available' as const,
            bookingStatus: 'booked_waiting_agent_confirmation' as const,
          }
        : { status: 'accepted' as const, bookingStatus: 'booked_accepted' as const };
    await db.update(availabilitySlots).set(slotState).where(eq(availabilitySlots.id, slot.id));
    return { slot, booking };
  }

  /** Every booking and slot row of the agent, to show a refused request changed nothing. */
  async function stateOf(agentId: string) {
    const [slots, rows] = await Promise.all([
      db
        .select()
        .from(availabilitySlots)
        .where(eq(availabilitySlots.agentId, agentId))
        .orderBy(asc(availabilitySlots.id)),
      db.select().from(bookings).where(eq(bookings.agentId, agentId)).orderBy(asc(bookings.id)),
    ]);
    return { slots, rows };
  }

  async function bookingRow(id: string) {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    return row;
  }
  async function slotRow(id: string) {
    const [row] = await db.select().from(availabilitySlots).where(eq(availabilitySlots.id, id));
    return row;
  }

  /** Expects a Spanish 4xx with `message` and that nothing of the agent's changed. */
  async function expectRefused(
    agentId: string,
    request: () => Promise<{ statusCode: number; json: () => unknown; body: string }>,
    status: number,
    message?: string,
  ) {
    const before = await stateOf(agentId);
    const response = await request();
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as { error: { message: string } };
    if (message) expect(body.error.message).toBe(message);
    expect(await stateOf(agentId)).toEqual(before);
  }

  describe('POST /api/customers/bookings', () => {
    it('books the whole slot with a snapshot of the rate, and marks the slot waiting', async () => {
      const agent = await newAgent();
      const customer = await newCustomer();
      await db
        .update(agentProfiles)
        .set({ hourlyRate: 9000 })
        .where(eq(agentProfiles.userId, agent.user.id));
      const slot = await slotOf(agent, 48, 2.5);
      const response = await bookSlot(customer, {
        availability_id: slot.id,
        agent_id: agent.user.id,
        customer_id: customer.user.id,
        booking_start_time: slot.startTime.toISOString(),
        booking_end_time: slot.endTime.toISOString(),
      });
      expect(response.statusCode, response.body).toBe(201);
      const booking = response.json();
      expect(booking).toMatchObject({
        status: 'pending',
        reason: null,
        availabilityId: slot.id,
        startTime: at(48).toISOString(),
        endTime: at(50.5).toISOString(),
        hours: 2.5,
        hourlyRate: 9000,
        amount: 22500,
        agent: { id: agent.user.id, name: agent.user.name, phone: null },
        rating: null,
        hasRating: false,
        actions: ['cancel'],
      });
      expect(await slotRow(slot.id)).toMatchObject({
        status: 'available',
        bookingStatus: 'booked_waiting_agent_confirmation',
      });
      await db
        .update(agentProfiles)
        .set({ hourlyRate: 12000 })
        .where(eq(agentProfiles.userId, agent.user.id));
      expect((await bookingRow(booking.id))?.hourlyRate).toBe(9000);
    });

    it('refuses a slot id that does not exist, or is not an id, with a 404', async () => {
      const customer = await newCustomer();
      const agent = await newAgent();
      for (const id of ['6f1b7c9e-2f43-4f4e-9a53-3c1de1a1b2c3', 'nada', '']) {
        await expectRefused(
          agent.user.id,
          () => bookSlot(customer, { availability_id: id }),
          404,
          api.slotNotFound,
        );
      }
    });

    it('refuses a customer account without its profile with a 403, nothing changed', async () => {
      // The booking's insert names the customer's profile: its foreign key refuses, not a read.
      const agent = await newAgent();
      const withoutProfile = await signedInAccount(app, db, 'customer');
      const slot = await slotOf(agent);
      await expectRefused(
        agent.user.id,
        () => bookSlot(withoutProfile, { availability_id: slot.id }),
        403,
        authTexts.errors.customersOnly,
      );
    });

    it('refuses a slot that already started, nothing changed', async () => {
      const agent = await newAgent();
      const customer = await newCustomer();
      const slot = await slotOf(agent, -1);
      await expectRefused(
        agent.user.id,
        () => bookSlot(customer, { availability_id: slot.id }),
        409,
        api.slotInPast,
      );
    });

    it('refuses a slot that is not available or already held', async () => {
      const agent = await newAgent();
      const customer = await newCustomer();
      const off = await createSlot(db, {
        agentId: agent.user.id,
        startTime: at(30),
        endTime: at(32),
        status: 'not available',
      });
      const { slot: held } = await seeded(agent, customer, 'pending', 60);
      const { slot: accepted } = await seeded(agent, customer, 'accepted_payment_success', 80);
      for (const slot of [off, held, accepted]) {
        await expectRefused(
          agent.user.id,
          () => bookSlot(customer, { availability_id: slot.id }),
          409,
          api.slotUnavailable,
        );
      }
    });

    it('refuses fields that do not describe the slot or the caller', async () => {
      const agent = await newAgent();
      const other = await newAgent();
      const customer = await newCustomer();
      const stranger = await newCustomer();
      const slot = await slotOf(agent);
      for (const extra of [
        { agent_id: other.user.id },
        { customer_id: stranger.user.id },
        { booking_start_time: at(10).toISOString() },
        { booking_end_time: 'mañana' },
      ]) {
        await expectRefused(
          agent.user.id,
          () => bookSlot(customer, { availability_id: slot.id, ...extra }),
          400,
          api.fieldsDoNotMatch,
        );
      }
    });

    it('is for customers only', async () => {
      const agent = await newAgent();
      const slot = await slotOf(agent);
      await expectRefused(agent.user.id, () => bookSlot(agent, { availability_id: slot.id }), 403);
      await expectRefused(agent.user.id, () => bookSlot(null, { availability_id: slot.id }), 401);
    });

    it('gives a slot to exactly one of many simultaneous requests', async () => {
      const agent = await newAgent();
      const customers = await Promise.all([newCustomer(), newCustomer(), newCustomer()]);
      const slot = await slotOf(agent);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          bookSlot(customers[index % customers.length] ?? null, { availability_id: slot.id }),
        ),
      );
      const statuses = answers.map((response) => response.statusCode).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(11);
      for (const response of answers.filter((r) => r.statusCode === 409)) {
        expect(response.json().error.message).toBe(api.slotUnavailable);
      }
      const rows = await db.select().from(bookings).where(eq(bookings.availabilityId, slot.id));
      expect(rows).toHaveLength(1);
      expect((await slotRow(slot.id))?.bookingStatus).toBe('booked_waiting_agent_confirmation');
    });
  });

  describe('the one-live-booking index', () => {
    it('is mapped to SlotTakenError, so a booking without the slot lock is refused too', async () => {
      const agent = await newAgent();
      const customer = await newCustomer();
      const { slot } = await seeded(agent, customer, 'pending');
      const second = db.transaction((tx) =>
        insertBooking(tx, {
          customerId: customer.user.id,
          agentId: agent.user.id,
          availabilityId: slot.id,
          startTime: slot.startTime,
          endTime: slot.endTime,
          hourlyRate: 7000,
          status: 'pending',
          now: clock.now(),
        }),
      );
      await expect(second).rejects.toBeInstanceOf(SlotTakenError);
    });
  });

  describe('PATCH /api/customers/bookings/:id/accept and /reject', () => {
    it('accepts an own pending request: the booking awaits payment, the slot is accepted', async () => {
      const agent = await newAgent();
      const customer = await newCustomer();
      const { slot, booking } = await seeded(agent, customer, 'pending');
      // The spec's body fields are accepted and ignored.
      const response = await answer(agent, booking.id, 'accept', {
        status: 'finished',
        availability_id: slot.id,
        availabilityStatus: 'available',
        availabilityBookingStatus: null,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        id: booking.id,
        status: 'accepted_pending_payment',
        reason: null,
        customer: { contact: 'limited' },
      });
      expect(await bookingRow(booking.id)).toMatchObject({
        status: 'accepted_pending_payment',
        decidedAt: clock.now(),
      });
      expect(await slotRow(slot.id)).toMatchObject({
        status: 'accepted',
        bookingStatus: 'booked_accepted',
      });
    });

    it('rejects an own pending request with its reason; the slot is rejected', async () => {
      const agent = await newAgent();
      const customer = await newCustomer();
      const { slot, booking } = await seeded(agent, customer, 'pending');
      const response = await answer(agent, booking.id, 'reject');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: 'rejected', reason: 'agent_rejected' });
      expect(await slotRow(slot.id)).toMatchObject({
        status: 'rejected',
        bookingStatus: 'booked_rejected',
      });
    });

    it('refuses a customer, another agent, and a request already answered', async () => {
      const agent = await newAgent();
      const other = await newAgent();
      const customer = await newCustomer();
      const { booking } = await seeded(agent, customer, 'pending');
      await expectRefused(agent.user.id, () => answer(customer, booking.id, 'accept'), 403);
      await expectRefused(agent.user.id, () => answer(null, booking.id, 'accept'), 401);
      await expectRefused(agent.user.id, () => answer(other, booking.id, 'accept'), 404);
      await expectRefused(agent.user.id, () => answer(other, booking.id, 'reject'), 404);
      await expectRefused(agent.user.id, () => answer(agent, 'no-es-un-id', 'reject'), 404);
      expect((await answer(agent, booking.id, 'accept')).statusCode).toBe(200);
      await expectRefused(
        agent.user.id,
        () => answer(agent, booking.id, 'accept'),
        409,
        api.notPending,
      );
      await expectRefused(
        agent.user.id,
        () => answer(agent, booking.id, 'reject'),
        409,
        api.notPending,
      );
    });

    it('lets only one of a simultaneous accept and reject apply', async () => {
      const agent = await newAgent();
      const customer = await newCustomer();
      const { booking } = await seeded(agent, customer, 'pending');
      const answers = await Promise.all([
        answer(agent, booking.id, 'accept'),
        answer(agent, booking.id, 'reject'),
        answer(agent, booking.id, 'accept'),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    });

    it('refuses to accept a request that has started, expired or can no longer be paid', async () => {
      const agent = await newAgent();
      const customer = await newCustomer();
      // Starts in 1 hour: inside the 2-hour payment cut-off, so it could never be paid.
      const { booking: soon } = await seeded(agent, customer, 'pending', 1);
      await expectRefused(
        agent.user.id,
        () => answer(agent, soon.id, 'accept'),
        409,
        api.tooLateToAccept,
      );
      // Made 25 hours ago for a slot two days ahead: expired (decision 25), sweep or not.
      const { booking: old } = await seeded(agent, customer, 'pending', 48);
      await db
        .update(bookings)
        .set({ createdAt: new Date(Date.parse(NOW) - 25 * HOUR_MS) })
        .where(eq(bookings.id, old.id));
      await expectRefused(
        agent.user.id,
        () => answer(agent, old.id, 'accept'),
        409,
        api.tooLateToAccept,
      );
      // Rejecting stays possible.
      expect((await answer(agent, old.id, 'reject')).statusCode).toBe(200);
      clock.advance(2 * HOUR_MS);
      try {
        await expectRefused(
          agent.user.id,
          () => answer(agent, soon.id, 'accept'),
          409,
          api.tooLateToAccept,
        );
      } finally {
        clock.set(NOW);
      }
    });
  });

  describe('PATCH /api/customers/bookings/:id', () => {
    it('cancels a pending or unpaid booking and frees the slot for someone else', async () => {
      const agent = await newAgent();
      const customer = await newCustomer();
      const next = await newCustomer();
      for (const status of [
        'pending',
        'accepted_pending_payment',
        'accepted_payment_failed',
      ] as const) {
        const { slot, booking } = await seeded(
          agent,
          customer,
          status,
          48 +
            10 * ['pending', 'accepted_pending_payment', 'accepted_payment_failed'].indexOf(status),
        );
        const response = await change(customer, booking.id, 'accepted_customer_cancelation');
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({
          status: 'accepted_customer_cancelation',
          reason: 'customer_cancelled',
          actions: [],
        });
        expect(await slotRow(slot.id)).toMatchObject({ status: 'available', bookingStatus: null });
        expect((await bookSlot(next, { availability_id: slot.id })).statusCode).toBe(201);
      }
    });

    it('refuses cancelling twice, after the start, or someone else’s booking', async () => {
      const agent = await newAgent();
      const customer = await newCustomer();
      const stranger = await newCustomer();
      const { booking } = await seeded(agent, customer, 'pending');
      expect((await change(customer, booking.id, 'accepted_customer_cancelation')).statusCode).toBe(
        200,
      );
      await expectRefused(
        agent.user.id,
        () => change(customer, booking.id, 'accepted_customer_cancelation'),
        409,
        api.cannotCancel,
      );
      const { booking: soon } = await seeded(agent, customer, 'accepted_pending_payment', 1);
      clock.advance(2 * HOUR_MS);
      try {
        await expectRefused(
          agent.user.id,
          () => change(customer, soon.id, 'accepted_customer_cancelation'),
          409,
          api.alreadyStarted,
        );
      } finally {
        clock.set(NOW);
      }
      await expectRefused(
        agent.user.id,
        () => change(stranger, soon.id, 'accepted_customer_cancelation'),
        404,
      );
      await expectRefused(
        agent.user.id,
        () => change(agent, soon.id, 'accepted_customer_cancelation'),
        403,
      );
      await expectRefused(agent.user.id, () => change(customer, soon.id, 'rejected'), 400);
    });

    it('cancels a paid booking only with a refund, up to 24 h before its start', async () => {
      const agent = await newAgent();
      const customer = await newCustomer();
      // Paid without a payment record, nothing to refund: refused, nothing changes (the refund
      // itself is tested in modules/payments).
      const { booking } = await seeded(agent, customer, 'accepted_payment_success', 48);
      await expectRefused(
        agent.user.id,
        () => change(customer, booking.id, 'accepted_customer_cancelation'),
        409,
        paymentsTexts.api.refundFailed,
      );
      const { booking: soon } = await seeded(agent, customer, 'accepted_payment_success', 10);
      await expectRefused(
        agent.user.id,
        () => change(customer, soon.id, 'accepted_customer_cancelation'),
        409,
        api.paidTooLate,
      );
    });

    it('marks a paid service done only once it has started', async () => {
      const agent = await newAgent();
      const customer = await newCustomer();
      const { booking } = await seeded(agent, customer, 'accepted_payment_success', 5);
      await expectRefused(
        agent.user.id,
        () => change(customer, booking.id, 'finished'),
        409,
        api.notStartedYet,
      );
      const { booking: unpaid } = await seeded(agent, customer, 'accepted_pending_payment', -1);
      await expectRefused(
        agent.user.id,
        () => change(customer, unpaid.id, 'finished'),
        409,
        api.notPaidYet,
      );
      clock.advance(5 * HOUR_MS);
      try {
        const response = await change(customer, booking.id, 'finished');
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({ status: 'finished', reason: null });
        expect((await bookingRow(booking.id))?.finishedAt).toEqual(clock.now());
      } finally {
        clock.set(NOW);
      }
    });
  });

  describe('the customer’s lists', () => {
    it('lists the caller’s bookings of the statuses asked for, soonest first', async () => {
      const agent = await newAgent();
      const customer = await newCustomer();
      const other = await newCustomer();
      const { booking: later } = await seeded(agent, customer, 'pending', 90);
      const { booking: sooner } = await seeded(agent, customer, 'accepted_pending_payment', 30);
      await seeded(agent, customer, 'accepted_payment_success', 60);
      await seeded(agent, other, 'pending', 20);
      const response = await list(customer, { status: ['pending', 'accepted_pending_payment'] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toMatch(/no-store/);
      const body = response.json();
      expect(body.total).toBe(2);
      expect(body.limit).toBe(CUSTOMER_BOOKINGS_MAX);
      expect(body.bookings.map((b: { id: string }) => b.id)).toEqual([sooner.id, later.id]);
      const all = await list(customer);
      expect(all.json().total).toBe(3);
      expect((await list(customer, { status: 'nada' })).statusCode).toBe(400);
      expect((await list(agent)).statusCode).toBe(403);
      expect((await list(null)).statusCode).toBe(401);
    });

    it('lists a history (every status over) most recent first, so a capped list keeps the latest', async () => {
      const agent = await newAgent();
      const customer = await newCustomer();
      const { booking: older } = await seeded(agent, customer, 'rejected', 30);
      const { booking: newer } = await seeded(agent, customer, 'accepted_customer_cancelation', 60);
      const response = await list(customer, {
        status: ['rejected', 'accepted_customer_cancelation'],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().bookings.map((b: { id: string }) => b.id)).toEqual([
        newer.id,
        older.id,
      ]);
    });

    it('shows the agent’s phone only once paid, and never the email or address', async () => {
      const agent = await newAgent();
      const customer = await newCustomer();
      await seeded(agent, customer, 'accepted_pending_payment', 30);
      const unpaid = await list(customer, { status: 'accepted_pending_payment' });
      expect(unpaid.json().bookings[0].agent.phone).toBeNull();
      await seeded(agent, customer, 'accepted_payment_success', 60);
      const paid = await list(customer, { status: 'accepted_payment_success' });
      expect(paid.json().bookings[0].agent.phone).toBe(agent.user.phone);
      const [profile] = await db
        .select()
        .from(agentProfiles)
        .where(eq(agentProfiles.userId, agent.user.id));
      for (const response of [unpaid, paid]) {
        expect(response.body).not.toContain(agent.user.email);
        if (profile?.address) expect(response.body).not.toContain(profile.address);
      }
    });

    it('lists finished services with their rating or none', async () => {
      const agent = await newAgent();
      const customer = await newCustomer();
      const { booking: rated } = await seeded(agent, customer, 'finished_evaluated', -100);
      await db.insert(ratings).values({
        bookingId: rated.id,
        agentId: agent.user.id,
        customerId: customer.user.id,
        rating: 4,
        comment: 'Muy bien',
      });
      const { booking: plain } = await seeded(agent, customer, 'finished', -50);
      await seeded(agent, customer, 'pending', 50);
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/customers/bookings/finished',
        headers: as(customer),
        query: { customer_id: 'otra-persona' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.total).toBe(2);
      // A history: the most recent service first.
      expect(body.bookings).toMatchObject([
        { id: plain.id, rating: null, hasRating: false },
        { id: rated.id, rating: { rating: 4, comment: 'Muy bien' }, hasRating: true },
      ]);
    });
  });
});
