import { comunaInAddress } from '@brillo/domain/address-parts';
import {
  AgentDaySlotsSchema,
  AvailableAgentsSchema,
  AvailableDaysSchema,
  ClosestAvailabilitySchema,
} from '@brillo/domain/contracts/discovery';
import {
  liveBookingStatuses,
  type BookingStatus,
  type SlotBookingStatus,
  type SlotStatus,
} from '@brillo/domain/enums';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { closeLater, createTestApp } from '../../../test/app.ts';
import { createServerDatabase } from '../../../test/database.ts';
import { signedInAccount } from '../../../test/auth.ts';
import { manualClock } from '../../../test/clock.ts';
import { rowsOf } from '../../../test/sql-rows.ts';
import {
  createAgent,
  createBooking,
  createCustomer,
  createSlot,
  type AgentProfile,
} from '../../db/factories.ts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { LISTENER_NAME } from '../../db/notifications.ts';
import * as schema from '../../db/schema.ts';
import {
  agentProfiles,
  availabilitySlots,
  customerProfiles,
  ratings,
  users,
} from '../../db/schema.ts';
import {
  listAgentsOfferingOnDay,
  listClosestAvailability,
  readAgentDaySlots,
} from './repository.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Monday 23 November 2026, 09:00 in Santiago (UTC−3, summer time). */
const NOW = '2026-11-23T12:00:00Z';
const { api } = discoveryTexts;

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Inject = TestApp['app'];

/**
 * GETs as the given caller. The factories write the database directly, as another process would:
 * each read first waits until their notifications have reached the search cache (ADR-065).
 */
function reader({ app, discoveryChanges }: Pick<TestApp, 'app' | 'discoveryChanges'>) {
  return async (url: string, query: Record<string, string> = {}, token?: string) => {
    await discoveryChanges.caughtUp();
    return app.inject({
      method: 'GET',
      url,
      query,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  };
}

/** An agent with a name and profile of the test's choosing. */
async function agentNamed(db: Database, name: string, profile: Partial<AgentProfile> = {}) {
  const { user } = await createAgent(db, { user: { name }, profile });
  return user.id;
}

/** A signed-in customer with a profile, its comuna (from its address) and another comuna. */
async function customerWithComuna(app: Inject, db: Database) {
  const customer = await signedInAccount(app, db, 'customer', { withProfile: true });
  const [profile] = await db
    .select({ address: customerProfiles.address })
    .from(customerProfiles)
    .where(eq(customerProfiles.userId, customer.user.id));
  const comuna = comunaInAddress(profile?.address);
  if (comuna === null) throw new Error('the factory customer’s address names no comuna');
  return { customer, comuna, elsewhere: comuna === 'Arica' ? 'Putre' : 'Arica' };
}

/** A slot of `agentId` from `start` (an ISO instant) lasting `minutes`, in the given states. */
function slotAt(
  db: Database,
  agentId: string,
  start: string,
  minutes = 180,
  state: { status?: SlotStatus; bookingStatus?: SlotBookingStatus | null } = {},
) {
  const startTime = new Date(start);
  return createSlot(db, {
    agentId,
    startTime,
    endTime: new Date(startTime.getTime() + minutes * MINUTE_MS),
    ...state,
  });
}

describe('the discovery API', async () => {
  const clock = manualClock(NOW);
  const testApp = await createTestApp({ clock });
  const { database } = testApp;
  const db = database.db;
  const get = reader(testApp);

  async function agentsOn(day: string) {
    const response = await get('/api/agents/available', { day });
    expect(response.statusCode, response.body).toBe(200);
    return AvailableAgentsSchema.parse(response.json());
  }
  async function slotsOf(agentId: string, day: string) {
    const response = await get('/api/customers/slots/availability', { agent_id: agentId, day });
    expect(response.statusCode, response.body).toBe(200);
    return AgentDaySlotsSchema.parse(response.json());
  }
  async function daysOf(month: string) {
    const response = await get('/api/agents/available-days', { month });
    expect(response.statusCode, response.body).toBe(200);
    return AvailableDaysSchema.parse(response.json()).days;
  }
  const startsOf = (slots: { startTime: string }[]) =>
    slots.map((slot) => new Date(slot.startTime).toISOString());

  describe('which slots are offered (spec §4)', () => {
    it('offers available, unrequested, future slots without a live booking, and nothing else', async () => {
      const day = '2026-11-25';
      const customer = await createCustomer(db);
      const offered = await agentNamed(db, 'Ofrece Disponible');
      await slotAt(db, offered, '2026-11-25T12:00:00Z');
      const closed = await agentNamed(db, 'Cerrado No Disponible');
      await slotAt(db, closed, '2026-11-25T12:00:00Z', 180, { status: 'not available' });
      const waiting = await agentNamed(db, 'Espera Confirmación');
      await slotAt(db, waiting, '2026-11-25T12:00:00Z', 180, {
        bookingStatus: 'booked_waiting_agent_confirmation',
      });
      const accepted = await agentNamed(db, 'Aceptado Ya');
      await slotAt(db, accepted, '2026-11-25T12:00:00Z', 180, {
        status: 'accepted',
        bookingStatus: 'booked_accepted',
      });
      const rejected = await agentNamed(db, 'Rechazado Ya');
      await slotAt(db, rejected, '2026-11-25T12:00:00Z', 180, {
        status: 'rejected',
        bookingStatus: 'booked_rejected',
      });
      // A live booking on a slot whose flags were not updated still holds it (decision 10).
      const held = await agentNamed(db, 'Reserva Vigente');
      const heldSlot = await slotAt(db, held, '2026-11-25T12:00:00Z');
      await createBooking(db, { customerId: customer.user.id, slot: heldSlot, status: 'pending' });
      // A cancelled booking gave its slot back.
      const freed = await agentNamed(db, 'Liberado Otra Vez');
      const freedSlot = await slotAt(db, freed, '2026-11-25T15:00:00Z');
      for (const status of ['accepted_customer_cancelation', 'rejected'] as BookingStatus[]) {
        await createBooking(db, { customerId: customer.user.id, slot: freedSlot, status });
      }

      const { agents, total } = await agentsOn(day);
      expect(agents.map((agent) => agent.id)).toEqual([offered, freed]);
      expect(total).toBe(2);
      for (const agent of [closed, waiting, accepted, rejected, held]) {
        expect((await slotsOf(agent, day)).slots).toEqual([]);
      }
      expect((await slotsOf(offered, day)).slots).toEqual([
        {
          id: expect.any(String),
          status: 'available',
          bookingStatus: null,
          startTime: '2026-11-25T12:00:00.000Z',
          endTime: '2026-11-25T15:00:00.000Z',
          hours: 3,
        },
      ]);
    });

    it('offers only slots that start after now, today included', async () => {
      const agent = await agentNamed(db, 'Hoy Mismo');
      await slotAt(db, agent, '2026-11-23T11:00:00Z', 60); // 08:00, started an hour ago
      await slotAt(db, agent, '2026-11-23T12:00:00Z', 60); // 09:00, starts now
      await slotAt(db, agent, '2026-11-23T18:00:00Z', 60); // 15:00
      expect(startsOf((await slotsOf(agent, '2026-11-23')).slots)).toEqual([
        '2026-11-23T18:00:00.000Z',
      ]);
      expect((await agentsOn('2026-11-23')).agents.map((a) => a.id)).toContain(agent);
      // A past day is an empty answer, not an error.
      expect((await agentsOn('2026-11-22')).agents).toEqual([]);
      expect((await slotsOf(agent, '2026-11-20')).slots).toEqual([]);
    });
  });

  describe('GET /api/agents/available', () => {
    it('lists each agent once, by its first slot of the day, with what customers see', async () => {
      const day = '2026-11-27';
      const later = await agentNamed(db, 'Beatriz Tarde', {
        hourlyRate: 12500,
        bio: 'Ordenada y puntual.',
        offersLimpieza: true,
        offersCocina: false,
        offersPlanchado: true,
        offersMascotas: true,
        avatarUrl: '/files/avatars/beatriz.webp',
      });
      for (const start of [
        '2026-11-27T18:00:00Z',
        '2026-11-27T14:00:00Z',
        '2026-11-27T22:00:00Z',
      ]) {
        await slotAt(db, later, start, 120);
      }
      const early = await agentNamed(db, 'Zoila Temprano', { avatarUrl: null });
      await slotAt(db, early, '2026-11-27T11:00:00Z', 120);
      await slotAt(db, early, '2026-11-27T16:00:00Z', 120);
      // Same first slot as `later`: the name decides.
      const tie = await agentNamed(db, 'Amanda Empate');
      await slotAt(db, tie, '2026-11-27T14:00:00Z', 120);

      const { agents, total } = await agentsOn(day);
      expect(agents.map((agent) => agent.id)).toEqual([early, tie, later]);
      expect(total).toBe(3);
      const shown = agents.find((agent) => agent.id === later);
      expect(shown).toEqual({
        id: later,
        name: 'Beatriz Tarde',
        avatarUrl: '/files/avatars/beatriz.webp',
        bio: 'Ordenada y puntual.',
        rating: { average: null, count: 0 },
        hourlyRate: 12500,
        services: ['limpieza', 'planchado', 'mascotas'],
        firstSlotStart: '2026-11-27T14:00:00.000Z',
        verified: false,
      });
      expect(agents.find((agent) => agent.id === early)?.avatarUrl).toBeNull();
    });

    it("carries each agent's rating summary (decision 29)", async () => {
      const agent = await agentNamed(db, 'Con Evaluaciones');
      const customer = await createCustomer(db);
      for (const [index, rating] of [5, 4, 4, 5].entries()) {
        const slot = await slotAt(db, agent, `2026-11-1${index}T12:00:00Z`, 60, {
          status: 'accepted',
          bookingStatus: 'booked_accepted',
        });
        const booking = await createBooking(db, {
          customerId: customer.user.id,
          slot,
          status: 'finished_evaluated',
        });
        await db.insert(ratings).values({
          bookingId: booking.id,
          agentId: agent,
          customerId: customer.user.id,
          rating,
        });
      }
      await slotAt(db, agent, '2026-11-28T12:00:00Z');
      const [shown] = (await agentsOn('2026-11-28')).agents;
      expect(shown?.rating).toEqual({ average: 4.5, count: 4 });
    });

    it("never shows an agent's email, phone or address (decision 28)", async () => {
      const agent = await agentNamed(db, 'Privada Total', {
        address: 'Calle Secreta 123, Providencia, Santiago',
        comuna: 'Providencia',
        bio: 'Sin datos de contacto.',
      });
      await db.update(users).set({ phone: '+56911112222' }).where(eq(users.id, agent));
      await slotAt(db, agent, '2026-11-29T12:00:00Z');
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, agent));
      const email = row?.email ?? 'no-email';
      for (const response of [
        await get('/api/agents/available', { day: '2026-11-29' }),
        await get('/api/customers/slots/availability', { agent_id: agent, day: '2026-11-29' }),
        await get('/api/v1/agents/closest-availability', { limit: '20' }),
      ]) {
        expect(response.statusCode).toBe(200);
        for (const secret of [
          email,
          '+56911112222',
          '56911112222',
          'Calle Secreta',
          'Providencia',
        ]) {
          expect(response.body).not.toContain(secret);
        }
      }
    });
  });

  describe("days on Santiago's calendar (decision 2)", () => {
    it('puts 00:00 and 23:59 local in their own day, not the UTC one', async () => {
      const agent = await agentNamed(db, 'Bordes Del Día');
      // 25 Nov 23:59, 26 Nov 00:00, 26 Nov 23:59, 27 Nov 00:00 in Santiago (UTC−3).
      const instants = [
        '2026-11-26T02:59:00.000Z',
        '2026-11-26T03:00:00.000Z',
        '2026-11-27T02:59:00.000Z',
        '2026-11-27T03:00:00.000Z',
      ];
      for (const start of instants) await slotAt(db, agent, start, 1);
      expect(startsOf((await slotsOf(agent, '2026-11-25')).slots)).toEqual([instants[0]]);
      expect(startsOf((await slotsOf(agent, '2026-11-26')).slots)).toEqual([
        instants[1],
        instants[2],
      ]);
      expect(startsOf((await slotsOf(agent, '2026-11-27')).slots)).toEqual([instants[3]]);
      expect((await agentsOn('2026-11-26')).agents.map((a) => a.id)).toContain(agent);
    });

    it('gives April’s long day its repeated hour', async () => {
      clock.set('2026-03-01T12:00:00Z');
      try {
        const agent = await agentNamed(db, 'Cambio De Abril');
        const instants = [
          '2026-04-04T03:00:00.000Z', // Sat 4 Apr 00:00 (UTC−3)
          '2026-04-05T02:30:00.000Z', // Sat 4 Apr 23:30, first time (UTC−3)
          '2026-04-05T03:30:00.000Z', // Sat 4 Apr 23:30, second time (UTC−4)
          '2026-04-05T04:00:00.000Z', // Sun 5 Apr 00:00 (UTC−4)
        ];
        for (const start of instants) await slotAt(db, agent, start, 30);
        expect(startsOf((await slotsOf(agent, '2026-04-04')).slots)).toEqual(instants.slice(0, 3));
        expect(startsOf((await slotsOf(agent, '2026-04-05')).slots)).toEqual([instants[3]]);
        expect(await daysOf('2026-04')).toEqual(['2026-04-04', '2026-04-05']);
      } finally {
        clock.set(NOW);
      }
    });

    it('starts September’s short day at 01:00, the hour after the skipped midnight', async () => {
      clock.set('2026-08-01T12:00:00Z');
      try {
        const agent = await agentNamed(db, 'Cambio De Septiembre');
        const instants = [
          '2026-09-06T03:30:00.000Z', // Sat 5 Sep 23:30 (UTC−4)
          '2026-09-06T04:00:00.000Z', // Sun 6 Sep 01:00 (UTC−3): the day's first instant
          '2026-09-07T02:30:00.000Z', // Sun 6 Sep 23:30 (UTC−3)
          '2026-09-07T03:00:00.000Z', // Mon 7 Sep 00:00 (UTC−3)
        ];
        for (const start of instants) await slotAt(db, agent, start, 30);
        expect(startsOf((await slotsOf(agent, '2026-09-05')).slots)).toEqual([instants[0]]);
        expect(startsOf((await slotsOf(agent, '2026-09-06')).slots)).toEqual(instants.slice(1, 3));
        expect(startsOf((await slotsOf(agent, '2026-09-07')).slots)).toEqual([instants[3]]);
        expect(await daysOf('2026-09')).toEqual(['2026-09-05', '2026-09-06', '2026-09-07']);
      } finally {
        clock.set(NOW);
      }
    });
  });

  describe('GET /api/agents/available-days', () => {
    it('marks the days of the month with an offered slot, from today on', async () => {
      const agent = await agentNamed(db, 'Días Del Mes');
      await slotAt(db, agent, '2027-01-05T12:00:00Z');
      await slotAt(db, agent, '2027-01-05T18:00:00Z');
      await slotAt(db, agent, '2027-01-20T02:30:00Z'); // 19 Jan 23:30 in Santiago
      await slotAt(db, agent, '2027-01-22T12:00:00Z', 180, { status: 'not available' });
      expect(await daysOf('2027-01')).toEqual(['2027-01-05', '2027-01-19']);
      // Months in the past or beyond 90 days have no such day.
      expect(await daysOf('2026-10')).toEqual([]);
      expect(await daysOf('2027-06')).toEqual([]);
    });
  });

  describe('GET /api/customers/slots/availability', () => {
    it('names the agent and its rate, and answers 404 for an agent that does not exist', async () => {
      const agent = await agentNamed(db, 'Tarifa Conocida', { hourlyRate: 9900 });
      const answer = await slotsOf(agent, '2026-11-30');
      expect(answer).toEqual({
        agent: { id: agent, name: 'Tarifa Conocida', hourlyRate: 9900 },
        day: '2026-11-30',
        slots: [],
      });
      for (const agentId of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
        const response = await get('/api/customers/slots/availability', {
          agent_id: agentId,
          day: '2026-11-30',
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: { message: api.agentNotFound } });
      }
      // A customer is no agent.
      const customer = await createCustomer(db);
      const asCustomer = await get('/api/customers/slots/availability', {
        agent_id: customer.user.id,
        day: '2026-11-30',
      });
      expect(asCustomer.statusCode).toBe(404);
    });
  });

  describe('bad input', () => {
    it.each([
      ['/api/agents/available', { day: 'mañana' }, api.badDay],
      ['/api/agents/available', { day: '2026-02-30' }, api.badDay],
      ['/api/agents/available', { day: '2026-11-23T00:00' }, api.badDay],
      ['/api/agents/available', {}, api.badDay],
      ['/api/agents/available', { day: '2027-06-01' }, api.dayTooFar(90)],
      ['/api/agents/available', { day: '9999-12-31' }, api.dayTooFar(90)],
      [
        '/api/customers/slots/availability',
        { agent_id: '00000000-0000-4000-8000-000000000000', day: '2027-06-01' },
        api.dayTooFar(90),
      ],
      ['/api/customers/slots/availability', { day: '2026-11-30' }, api.badAgentId],
      ['/api/agents/available-days', { month: '2026-13' }, api.badMonth],
      ['/api/agents/available-days', { month: '2026-1' }, api.badMonth],
      ['/api/v1/agents/closest-availability', { limit: '10000' }, api.badLimit(20)],
      ['/api/v1/agents/closest-availability', { limit: '0' }, api.badLimit(20)],
      ['/api/v1/agents/closest-availability', { page: '0' }, api.badPage],
      ['/api/v1/agents/closest-availability', { page: '1.5' }, api.badPage],
      ['/api/v1/agents/closest-availability', { page: 'dos' }, api.badPage],
      ['/api/v1/agents/closest-availability', { page: '99999999' }, api.badPage],
    ])('%s %o is a 400 in Spanish', async (url, query, message) => {
      const response = await get(url, query as Record<string, string>);
      expect(response.statusCode, response.body).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    });

    it('answers the last day a slot may start on', async () => {
      // 23 Nov + 91 days: a slot may start up to 90 × 24 hours after now, late on that day.
      expect((await get('/api/agents/available', { day: '2027-02-22' })).statusCode).toBe(200);
      expect((await get('/api/agents/available', { day: '2027-02-23' })).statusCode).toBe(400);
    });
  });
});

describe('GET /api/v1/agents/closest-availability', async () => {
  const clock = manualClock(NOW);
  const testApp = await createTestApp({ clock });
  const { app, database } = testApp;
  const db = database.db;
  const get = reader(testApp);
  const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS).toISOString();

  async function page(query: Record<string, string> = {}, token?: string) {
    const response = await get('/api/v1/agents/closest-availability', query, token);
    expect(response.statusCode, response.body).toBe(200);
    return ClosestAvailabilitySchema.parse(response.json());
  }

  it('orders agents by their next slot, then the caller’s comuna, and pages them', async () => {
    const { customer, comuna, elsewhere } = await customerWithComuna(app, db);

    const soonA = await agentNamed(db, 'Ana Pronto', { comuna: elsewhere });
    await slotAt(db, soonA, at(2));
    await slotAt(db, soonA, at(30));
    const soonB = await agentNamed(db, 'Berta Pronto', { comuna });
    await slotAt(db, soonB, at(2));
    const later = await agentNamed(db, 'Carla Después', { comuna });
    await slotAt(db, later, at(5));
    await slotAt(db, later, at(1), 60, { status: 'not available' });
    const closed = await agentNamed(db, 'Dora Cerrada');
    await slotAt(db, closed, at(3), 60, { status: 'not available' });
    const past = await agentNamed(db, 'Elena Pasada');
    await slotAt(db, past, at(-1), 60);

    const anonymous = await page();
    expect(anonymous).toMatchObject({ total: 3, page: 1, limit: 4 });
    expect(anonymous.agents.map((agent) => agent.id)).toEqual([soonA, soonB, later]);
    expect(anonymous.agents[0]).toEqual({
      id: soonA,
      name: 'Ana Pronto',
      avatarUrl: null,
      verified: false,
      closestAvailability: {
        id: expect.any(String),
        status: 'available',
        bookingStatus: null,
        startTime: at(2),
        endTime: new Date(Date.parse(at(2)) + 3 * HOUR_MS).toISOString(),
        hours: 3,
      },
    });

    // Decision 33: among everyone's agents, at equal times the caller's own comuna first.
    const asCustomer = await page({ allComunas: 'true' }, customer.token);
    expect(asCustomer.agents.map((agent) => agent.id)).toEqual([soonB, soonA, later]);

    const first = await page({ limit: '2' });
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.agents.map((agent) => agent.id)).toEqual([soonA, soonB]);
    const second = await page({ limit: '2', page: '2' });
    expect(second.agents.map((agent) => agent.id)).toEqual([later]);
    const beyond = await page({ limit: '2', page: '3' });
    expect(beyond).toEqual({
      agents: [],
      total: 3,
      page: 3,
      limit: 2,
      comuna: null,
      favourites: [],
    });
    expect((await page({ page: '10000' })).agents).toEqual([]);
  });
});

describe('closest availability when one agent holds the soonest slots', async () => {
  const clock = manualClock(NOW);
  const testApp = await createTestApp({ clock });
  const { database } = testApp;
  const db = database.db;
  const get = reader(testApp);
  const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS).toISOString();

  it('still finds the next agents beyond the first slots it reads', async () => {
    // More soonest slots of one agent than the first read takes (64), then two more agents.
    const busy = await agentNamed(db, 'Ana Ocupada');
    for (let hour = 1; hour <= 70; hour += 1) await slotAt(db, busy, at(hour), 60);
    const next = await agentNamed(db, 'Berta Siguiente');
    await slotAt(db, next, at(80));
    const last = await agentNamed(db, 'Carla Última');
    await slotAt(db, last, at(90));

    const response = await get('/api/v1/agents/closest-availability', {});
    expect(response.statusCode, response.body).toBe(200);
    const body = ClosestAvailabilitySchema.parse(response.json());
    expect(body.total).toBe(3);
    expect(body.agents.map((agent) => [agent.id, agent.closestAvailability.startTime])).toEqual([
      [busy, at(1)],
      [next, at(80)],
      [last, at(90)],
    ]);
    const second = await get('/api/v1/agents/closest-availability', { page: '2', limit: '1' });
    expect(ClosestAvailabilitySchema.parse(second.json()).agents.map((a) => a.id)).toEqual([next]);
  });
});

describe('closest availability when many agents share an instant (ADR-057)', async () => {
  const clock = manualClock(NOW);
  const testApp = await createTestApp({ clock });
  const { app, database } = testApp;
  const db = database.db;
  const get = reader(testApp);
  const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS);

  it('pages them in order, the caller’s comuna first, more of them than one read takes', async () => {
    const { customer, comuna, elsewhere } = await customerWithComuna(app, db);

    // Three agents of the caller's comuna with a slot every hour (more entries than one read of
    // 64), 70 agents elsewhere all at hour 2, and one more at hour 100.
    const neighbours: string[] = [];
    for (const name of ['Zoe Vecina', 'Zulema Vecina', 'Zunilda Vecina']) {
      neighbours.push(await agentNamed(db, name, { comuna }));
    }
    const tied: string[] = [];
    for (let number = 1; number <= 70; number += 1) {
      tied.push(
        await agentNamed(db, `Agente ${String(number).padStart(3, '0')}`, { comuna: elsewhere }),
      );
    }
    const late = await agentNamed(db, 'Agente Tardía', { comuna: elsewhere });
    const slot = (agentId: string, hours: number) => ({
      agentId,
      startTime: at(hours),
      endTime: at(hours + 1),
    });
    await db
      .insert(availabilitySlots)
      .values([
        ...neighbours.flatMap((agentId) =>
          Array.from({ length: 70 }, (_, hour) => slot(agentId, hour + 2)),
        ),
        ...tied.map((agentId) => slot(agentId, 2)),
        slot(late, 100),
      ]);

    const pages = async (token?: string) => {
      const ids: string[] = [];
      for (let number = 1; number <= 9; number += 1) {
        const response = await get(
          '/api/v1/agents/closest-availability',
          { page: String(number), limit: '10', allComunas: 'true' },
          token,
        );
        expect(response.statusCode, response.body).toBe(200);
        const body = ClosestAvailabilitySchema.parse(response.json());
        expect(body.total).toBe(74);
        ids.push(...body.agents.map((agent) => agent.id));
      }
      return ids;
    };
    // Among equal times: the comuna's agents first for its customer, by name for anyone else.
    expect(await pages(customer.token)).toEqual([...neighbours, ...tied, late]);
    expect(await pages()).toEqual([...tied, ...neighbours, late]);
  });
});

describe('closest availability when one comuna’s next agent lies beyond the others’ first read', async () => {
  const clock = manualClock(NOW);
  const testApp = await createTestApp({ clock });
  const { app, database } = testApp;
  const db = database.db;
  const get = reader(testApp);
  const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS);

  it('gives no place to an entry an unread one sorts before', async () => {
    const { customer, comuna, elsewhere } = await customerWithComuna(app, db);
    // Elsewhere: one agent with the 64 slots of the first read (hours 10 to 73), one more at 80.
    // In the customer's comuna: one agent at hour 100, read in the first pass of its stream.
    const busy = await agentNamed(db, 'Ana Ocupada', { comuna: elsewhere });
    const beyond = await agentNamed(db, 'Berta Después', { comuna: elsewhere });
    const neighbour = await agentNamed(db, 'Carla Vecina', { comuna });
    await db.insert(availabilitySlots).values([
      ...Array.from({ length: 64 }, (_, hour) => ({
        agentId: busy,
        startTime: at(hour + 10),
        endTime: at(hour + 11),
      })),
      { agentId: beyond, startTime: at(80), endTime: at(81) },
      { agentId: neighbour, startTime: at(100), endTime: at(101) },
    ]);

    const second = await get(
      '/api/v1/agents/closest-availability',
      { page: '2', limit: '1', allComunas: 'true' },
      customer.token,
    );
    expect(second.statusCode, second.body).toBe(200);
    const body = ClosestAvailabilitySchema.parse(second.json());
    expect(body.agents.map((agent) => [agent.id, agent.closestAvailability.startTime])).toEqual([
      [beyond, at(80).toISOString()],
    ]);
  });
});

describe('the days of another TIME_ZONE (ADR-055)', async () => {
  const clock = manualClock(NOW);
  const testApp = await createTestApp({
    clock,
    settings: { TIME_ZONE: 'Europe/Madrid' },
  });
  const { database } = testApp;
  const get = reader(testApp);

  it('lists an agent on the day of the API’s calendar, ahead or today', async () => {
    const agentId = await agentNamed(database.db, 'Inés Madrid');
    // 01:00 UTC on 5 December: 5 December in Madrid (UTC+1), still 4 December in Santiago.
    await slotAt(database.db, agentId, '2026-12-05T01:00:00Z');
    // 22:30 UTC on 23 November: still 23 November (today, read from the slots) in Madrid.
    await slotAt(database.db, agentId, '2026-11-23T22:30:00Z', 60);
    const idsOn = async (day: string) => {
      const response = await get('/api/agents/available', { day });
      expect(response.statusCode, response.body).toBe(200);
      return AvailableAgentsSchema.parse(response.json()).agents.map((agent) => agent.id);
    };
    expect(await idsOn('2026-12-05')).toEqual([agentId]);
    expect(await idsOn('2026-12-04')).toEqual([]);
    expect(await idsOn('2026-11-23')).toEqual([agentId]);
  });
});

// Named statements are PostgreSQL's; PGlite's driver sends every query unnamed and plans it anew.
// Only the suite of the run's driver is declared.
if (inject('testDatabaseTemplate').driver === 'postgres') {
  describe('the prepared hot reads (ADR-058)', async () => {
    const { database } = await createTestApp({ clock: manualClock(NOW) });
    // Prepared statements belong to one connection, and a pool may hand each read another: the
    // reads here and the look at their statements share one connection of their own.
    const { queueConnection } = database;
    if (queueConnection.driver !== 'postgres') throw new Error('not on PostgreSQL');
    const connection = new pg.Client({ connectionString: queueConnection.url });
    await connection.connect();
    closeLater(() => connection.end());
    const db: Database = drizzleNodePostgres({ client: connection, schema });
    const READS = 8;

    /**
     * The named statements of the connection: their text, the types of the values they bind, and
     * how many times they ran, on either plan (which plan PostgreSQL takes is its own choice,
     * weighed from costs and statistics, so no test counts it).
     */
    async function preparedStatements() {
      const rows = await rowsOf<{ name: string; statement: string; bound: string[]; runs: string }>(
        db,
        sql`select name, statement, parameter_types::text[] as bound,
                   generic_plans + custom_plans as runs
            from pg_prepared_statements`,
      );
      return new Map(rows.map((row) => [row.name, { ...row, runs: Number(row.runs) }]));
    }

    const agentId = await agentNamed(database.db, 'Berta Planes');
    await database.db.execute(sql`
      insert into availability_slots (agent_id, start_time, end_time, status)
      select ${agentId}, t, t + interval '1 hour',
             (array['available', 'not available', 'accepted', 'rejected'])[1 + n % 4]
      from generate_series(1, 40) as n,
           lateral (select ${NOW}::timestamptz + n * interval '2 hours' as t) as start`);
    const now = new Date(NOW);
    for (let read = 0; read < READS; read++) {
      await readAgentDaySlots(db, {
        agentId,
        now,
        start: new Date('2026-11-24T03:00:00Z'),
        end: new Date('2026-11-25T03:00:00Z'),
      });
      await listClosestAvailability(db, { now, comuna: 'Arica', limit: 4, offset: 0, agents: 1 });
      await listAgentsOfferingOnDay(db, { day: '2026-11-24', limit: 100 });
    }
    const statements = await preparedStatements();
    const names = ['agent_day_slots', 'closest_page_by_comuna_64', 'agents_offering_on_day_100'];

    it.each(names)('%s is prepared once and run by name on every read', (name) => {
      // Each read runs its statement once (the closest availability's first page is certain).
      expect(statements.get(name)?.runs).toBe(READS);
    });

    it('bind only what changes per request, so that their generic plan can use the offered indexes', () => {
      const [daySlots, closest, agentsOfDay] = names.map((name) => statements.get(name));
      // The offered predicate's constants are in the text: the partial indexes' predicate
      // (`status = 'available' AND booking_status IS NULL`) and the live booking statuses.
      const live = liveBookingStatuses.map((status) => `'${status}'`).join(', ');
      expect(daySlots?.statement).toContain(`"availability_slots"."status" = 'available'`);
      expect(daySlots?.statement).toContain(`"availability_slots"."booking_status" is null`);
      expect(daySlots?.statement).toContain(`"bookings"."status" IN (${live})`);
      const instant = 'timestamp with time zone';
      // Bound: now, the day's start and end, the agent.
      expect(daySlots?.bound).toEqual([instant, instant, instant, 'text']);
      // The window of each stream is in the text; bound: now and the comuna for each stream, the
      // page's limit and offset.
      expect(closest?.statement).toMatch(/ limit 64\)/);
      expect(closest?.bound).toEqual([instant, 'text', instant, 'text', 'bigint', 'bigint']);
      // The page size is in the text; bound: the day, for the page, for the cutoff of its first
      // slots (ADR-079) and for its total.
      expect(agentsOfDay?.statement).toMatch(/ limit 100$/);
      expect(agentsOfDay?.bound).toEqual(['date', 'date', 'date']);
    });
  });
}

describe('the search cache, true until the database or the clock changes an answer (ADR-065)', async () => {
  const clock = manualClock(NOW);
  const testApp = await createTestApp({ clock });
  const { app, database, discoveryChanges } = testApp;
  const db = database.db;
  const get = reader(testApp);
  const { searchCache } = discoveryChanges;

  async function agentsOn(day: string) {
    const response = await get('/api/agents/available', { day });
    expect(response.statusCode, response.body).toBe(200);
    return AvailableAgentsSchema.parse(response.json()).agents;
  }
  async function closest() {
    const response = await get('/api/v1/agents/closest-availability');
    expect(response.statusCode, response.body).toBe(200);
    return ClosestAvailabilitySchema.parse(response.json());
  }
  /**
   * A write with every trigger off (its notifications and the summaries' upkeep): what is read
   * next shows whether the answer came from memory. Only for columns no summary holds.
   */
  function withoutTriggers(write: (tx: Transaction) => Promise<unknown>) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await write(tx);
    });
  }

  it('answers the same search from memory until a table it is read from changes', async () => {
    const day = '2026-12-02';
    const ana = await agentNamed(db, 'Ana Guardada', { bio: 'Primera versión.' });
    await slotAt(db, ana, '2026-12-02T12:00:00Z');
    // A new agent's profile forgets everything: made before the first search, so that what
    // forgets the answers below is the slot or the booking itself.
    const bea = await agentNamed(db, 'Bea Nueva');
    expect((await agentsOn(day)).map((agent) => agent.bio)).toEqual(['Primera versión.']);
    expect(searchCache.size).toBeGreaterThan(0);

    // A change the database does not announce is not seen: the answer came from memory.
    const bio = (executor: Executor, text: string) =>
      executor.update(agentProfiles).set({ bio: text }).where(eq(agentProfiles.userId, ana));
    await withoutTriggers((tx) => bio(tx, 'Segunda versión.'));
    expect((await agentsOn(day)).map((agent) => agent.bio)).toEqual(['Primera versión.']);
    // Announced, it is.
    await bio(db, 'Tercera versión.');
    expect((await agentsOn(day)).map((agent) => agent.bio)).toEqual(['Tercera versión.']);

    // A new slot, a booking that takes one, a new rating: each reaches the next answer.
    const beaSlot = await slotAt(db, bea, '2026-12-02T11:00:00Z');
    expect((await agentsOn(day)).map((agent) => agent.id)).toEqual([bea, ana]);
    const customer = await createCustomer(db);
    await createBooking(db, { customerId: customer.user.id, slot: beaSlot, status: 'pending' });
    expect((await agentsOn(day)).map((agent) => agent.id)).toEqual([ana]);
    const done = await slotAt(db, ana, '2026-11-10T12:00:00Z', 60, {
      status: 'accepted',
      bookingStatus: 'booked_accepted',
    });
    const booking = await createBooking(db, {
      customerId: customer.user.id,
      slot: done,
      status: 'finished_evaluated',
    });
    await db
      .insert(ratings)
      .values({ bookingId: booking.id, agentId: ana, customerId: customer.user.id, rating: 4 });
    expect((await agentsOn(day))[0]?.rating).toEqual({ average: 4, count: 1 });
  });

  if (database.driver === 'postgres') {
    it('PostgreSQL: reads every search from the database while the listening connection is lost', async () => {
      const day = '2026-12-05';
      const agent = await agentNamed(db, 'Eva Escucha', { bio: 'Antes.' });
      await slotAt(db, agent, '2026-12-05T12:00:00Z');
      expect((await agentsOn(day)).map((shown) => shown.bio)).toEqual(['Antes.']);
      await db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE application_name = ${LISTENER_NAME} AND datname = current_database()`,
      );
      await vi.waitFor(() => expect(discoveryChanges.listening).toBe(false));
      // Unannounced, and still seen: nothing is answered from memory meanwhile.
      await withoutTriggers((tx) =>
        tx.update(agentProfiles).set({ bio: 'Después.' }).where(eq(agentProfiles.userId, agent)),
      );
      // Whether or not the listener is back by now (it empties the store when it is), the
      // answer is the database's.
      expect((await agentsOn(day)).map((shown) => shown.bio)).toEqual(['Después.']);
      await vi.waitFor(() => expect(discoveryChanges.listening).toBe(true), { timeout: 5_000 });
    });
  }

  it('forgets only the day a change names, and closest availability', async () => {
    const [changed, untouched] = ['2026-12-07', '2026-12-08'];
    const first = await agentNamed(db, 'Fabiola Días');
    await slotAt(db, first, '2026-12-07T12:00:00Z');
    await slotAt(db, first, '2026-12-08T12:00:00Z');
    await agentsOn(changed);
    await agentsOn(untouched);
    await closest();
    const second = await agentNamed(db, 'Gloria Otra');
    // Announced as "everything" (a new agent's profile); read again.
    await agentsOn(changed);
    await agentsOn(untouched);
    await closest();
    const now = clock.now();
    expect(searchCache.get(`day:${untouched}`, now)).toBeDefined();
    await slotAt(db, second, '2026-12-07T13:00:00Z');
    await discoveryChanges.caughtUp();
    expect(searchCache.get(`day:${changed}`, now)).toBeUndefined();
    expect(searchCache.get('closest 1 4 ', now)).toBeUndefined();
    expect(searchCache.get(`day:${untouched}`, now)).toBeDefined();
    expect((await agentsOn(changed)).map((agent) => agent.id)).toEqual([first, second]);
  });

  it('reads today again when a slot changes, even if the day’s summary does not', async () => {
    clock.set(NOW); // 09:00 in Santiago
    const today = '2026-11-23';
    const agent = await agentNamed(db, 'Hilda Hoy');
    // Started at 08:00 and still available: the summary's first start of the day stays 08:00.
    await slotAt(db, agent, '2026-11-23T11:00:00Z', 60);
    const later = await slotAt(db, agent, '2026-11-23T15:00:00Z', 60);
    const before = await agentsOn(today);
    expect(before.find((shown) => shown.id === agent)?.firstSlotStart).toBe(
      '2026-11-23T15:00:00.000Z',
    );
    const customer = await createCustomer(db);
    await createBooking(db, { customerId: customer.user.id, slot: later, status: 'pending' });
    expect((await agentsOn(today)).map((shown) => shown.id)).not.toContain(agent);
  });

  it('does not keep an answer already past its instant', async () => {
    expect(await agentsOn('2026-11-20')).toEqual([]);
    expect(searchCache.get('day:2026-11-20', clock.now())).toBeUndefined();
  });

  it('shows a slot published through the API in the very next search', async () => {
    const day = '2026-12-03';
    const agent = await signedInAccount(app, db, 'agent', { withProfile: true });
    expect(await agentsOn(day)).toEqual([]);
    const published = await app.inject({
      method: 'POST',
      url: '/api/agents/slots',
      headers: { authorization: `Bearer ${agent.token}` },
      payload: {
        slots: [{ startTime: '2026-12-03T09:00-03:00', endTime: '2026-12-03T12:00-03:00' }],
      },
    });
    expect(published.statusCode, published.body).toBe(201);
    // No waiting here: the POST answered only once this process had heard its change.
    const response = await app.inject({ method: 'GET', url: `/api/agents/available?day=${day}` });
    expect(AvailableAgentsSchema.parse(response.json()).agents.map((a) => a.id)).toEqual([
      agent.user.id,
    ]);
  });

  it('reads again once the clock reaches the first slot the answer holds', async () => {
    clock.set(NOW);
    const soon = await agentNamed(db, 'Carla Pronto');
    await slotAt(db, soon, '2026-11-23T14:00:00Z', 60);
    const later = await agentNamed(db, 'Dora Luego');
    await slotAt(db, later, '2026-11-23T16:00:00Z', 60);
    await slotAt(db, later, '2026-11-24T16:00:00Z', 60);
    const first = await closest();
    expect(first.agents.slice(0, 2).map((agent) => agent.id)).toEqual([soon, later]);
    const tomorrow = await agentsOn('2026-11-24');
    expect(tomorrow.map((agent) => agent.id)).toContain(later);

    // Nothing in the database changes; the first slot starts.
    clock.set('2026-11-23T14:00:00Z');
    const next = await closest();
    expect(next.agents.map((agent) => agent.id)).not.toContain(soon);
    expect(next.agents[0]?.id).toBe(later);
    expect(next.total).toBe(first.total - 1);
    // The next day becomes today, read from its slots; its first slot starts, and it is gone.
    clock.set('2026-11-24T16:00:00Z');
    expect((await agentsOn('2026-11-24')).map((agent) => agent.id)).not.toContain(later);
    clock.set(NOW);
  });
});

// Two processes need a server; PGlite lives in one. Only the suite of the run's driver is declared.
if (inject('testDatabaseTemplate').driver === 'postgres') {
  describe('the search caches of two API processes on one PostgreSQL (ADR-065)', async () => {
    const server = await createServerDatabase();
    // Registered first, so it runs after the apps and their databases have closed.
    afterAll(() => server.remove());
    const [first, second] = await Promise.all([server.open(), server.open()]);
    const appA = await createTestApp({ clock: manualClock(NOW), database: first });
    const appB = await createTestApp({ clock: manualClock(NOW), database: second });

    it('forgets in one process what a request to the other changed', async () => {
      const day = '2026-12-04';
      const read = async () => {
        const response = await appA.app.inject({
          method: 'GET',
          url: `/api/agents/available?day=${day}`,
        });
        return AvailableAgentsSchema.parse(response.json()).agents.map((agent) => agent.id);
      };
      // The new agent's profile forgets everything in both processes; only then is the search
      // kept, so that what forgets it below is the slot alone.
      const agent = await signedInAccount(appB.app, second.db, 'agent', { withProfile: true });
      await appA.discoveryChanges.caughtUp();
      expect(await read()).toEqual([]);
      expect(appA.discoveryChanges.searchCache.size).toBe(1);
      const published = await appB.app.inject({
        method: 'POST',
        url: '/api/agents/slots',
        headers: { authorization: `Bearer ${agent.token}` },
        payload: {
          slots: [{ startTime: '2026-12-04T09:00-03:00', endTime: '2026-12-04T12:00-03:00' }],
        },
      });
      expect(published.statusCode, published.body).toBe(201);
      // Process A hears the commit on its own listening connection.
      await appA.discoveryChanges.caughtUp();
      expect(appA.discoveryChanges.searchCache.size).toBe(0);
      expect(await read()).toEqual([agent.user.id]);
    });
  });
}
