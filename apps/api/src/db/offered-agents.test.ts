import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { liveBookingStatuses } from '@brillo/domain/enums';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { createAgent, createBooking, createCustomer, createSlot } from './factories.ts';
import {
  agentProfiles,
  availabilitySlots,
  bookings,
  calendarSettings,
  offeredAgentDays,
  offeredAgents,
  offeredSlots,
  users,
} from './schema.ts';

// The summaries the database keeps of the offered slots (ADR-055 and ADR-057, migrations 0011 and
// 0013): every write below goes through plain SQL, as any writer would, and the triggers must
// leave the same answer the slots themselves give. After each test, `offered_slots` must hold
// exactly the offered slots, each with its agent's current name and comuna.

const at = (iso: string) => new Date(iso);
const HOUR_MS = 60 * 60 * 1000;

describe('offered_agents and offered_agent_days', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const db = () => database.db;

  /** Resolves once a transaction on this file's PostgreSQL database waits for another's lock. */
  async function aTransactionWaitsForALock() {
    await vi.waitFor(
      async () => {
        const { rows } = (await db().execute(
          sql`select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: { waiting: number }[] };
        expect(rows[0]?.waiting).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 10 },
    );
  }

  afterEach(async () => {
    const key = (row: { slotId: string; startTime: Date }) =>
      `${row.slotId} ${row.startTime.toISOString()}`;
    const kept = await db()
      .select({
        slotId: offeredSlots.slotId,
        agentId: offeredSlots.agentId,
        startTime: offeredSlots.startTime,
        agentName: offeredSlots.agentName,
        comuna: offeredSlots.comuna,
      })
      .from(offeredSlots);
    const fromSlots = await db()
      .select({
        slotId: availabilitySlots.id,
        agentId: availabilitySlots.agentId,
        startTime: availabilitySlots.startTime,
        agentName: users.name,
        comuna: agentProfiles.comuna,
      })
      .from(availabilitySlots)
      .innerJoin(agentProfiles, eq(agentProfiles.userId, availabilitySlots.agentId))
      .innerJoin(users, eq(users.id, agentProfiles.userId))
      .where(
        and(
          eq(availabilitySlots.status, 'available'),
          sql`${availabilitySlots.bookingStatus} is null`,
          sql`${users.suspendedAt} is null`,
          sql`not exists (select 1 from ${bookings} where ${bookings.availabilityId} = ${availabilitySlots.id}
            and ${inArray(bookings.status, [...liveBookingStatuses])})`,
        ),
      );
    const sorted = (rows: typeof kept) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));
    expect(sorted(kept)).toEqual(sorted(fromSlots));
  });

  async function latestOf(agentId: string) {
    const [row] = await db()
      .select({ last: offeredAgents.lastOfferedStart })
      .from(offeredAgents)
      .where(eq(offeredAgents.agentId, agentId));
    return row?.last.toISOString() ?? null;
  }

  async function daysOf(agentId: string) {
    const rows = await db()
      .select({
        day: offeredAgentDays.day,
        first: offeredAgentDays.firstStart,
        name: offeredAgentDays.agentName,
      })
      .from(offeredAgentDays)
      .where(eq(offeredAgentDays.agentId, agentId))
      .orderBy(asc(offeredAgentDays.day));
    return rows.map((row) => ({ ...row, first: row.first.toISOString() }));
  }

  /** Two slots a day, 09:00 and 15:00 in Santiago (UTC−3 in summer), on 2031-01-10 and -11. */
  async function agentWithSlots() {
    const agent = await createAgent(db());
    const slot = (iso: string) =>
      createSlot(db(), {
        agentId: agent.user.id,
        startTime: at(iso),
        endTime: new Date(Date.parse(iso) + 2 * HOUR_MS),
      });
    const slots = {
      tenMorning: await slot('2031-01-10T12:00:00Z'),
      tenAfternoon: await slot('2031-01-10T18:00:00Z'),
      elevenMorning: await slot('2031-01-11T12:00:00Z'),
      elevenAfternoon: await slot('2031-01-11T18:00:00Z'),
    };
    return { agent, slots };
  }

  it('records each agent with its latest offered start and its first offered start of each day', async () => {
    const { agent } = await agentWithSlots();
    expect(await latestOf(agent.user.id)).toBe('2031-01-11T18:00:00.000Z');
    expect(await daysOf(agent.user.id)).toEqual([
      { day: '2031-01-10', first: '2031-01-10T12:00:00.000Z', name: agent.user.name },
      { day: '2031-01-11', first: '2031-01-11T12:00:00.000Z', name: agent.user.name },
    ]);
  });

  it('leaves out a slot once a live booking holds it, even with the slot row unchanged, and takes it back when the booking is cancelled', async () => {
    const { agent, slots } = await agentWithSlots();
    const customer = await createCustomer(db());
    const booking = await createBooking(db(), {
      customerId: customer.user.id,
      slot: slots.elevenAfternoon,
      status: 'pending',
    });
    const morningBooking = await createBooking(db(), {
      customerId: customer.user.id,
      slot: slots.tenMorning,
      status: 'accepted_payment_success',
    });
    expect(await latestOf(agent.user.id)).toBe('2031-01-11T12:00:00.000Z');
    expect((await daysOf(agent.user.id))[0]?.first).toBe('2031-01-10T18:00:00.000Z');

    await db()
      .update(bookings)
      .set({ status: 'accepted_customer_cancelation' })
      .where(eq(bookings.id, booking.id));
    await db()
      .update(bookings)
      .set({ status: 'rejected' })
      .where(eq(bookings.id, morningBooking.id));
    expect(await latestOf(agent.user.id)).toBe('2031-01-11T18:00:00.000Z');
    expect((await daysOf(agent.user.id))[0]?.first).toBe('2031-01-10T12:00:00.000Z');

    // A live booking removed outright gives its slot back as well.
    const again = await createBooking(db(), {
      customerId: customer.user.id,
      slot: slots.elevenAfternoon,
      status: 'accepted_pending_payment',
    });
    expect(await latestOf(agent.user.id)).toBe('2031-01-11T12:00:00.000Z');
    await db().delete(bookings).where(eq(bookings.id, again.id));
    expect(await latestOf(agent.user.id)).toBe('2031-01-11T18:00:00.000Z');
  });

  it('needs no booking to hide a slot whose row is already taken, and keeps it hidden when that booking ends', async () => {
    const { agent, slots } = await agentWithSlots();
    const customer = await createCustomer(db());
    await db()
      .update(availabilitySlots)
      .set({ status: 'accepted', bookingStatus: 'booked_accepted' })
      .where(eq(availabilitySlots.id, slots.elevenAfternoon.id));
    const booking = await createBooking(db(), {
      customerId: customer.user.id,
      slot: slots.elevenAfternoon,
      status: 'accepted_payment_success',
    });
    await db().update(bookings).set({ status: 'rejected' }).where(eq(bookings.id, booking.id));
    expect(await latestOf(agent.user.id)).toBe('2031-01-11T12:00:00.000Z');
  });

  it('follows the slot row: not available, waiting for the agent, accepted, moved, deleted', async () => {
    const { agent, slots } = await agentWithSlots();
    const setSlot = (id: string, values: Partial<typeof availabilitySlots.$inferInsert>) =>
      db().update(availabilitySlots).set(values).where(eq(availabilitySlots.id, id));

    await setSlot(slots.elevenAfternoon.id, { status: 'not available' });
    await setSlot(slots.elevenMorning.id, { bookingStatus: 'booked_waiting_agent_confirmation' });
    expect(await latestOf(agent.user.id)).toBe('2031-01-10T18:00:00.000Z');
    expect((await daysOf(agent.user.id)).map((row) => row.day)).toEqual(['2031-01-10']);

    await setSlot(slots.tenAfternoon.id, { status: 'accepted', bookingStatus: 'booked_accepted' });
    await setSlot(slots.tenMorning.id, {
      startTime: at('2031-01-12T12:00:00Z'),
      endTime: at('2031-01-12T14:00:00Z'),
    });
    expect(await latestOf(agent.user.id)).toBe('2031-01-12T12:00:00.000Z');
    expect(await daysOf(agent.user.id)).toEqual([
      { day: '2031-01-12', first: '2031-01-12T12:00:00.000Z', name: agent.user.name },
    ]);

    await db().delete(availabilitySlots).where(eq(availabilitySlots.id, slots.tenMorning.id));
    expect(await latestOf(agent.user.id)).toBeNull();
    expect(await daysOf(agent.user.id)).toEqual([]);
  });

  it('drops every row of a suspended agent and writes them back when the agent is restored (migration 0021)', async () => {
    const { agent } = await agentWithSlots();
    const other = await agentWithSlots();
    await db()
      .update(users)
      .set({ suspendedAt: at('2030-12-01T00:00:00Z') })
      .where(eq(users.id, agent.user.id));
    expect(await latestOf(agent.user.id)).toBeNull();
    expect(await daysOf(agent.user.id)).toEqual([]);
    expect(await latestOf(other.agent.user.id)).toBe('2031-01-11T18:00:00.000Z');

    // A slot added while suspended is not offered either.
    await createSlot(db(), {
      agentId: agent.user.id,
      startTime: at('2031-01-12T12:00:00Z'),
      endTime: at('2031-01-12T14:00:00Z'),
    });
    expect(await latestOf(agent.user.id)).toBeNull();

    await db().update(users).set({ suspendedAt: null }).where(eq(users.id, agent.user.id));
    expect(await latestOf(agent.user.id)).toBe('2031-01-12T12:00:00.000Z');
    expect((await daysOf(agent.user.id)).map((row) => row.day)).toEqual([
      '2031-01-10',
      '2031-01-11',
      '2031-01-12',
    ]);
  });

  it('keeps the name of a renamed agent, and drops every row of a deleted one', async () => {
    const { agent } = await agentWithSlots();
    await db().update(users).set({ name: 'Zoila Zúñiga' }).where(eq(users.id, agent.user.id));
    expect((await daysOf(agent.user.id)).map((row) => row.name)).toEqual([
      'Zoila Zúñiga',
      'Zoila Zúñiga',
    ]);
    const slotNames = await db()
      .select({ name: offeredSlots.agentName })
      .from(offeredSlots)
      .where(eq(offeredSlots.agentId, agent.user.id));
    expect(slotNames.map((row) => row.name)).toEqual(Array(4).fill('Zoila Zúñiga'));

    await db().delete(users).where(eq(users.id, agent.user.id));
    expect(await latestOf(agent.user.id)).toBeNull();
    expect(await daysOf(agent.user.id)).toEqual([]);
  });

  it("keeps each offered slot with its agent's comuna, following a move", async () => {
    const { agent } = await agentWithSlots();
    const comunas = () =>
      db()
        .select({ comuna: offeredSlots.comuna })
        .from(offeredSlots)
        .where(eq(offeredSlots.agentId, agent.user.id));
    expect((await comunas()).map((row) => row.comuna)).toEqual(Array(4).fill(agent.profile.comuna));
    await db()
      .update(agentProfiles)
      .set({ comuna: 'Ñuñoa' })
      .where(eq(agentProfiles.userId, agent.user.id));
    expect((await comunas()).map((row) => row.comuna)).toEqual(Array(4).fill('Ñuñoa'));
    await db()
      .update(agentProfiles)
      .set({ comuna: null })
      .where(eq(agentProfiles.userId, agent.user.id));
    expect((await comunas()).map((row) => row.comuna)).toEqual(Array(4).fill(null));
  });

  it('summarises a statement of many slots and many agents at once', async () => {
    const first = await createAgent(db());
    const second = await createAgent(db());
    await db()
      .insert(availabilitySlots)
      .values(
        [first, second].flatMap((agent) =>
          [0, 1, 2].map((day) => ({
            agentId: agent.user.id,
            startTime: at(`2031-02-0${day + 1}T13:00:00Z`),
            endTime: at(`2031-02-0${day + 1}T15:00:00Z`),
          })),
        ),
      );
    for (const agent of [first, second]) {
      expect(await latestOf(agent.user.id)).toBe('2031-02-03T13:00:00.000Z');
      expect((await daysOf(agent.user.id)).map((row) => row.day)).toEqual([
        '2031-02-01',
        '2031-02-02',
        '2031-02-03',
      ]);
    }
  });

  it('gives a statement of more than 100 agents the same answer, read in one pass', async () => {
    const agents = [];
    for (let number = 0; number < 101; number += 1) agents.push(await createAgent(db()));
    const customer = await createCustomer(db());
    const slots = await db()
      .insert(availabilitySlots)
      .values(
        agents.flatMap((agent) =>
          ['2031-05-06T12:00:00Z', '2031-05-06T18:00:00Z'].map((start) => ({
            agentId: agent.user.id,
            startTime: at(start),
            endTime: new Date(Date.parse(start) + 2 * HOUR_MS),
          })),
        ),
      )
      .returning();
    const ids = agents.map((agent) => agent.user.id);
    const days = () =>
      db()
        .select({ agentId: offeredAgentDays.agentId, first: offeredAgentDays.firstStart })
        .from(offeredAgentDays)
        .where(and(eq(offeredAgentDays.day, '2031-05-06'), inArray(offeredAgentDays.agentId, ids)));
    expect((await days()).map((row) => row.first.toISOString())).toEqual(
      ids.map(() => '2031-05-06T12:00:00.000Z'),
    );

    // One statement books every morning slot: each agent's day now starts in the afternoon.
    const mornings = slots.filter((slot) => slot.startTime.toISOString().endsWith('12:00:00.000Z'));
    await db()
      .insert(bookings)
      .values(
        mornings.map((slot) => ({
          customerId: customer.user.id,
          agentId: slot.agentId,
          availabilityId: slot.id,
          bookingStartTime: slot.startTime,
          bookingEndTime: slot.endTime,
          hourlyRate: 15_000,
        })),
      );
    const after = await days();
    expect(after).toHaveLength(101);
    expect(new Set(after.map((row) => row.first.toISOString()))).toEqual(
      new Set(['2031-05-06T18:00:00.000Z']),
    );
    for (const agent of [agents[0], agents[100]]) {
      expect(await latestOf(agent?.user.id ?? '')).toBe('2031-05-06T18:00:00.000Z');
    }
  });

  it('writes the days in the calendar of the time zone set, rewriting them when it changes', async () => {
    const agent = await createAgent(db());
    // 01:00 UTC on 5 March is still 4 March in Santiago (UTC−3) and 5 March in Madrid (UTC+1).
    await createSlot(db(), {
      agentId: agent.user.id,
      startTime: at('2031-03-05T01:00:00Z'),
      endTime: at('2031-03-05T03:00:00Z'),
    });
    const day = async () => (await daysOf(agent.user.id)).map((row) => row.day);
    expect(await day()).toEqual(['2031-03-04']);

    const setZone = async (zone: string) => {
      const { rows } = (await db().execute(
        sql`select set_calendar_time_zone(${zone}) as changed`,
      )) as unknown as { rows: { changed: boolean }[] };
      return rows[0]?.changed;
    };
    try {
      expect(await setZone('Europe/Madrid')).toBe(true);
      expect(await day()).toEqual(['2031-03-05']);
      expect(await setZone('Europe/Madrid')).toBe(false);
    } finally {
      await setZone('America/Santiago');
    }
    expect(await day()).toEqual(['2031-03-04']);
    const [settings] = await db().select().from(calendarSettings);
    expect(settings?.timeZone).toBe('America/Santiago');
  });

  it('gives two transactions writing one agent at once the answer of both (the second waits for the first)', async () => {
    // The latest offered slot is the 11th's afternoon. One transaction books it while another
    // withdraws the 11th's morning: each alone would leave the other slot as the latest, but
    // together they leave the 10th's afternoon.
    const { agent, slots } = await agentWithSlots();
    const customer = await createCustomer(db());
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let booked = () => {};
    const bookedWritten = new Promise<void>((resolve) => {
      booked = resolve;
    });
    const booking = db().transaction(async (tx) => {
      await tx.insert(bookings).values({
        customerId: customer.user.id,
        agentId: agent.user.id,
        availabilityId: slots.elevenAfternoon.id,
        bookingStartTime: slots.elevenAfternoon.startTime,
        bookingEndTime: slots.elevenAfternoon.endTime,
        hourlyRate: agent.profile.hourlyRate,
      });
      booked();
      await released;
    });
    await bookedWritten;
    // On PostgreSQL this one waits for the booking's lock on the agent's profile; PGlite runs
    // the transactions one after the other.
    let withdrawn = false;
    const withdrawal = db()
      .transaction(async (tx) => {
        await tx
          .update(availabilitySlots)
          .set({ status: 'not available' })
          .where(eq(availabilitySlots.id, slots.elevenMorning.id));
      })
      .then(() => {
        withdrawn = true;
      });
    if (database.driver === 'postgres') await aTransactionWaitsForALock();
    expect(withdrawn).toBe(false);
    release();
    await Promise.all([booking, withdrawal]);

    expect(await latestOf(agent.user.id)).toBe('2031-01-10T18:00:00.000Z');
    expect((await daysOf(agent.user.id)).map((row) => row.day)).toEqual(['2031-01-10']);
  });
});
