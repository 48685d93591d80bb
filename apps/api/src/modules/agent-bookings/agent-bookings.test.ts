import { AGENT_BOOKINGS_MAX } from '@brillo/domain/contracts/agent-bookings';
import type { BookingStatus } from '@brillo/domain/enums';
import { agentBookingsTexts } from '@brillo/domain/texts/agent-bookings.es-CL';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { signedInAccount } from '../../../test/auth.ts';
import { manualClock } from '../../../test/clock.ts';
import { createBooking, createCustomer, createSlot } from '../../db/factories.ts';
import {
  agentProfiles,
  agentServiceComunas,
  availabilitySlots,
  bookings,
  users,
} from '../../db/schema.ts';

const HOUR_MS = 3_600_000;
const NOW = '2026-11-23T12:00:00Z';
type Account = Awaited<ReturnType<typeof signedInAccount>>;

describe('the agent booking reads', async () => {
  const clock = manualClock(NOW);
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const at = (hoursFromNow: number) => new Date(clock.now().getTime() + hoursFromNow * HOUR_MS);

  let customerAccount: Account;
  beforeAll(async () => {
    customerAccount = await signedInAccount(app, db, 'customer');
  });
  const newAgent = () => signedInAccount(app, db, 'agent', { withProfile: true });
  const as = (account: { token: string } | null) =>
    account ? { authorization: `Bearer ${account.token}` } : {};
  const getList = (account: { token: string } | null, query: Record<string, string | string[]>) =>
    app.inject({ method: 'GET', url: '/api/agents/bookings', headers: as(account), query });
  const getActive = (account: { token: string } | null) =>
    app.inject({ method: 'GET', url: '/api/v1/agents/active-bookings', headers: as(account) });
  const getProfile = (account: { token: string } | null) =>
    app.inject({ method: 'GET', url: '/api/agents/profile', headers: as(account) });

  const buyer = () =>
    createCustomer(db, {
      user: { name: 'Matías González Soto', phone: '+56987654321' },
      profile: { address: 'Av. Irarrázaval 2450, Ñuñoa, Santiago', addressExtra: 'Depto. 504' },
    });

  /** A booking of a new slot of the agent, `startsIn` hours from now, `hours` long. */
  async function book(
    agentId: string,
    customerId: string,
    status: BookingStatus,
    startsIn: number,
    hours = 3,
    hourlyRate = 8500,
  ) {
    const slot = await createSlot(db, {
      agentId,
      startTime: at(startsIn),
      endTime: at(startsIn + hours),
    });
    return createBooking(db, { customerId, slot, status, hourlyRate });
  }

  describe('GET /api/agents/bookings', () => {
    it('lists the caller’s pending bookings soonest first, with the server’s amounts', async () => {
      const agent = await newAgent();
      const { user: customer } = await buyer();
      const later = await book(agent.user.id, customer.id, 'pending', 72, 3.5, 9000);
      const sooner = await book(agent.user.id, customer.id, 'pending', 24);
      await book(agent.user.id, customer.id, 'rejected', 30);
      const response = await getList(agent, { status: 'pending' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toMatch(/no-store/);
      const body = response.json();
      expect(body.total).toBe(2);
      expect(body.limit).toBe(AGENT_BOOKINGS_MAX);
      expect(body.bookings.map((b: { id: string }) => b.id)).toEqual([sooner.id, later.id]);
      expect(body.bookings[1]).toEqual({
        id: later.id,
        status: 'pending',
        startTime: at(72).toISOString(),
        endTime: at(75.5).toISOString(),
        hours: 3.5,
        hourlyRate: 9000,
        amount: 31500,
        customer: { contact: 'limited', firstName: 'Matías', comuna: 'Ñuñoa' },
        reason: null,
        createdAt: expect.any(String),
        decidedAt: null,
        finishedAt: null,
        reopenableSlotId: null,
      });
    });

    it('never sends an unpaid booking’s customer email, phone or address', async () => {
      const agent = await newAgent();
      const { user: customer } = await buyer();
      await book(agent.user.id, customer.id, 'pending', 24);
      await book(agent.user.id, customer.id, 'rejected', 48);
      for (const status of ['pending', 'rejected']) {
        const response = await getList(agent, { status });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().total).toBe(1);
        const body = response.body;
        for (const secret of [
          customer.email,
          '+56987654321',
          '56987654321',
          'Irarrázaval',
          'Depto. 504',
          'González',
        ]) {
          expect(body, `${status}: ${secret}`).not.toContain(secret);
        }
        expect(response.json().bookings[0].customer).toEqual({
          contact: 'limited',
          firstName: 'Matías',
          comuna: 'Ñuñoa',
        });
      }
    });

    it('gives the full contact once paid, null for what is missing', async () => {
      const agent = await newAgent();
      const { user: customer } = await buyer();
      await book(agent.user.id, customer.id, 'accepted_payment_success', 24);
      const { user: quiet } = await createCustomer(db, {
        user: { name: 'Ana Pérez', phone: null },
        profile: { address: 'Calle 1, Springfield', addressExtra: '' },
      });
      await book(agent.user.id, quiet.id, 'accepted_payment_success', 48);
      const response = await getList(agent, { status: 'accepted_payment_success' });
      expect(response.statusCode, response.body).toBe(200);
      const [first, second] = response.json().bookings;
      expect(first.customer).toEqual({
        contact: 'full',
        name: 'Matías González Soto',
        email: customer.email,
        phone: '+56987654321',
        address: 'Av. Irarrázaval 2450, Ñuñoa, Santiago',
        addressExtra: 'Depto. 504',
      });
      expect(second.customer).toMatchObject({ name: 'Ana Pérez', phone: null, addressExtra: null });
    });

    it('never shows another agent’s bookings', async () => {
      const [agent, other] = await Promise.all([newAgent(), newAgent()]);
      const { user: customer } = await buyer();
      await book(other.user.id, customer.id, 'pending', 24);
      await book(other.user.id, customer.id, 'accepted_payment_success', 48);
      for (const status of ['pending', 'accepted_payment_success', 'rejected']) {
        const response = await getList(agent, { status });
        expect(response.json()).toEqual({ bookings: [], total: 0, limit: AGENT_BOOKINGS_MAX });
      }
      expect((await getActive(agent)).json()).toEqual({
        bookings: [],
        total: 0,
        limit: AGENT_BOOKINGS_MAX,
      });
    });

    it(`answers at most ${AGENT_BOOKINGS_MAX}, the soonest, and counts them all`, async () => {
      const agent = await newAgent();
      const { user: customer } = await buyer();
      const slots = await db
        .insert(availabilitySlots)
        .values(
          Array.from({ length: AGENT_BOOKINGS_MAX + 3 }, (_, index) => ({
            agentId: agent.user.id,
            startTime: at(24 + (AGENT_BOOKINGS_MAX + 3 - index) * 4),
            endTime: at(26 + (AGENT_BOOKINGS_MAX + 3 - index) * 4),
          })),
        )
        .returning();
      for (const slot of slots) await createBooking(db, { customerId: customer.id, slot });
      const response = await getList(agent, { status: 'pending' });
      const body = response.json();
      expect(body.total).toBe(AGENT_BOOKINGS_MAX + 3);
      expect(body.bookings).toHaveLength(AGENT_BOOKINGS_MAX);
      const starts = body.bookings.map((b: { startTime: string }) => Date.parse(b.startTime));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(starts[0]).toBe(at(28).getTime());
    });

    it('lists several statuses at once, soonest first, counting each booking once', async () => {
      const agent = await newAgent();
      const { user: customer } = await buyer();
      const waiting = await book(agent.user.id, customer.id, 'accepted_pending_payment', 50);
      const paid = await book(agent.user.id, customer.id, 'accepted_payment_success', 30);
      const failed = await book(agent.user.id, customer.id, 'accepted_payment_failed', 40);
      await book(agent.user.id, customer.id, 'pending', 20);
      await book(agent.user.id, customer.id, 'finished', -20);
      const response = await getList(agent, {
        status: [
          'accepted_pending_payment',
          'accepted_payment_success',
          'accepted_payment_failed',
          'accepted_payment_success',
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.total).toBe(3);
      expect(body.bookings.map((b: { id: string }) => b.id)).toEqual([
        paid.id,
        failed.id,
        waiting.id,
      ]);
      expect(body.bookings.map((b: { status: string }) => b.status)).toEqual([
        'accepted_payment_success',
        'accepted_payment_failed',
        'accepted_pending_payment',
      ]);
      // Decision 28: only the paid one carries the contact.
      expect(
        body.bookings.map((b: { customer: { contact: string } }) => b.customer.contact),
      ).toEqual(['full', 'limited', 'limited']);
      expect(JSON.stringify(body.bookings.slice(1))).not.toContain('+56987654321');
    });

    it('lists rejected and cancelled bookings most recent first: a history keeps its latest', async () => {
      const agent = await newAgent();
      const { user: customer } = await buyer();
      const older = await book(agent.user.id, customer.id, 'rejected', 20);
      const newer = await book(agent.user.id, customer.id, 'accepted_customer_cancelation', 40);
      const response = await getList(agent, {
        status: ['rejected', 'accepted_customer_cancelation'],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().bookings.map((b: { id: string }) => b.id)).toEqual([
        newer.id,
        older.id,
      ]);
    });

    it('lists rejected and cancelled bookings together, with the limited contact', async () => {
      const agent = await newAgent();
      const { user: customer } = await buyer();
      const cancelled = await book(agent.user.id, customer.id, 'accepted_customer_cancelation', 30);
      const rejected = await book(agent.user.id, customer.id, 'rejected', 25);
      await db
        .update(bookings)
        .set({ reason: 'request_expired' })
        .where(eq(bookings.id, rejected.id));
      await db
        .update(bookings)
        .set({ reason: 'customer_cancelled' })
        .where(eq(bookings.id, cancelled.id));
      const response = await getList(agent, {
        status: ['rejected', 'accepted_customer_cancelation'],
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.total).toBe(2);
      // A history: the most recent service first.
      expect(body.bookings.map((b: { id: string }) => b.id)).toEqual([cancelled.id, rejected.id]);
      expect(body.bookings.map((b: { reason: string }) => b.reason)).toEqual([
        'customer_cancelled',
        'request_expired',
      ]);
      for (const secret of ['+56987654321', 'Irarrázaval', 'Depto. 504', '@']) {
        expect(response.body, secret).not.toContain(secret);
      }
    });

    it('names the slot of a rejection while the agent may offer it again (decision 23)', async () => {
      const agent = await newAgent();
      const { user: customer } = await buyer();
      const [stillRejected, reopened, expired] = await Promise.all([
        book(agent.user.id, customer.id, 'rejected', 30),
        book(agent.user.id, customer.id, 'rejected', 40),
        book(agent.user.id, customer.id, 'rejected', 50),
      ]);
      await db
        .update(availabilitySlots)
        .set({ status: 'rejected', bookingStatus: 'booked_rejected' })
        .where(eq(availabilitySlots.id, stillRejected.availabilityId));
      // Reopened since (available again), and a request that expired (its slot was freed).
      await db
        .update(availabilitySlots)
        .set({ status: 'available', bookingStatus: null })
        .where(eq(availabilitySlots.id, reopened.availabilityId));
      await db
        .update(bookings)
        .set({ reason: 'request_expired' })
        .where(eq(bookings.id, expired.id));
      const response = await getList(agent, { status: 'rejected' });
      expect(response.statusCode, response.body).toBe(200);
      const slotIds = Object.fromEntries(
        response
          .json()
          .bookings.map((b: { id: string; reopenableSlotId: string | null }) => [
            b.id,
            b.reopenableSlotId,
          ]),
      );
      expect(slotIds).toEqual({
        [stillRejected.id]: stillRejected.availabilityId,
        [reopened.id]: null,
        [expired.id]: null,
      });
    });

    it('refuses a missing, unknown or finished status with a Spanish 400', async () => {
      const agent = await newAgent();
      const cases: Record<string, string | string[]>[] = [
        {},
        { status: 'finished' },
        { status: 'finished_evaluated' },
        { status: 'PENDING' },
        { status: '' },
        { status: ['pending', 'finished'] },
        { status: ['pending', ''] },
        { status: 'pending,rejected' },
        { status: Array.from({ length: 7 }, () => 'pending') },
      ];
      for (const query of cases) {
        const response = await getList(agent, query);
        const context = `${JSON.stringify(query)} → ${response.body}`;
        expect(response.statusCode, context).toBe(400);
        expect(response.json().error, context).toMatchObject({
          code: 'VALIDATION_ERROR',
          fields: { status: agentBookingsTexts.api.badStatus },
        });
      }
    });

    it('ignores an agent_id in the query: the caller is the agent', async () => {
      const [agent, other] = await Promise.all([newAgent(), newAgent()]);
      const { user: customer } = await buyer();
      await book(other.user.id, customer.id, 'pending', 24);
      const response = await getList(agent, { status: 'pending', agent_id: other.user.id });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().total).toBe(0);
    });

    it('answers 401 signed out and 403 to a customer', async () => {
      expect((await getList(null, { status: 'pending' })).statusCode).toBe(401);
      const forbidden = await getList(customerAccount, { status: 'pending' });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error.code).toBe('FORBIDDEN');
    });
  });

  describe('GET /api/v1/agents/active-bookings', () => {
    it('lists the paid services not over yet, soonest first, with the full contact', async () => {
      const agent = await newAgent();
      const { user: customer } = await buyer();
      const later = await book(agent.user.id, customer.id, 'accepted_payment_success', 96);
      const running = await book(agent.user.id, customer.id, 'accepted_payment_success', -1, 3);
      await book(agent.user.id, customer.id, 'accepted_payment_success', -30); // over
      await book(agent.user.id, customer.id, 'pending', 10);
      await book(agent.user.id, customer.id, 'finished', -60);
      const response = await getActive(agent);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.total).toBe(2);
      expect(body.bookings.map((b: { id: string }) => b.id)).toEqual([running.id, later.id]);
      expect(body.bookings[1]).toMatchObject({
        hours: 3,
        hourlyRate: 8500,
        amount: 25500,
        customer: { contact: 'full', name: 'Matías González Soto', email: customer.email },
      });
    });

    it('answers 401 signed out and 403 to a customer', async () => {
      expect((await getActive(null)).statusCode).toBe(401);
      expect((await getActive(customerAccount)).statusCode).toBe(403);
    });
  });

  describe('GET /api/v1/agents/closed-bookings', () => {
    const getClosed = (account: { token: string } | null) =>
      app.inject({ method: 'GET', url: '/api/v1/agents/closed-bookings', headers: as(account) });

    it('lists finished services, the most recent first, with evaluated and the contact', async () => {
      const agent = await newAgent();
      const { user: customer } = await buyer();
      const older = await book(agent.user.id, customer.id, 'finished_evaluated', -72);
      const recent = await book(agent.user.id, customer.id, 'finished', -24);
      await book(agent.user.id, customer.id, 'accepted_payment_success', 24);
      await book(agent.user.id, customer.id, 'rejected', -48);
      const response = await getClosed(agent);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toMatch(/no-store/);
      const body = response.json();
      expect(body.total).toBe(2);
      expect(body.limit).toBe(AGENT_BOOKINGS_MAX);
      expect(body.bookings.map((b: { id: string }) => b.id)).toEqual([recent.id, older.id]);
      expect(body.bookings[0]).toMatchObject({ status: 'finished', evaluated: false });
      expect(body.bookings[1]).toMatchObject({
        status: 'finished_evaluated',
        evaluated: true,
        customer: {
          contact: 'full',
          name: 'Matías González Soto',
          phone: '+56987654321',
          addressExtra: 'Depto. 504',
        },
      });
    });

    it('never shows another agent’s finished services', async () => {
      const [agent, other] = await Promise.all([newAgent(), newAgent()]);
      const { user: customer } = await buyer();
      await book(other.user.id, customer.id, 'finished', -24);
      const body = (await getClosed(agent)).json();
      expect(body).toEqual({ bookings: [], total: 0, limit: AGENT_BOOKINGS_MAX });
    });

    it('answers 401 signed out and 403 to a customer', async () => {
      expect((await getClosed(null)).statusCode).toBe(401);
      expect((await getClosed(customerAccount)).statusCode).toBe(403);
    });
  });

  describe('GET /api/agents/profile', () => {
    it('answers the panel’s data: contact, address, nationality, comunas, join date, last sign-in', async () => {
      const agent = await newAgent();
      await db.delete(agentServiceComunas).where(eq(agentServiceComunas.agentId, agent.user.id));
      await db.insert(agentServiceComunas).values(
        ['Ñuñoa', 'Providencia', 'La Reina'].map((comuna) => ({
          agentId: agent.user.id,
          comuna,
        })),
      );
      await db
        .update(agentProfiles)
        .set({
          nationality: 'Peruvian',
          comuna: 'Providencia',
          address: 'Av. Providencia 1, Providencia, Santiago',
        })
        .where(eq(agentProfiles.userId, agent.user.id));
      const response = await getProfile(agent);
      expect(response.statusCode, response.body).toBe(200);
      const session = await app.inject({ url: '/api/session', headers: as(agent) });
      expect(response.json()).toEqual({
        email: agent.user.email,
        phone: agent.user.phone,
        address: 'Av. Providencia 1, Providencia, Santiago',
        comuna: 'Providencia',
        city: expect.any(String),
        nationality: 'Peruvian',
        serviceComunas: ['La Reina', 'Ñuñoa', 'Providencia'],
        joinedAt: agent.user.createdAt.toISOString(),
        lastSignInAt: session.json().lastSignInAt,
      });
    });

    it('answers nulls for an agent account without a profile', async () => {
      const bare = await signedInAccount(app, db, 'agent');
      await db.update(users).set({ phone: null }).where(eq(users.id, bare.user.id));
      const response = await getProfile(bare);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        phone: null,
        address: null,
        comuna: null,
        nationality: null,
        serviceComunas: [],
      });
    });

    it('answers 401 signed out and 403 to a customer', async () => {
      expect((await getProfile(null)).statusCode).toBe(401);
      expect((await getProfile(customerAccount)).statusCode).toBe(403);
    });
  });
});
