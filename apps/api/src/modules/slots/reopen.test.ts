import { availabilityTexts } from '@brillo/domain/texts/availability.es-CL';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import type { BookingStatus } from '@brillo/domain/enums';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { signedInAccount } from '../../../test/auth.ts';
import { manualClock } from '../../../test/clock.ts';
import { createBooking, createSlot } from '../../db/factories.ts';
import { availabilitySlots } from '../../db/schema.ts';

const { errors } = availabilityTexts;
const HOUR_MS = 3_600_000;
const NOW = '2026-11-23T12:00:00Z';
type Account = Awaited<ReturnType<typeof signedInAccount>>;

describe('PATCH /api/agents/slots/availability/:id/reopen (decision 23)', async () => {
  const clock = manualClock(NOW);
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const at = (hoursFromNow: number) => new Date(clock.now().getTime() + hoursFromNow * HOUR_MS);

  const newAgent = () => signedInAccount(app, db, 'agent', { withProfile: true });
  const newCustomer = () => signedInAccount(app, db, 'customer', { withProfile: true });
  const as = (account: Account | null) =>
    account ? { authorization: `Bearer ${account.token}` } : {};
  const reopen = (account: Account | null, id: string) =>
    app.inject({
      method: 'PATCH',
      url: `/api/agents/slots/availability/${id}/reopen`,
      headers: as(account),
    });
  const stored = async (id: string) =>
    (await db.select().from(availabilitySlots).where(eq(availabilitySlots.id, id)))[0];
  /** The slots customers are offered of `agent` on the Santiago day of `instant`. */
  const offered = async (agent: Account, instant: Date) => {
    const day = instant.toLocaleDateString('en-CA', { timeZone: 'America/Santiago' });
    const response = await app.inject({
      method: 'GET',
      url: '/api/customers/slots/availability',
      query: { agent_id: agent.user.id, day },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { slots: { id: string }[] }).slots.map((slot) => slot.id);
  };

  let slotsMade = 0;
  /**
   * A slot of `agent` starting `startsIn` hours from now (by default a new window ahead each
   * call), rejected as the lifecycle leaves it.
   */
  const rejectedSlot = (agent: Account, startsIn = 48 + 4 * slotsMade++) =>
    createSlot(db, {
      agentId: agent.user.id,
      startTime: at(startsIn),
      endTime: at(startsIn + 3),
      status: 'rejected',
      bookingStatus: 'booked_rejected',
    });

  it('offers again a slot its agent rejected through the booking routes', async () => {
    const [agent, customer] = await Promise.all([newAgent(), newCustomer()]);
    const slot = await createSlot(db, {
      agentId: agent.user.id,
      startTime: at(48),
      endTime: at(51),
    });
    const booked = await app.inject({
      method: 'POST',
      url: '/api/customers/bookings',
      headers: as(customer),
      body: { availability_id: slot.id },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const rejected = await app.inject({
      method: 'PATCH',
      url: `/api/customers/bookings/${booked.json().id}/reject`,
      headers: as(agent),
      body: {},
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await offered(agent, slot.startTime)).not.toContain(slot.id);

    const response = await reopen(agent, slot.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: slot.id,
      startTime: slot.startTime.toISOString(),
      endTime: slot.endTime.toISOString(),
      status: 'available',
    });
    expect(await stored(slot.id)).toMatchObject({ status: 'available', bookingStatus: null });
    expect(await offered(agent, slot.startTime)).toContain(slot.id);
    // Reopened, it is not rejected any more: a second reopening is refused.
    const again = await reopen(agent, slot.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'SLOT_NOT_REOPENABLE',
      message: errors.notRejected,
    });
  });

  it('refuses a slot that is not rejected, and leaves it as it was', async () => {
    const agent = await newAgent();
    for (const status of ['available', 'not available', 'accepted'] as const) {
      const slot = await createSlot(db, { agentId: agent.user.id, status });
      const response = await reopen(agent, slot.id);
      expect(response.statusCode, status).toBe(409);
      expect(response.json().error).toEqual({
        code: 'SLOT_NOT_REOPENABLE',
        message: errors.notRejected,
      });
      expect((await stored(slot.id))?.status).toBe(status);
    }
  });

  it('refuses a rejected slot whose start has passed, even one under way', async () => {
    const agent = await newAgent();
    for (const startsIn of [-1, -48]) {
      const slot = await rejectedSlot(agent, startsIn);
      const response = await reopen(agent, slot.id);
      expect(response.statusCode, String(startsIn)).toBe(409);
      expect(response.json().error).toEqual({
        code: 'SLOT_NOT_REOPENABLE',
        message: errors.startedBeforeReopen,
      });
      expect((await stored(slot.id))?.status).toBe('rejected');
    }
  });

  it('refuses a rejected slot that a live booking holds', async () => {
    const [agent, customer] = await Promise.all([newAgent(), newCustomer()]);
    const live: BookingStatus[] = [
      'pending',
      'accepted_pending_payment',
      'accepted_payment_success',
    ];
    for (const status of live) {
      const slot = await rejectedSlot(agent);
      await createBooking(db, { customerId: customer.user.id, slot, status });
      const response = await reopen(agent, slot.id);
      expect(response.statusCode, status).toBe(409);
      expect(response.json().error).toEqual({
        code: 'SLOT_BOOKED',
        message: errors.bookedBeforeReopen,
      });
      expect((await stored(slot.id))?.status).toBe('rejected');
    }
  });

  it("answers 404 for another agent's slot, an unknown id and a malformed one", async () => {
    const [owner, other] = await Promise.all([newAgent(), newAgent()]);
    const slot = await rejectedSlot(owner);
    for (const [caller, id] of [
      [other, slot.id],
      [owner, crypto.randomUUID()],
      [owner, 'no-es-un-id'],
      [owner, 'A'.repeat(90)],
    ] as const) {
      const response = await reopen(caller, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: errors.notFound });
    }
    expect((await stored(slot.id))?.status).toBe('rejected');
  });

  it('answers 401 signed out and 403 to a customer', async () => {
    const [owner, customer] = await Promise.all([newAgent(), newCustomer()]);
    const slot = await rejectedSlot(owner);
    const signedOut = await reopen(null, slot.id);
    expect(signedOut.statusCode).toBe(401);
    const byCustomer = await reopen(customer, slot.id);
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().error.message).toBe(authTexts.errors.agentsOnly);
    expect((await stored(slot.id))?.status).toBe('rejected');
  });
});
