import { SLOT_BATCH_MAX } from '@brillo/domain/contracts/slots';
import { availabilityTexts } from '@brillo/domain/texts/availability.es-CL';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { TZDate } from '@date-fns/tz';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { signedInAccount } from '../../../test/auth.ts';
import { manualClock } from '../../../test/clock.ts';
import { createSlotsThroughApi, instant, slotRow, timesOf } from '../../../test/slots.ts';
import { createBooking, createCustomer, createSlot } from '../../db/factories.ts';
import { availabilitySlots } from '../../db/schema.ts';

const { rules, errors } = availabilityTexts;
const HOUR_MS = 3_600_000;
const NOW = '2026-11-23T12:00:00Z';

describe('the agent availability routes', async () => {
  const clock = manualClock(NOW);
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const now = () => clock.now();

  let agent: Awaited<ReturnType<typeof signedInAccount>>;
  let otherAgent: Awaited<ReturnType<typeof signedInAccount>>;
  let customer: Awaited<ReturnType<typeof signedInAccount>>;
  beforeAll(async () => {
    [agent, otherAgent, customer] = await Promise.all([
      signedInAccount(app, db, 'agent', { withProfile: true }),
      signedInAccount(app, db, 'agent', { withProfile: true }),
      signedInAccount(app, db, 'customer'),
    ]);
  });

  const as = (account: { token: string }) => ({ authorization: `Bearer ${account.token}` });
  const post = (account: { token: string } | null, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/agents/slots',
      headers: account ? as(account) : {},
      payload: payload as InjectOptions['payload'],
    });
  const list = (account: { token: string }, query: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: '/api/agents/slots/availability',
      headers: as(account),
      query,
    });
  const patch = (account: { token: string }, id: string, payload: unknown) =>
    app.inject({
      method: 'PATCH',
      url: `/api/agents/slots/availability/${id}`,
      headers: as(account),
      payload: payload as InjectOptions['payload'],
    });
  const remove = (account: { token: string }, id: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/agents/slots/availability/${id}`,
      headers: as(account),
    });
  const slotsOf = (agentId: string) =>
    db.select().from(availabilitySlots).where(eq(availabilitySlots.agentId, agentId));
  /** A fresh agent with a profile, for tests that count that agent's slots. */
  const newAgent = () => signedInAccount(app, db, 'agent', { withProfile: true });

  describe('POST /api/agents/slots', () => {
    it('creates every row and answers them soonest first, in UTC', async () => {
      const later = slotRow(now(), { hoursAhead: 30 });
      const sooner = {
        startTime: '2026-11-24T09:00-03:00',
        endTime: '2026-11-24T13:30-03:00',
      };
      const response = await post(agent, { slots: [later, sooner] });
      expect(response.statusCode, response.body).toBe(201);
      const { slots } = response.json();
      expect(slots).toEqual([
        {
          id: expect.any(String),
          startTime: '2026-11-24T12:00:00.000Z',
          endTime: '2026-11-24T16:30:00.000Z',
          status: 'available',
        },
        {
          id: expect.any(String),
          startTime: new Date(later.startTime).toISOString(),
          endTime: new Date(later.endTime).toISOString(),
          status: 'available',
        },
      ]);
    });

    it('names every row a rule refuses, with its reason, and creates none', async () => {
      const owner = await newAgent();
      const response = await post(owner, {
        slots: [
          slotRow(now(), { hoursAhead: 24 }),
          { startTime: '2026-11-23T11:00Z', endTime: '2026-11-23T13:00Z' },
          { startTime: '2026-11-25T12:00Z', endTime: '2026-11-25T12:45Z' },
          { startTime: '2026-11-25T14:00Z', endTime: '2026-11-26T02:15Z' },
          { startTime: '2026-11-26T12:10Z', endTime: '2026-11-26T14:00Z' },
          { startTime: '2027-02-22T12:00Z', endTime: '2027-02-22T14:00Z' },
          { startTime: '2026-11-27T14:00Z', endTime: '2026-11-27T12:00Z' },
        ],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: errors.someRowsRefused,
        fields: {
          'slots.1': rules.past,
          'slots.2': rules.tooShort,
          'slots.3': rules.tooLong,
          'slots.4': rules.quarterHour,
          'slots.5': rules.tooFarAhead,
          'slots.6': rules.endBeforeStart,
        },
      });
      expect(await slotsOf(owner.user.id)).toEqual([]);
    });

    it('counts hours from instants: 23:00 to 01:00 across the April change lasts 3 hours', async () => {
      const april = manualClock('2026-03-20T12:00:00Z');
      const { app: aprilApp, database: aprilDatabase } = await createTestApp({ clock: april });
      const owner = await signedInAccount(aprilApp, aprilDatabase.db, 'agent', {
        withProfile: true,
      });
      const start = new TZDate(2026, 3, 4, 23, 0, 'America/Santiago');
      const end = new TZDate(2026, 3, 5, 1, 0, 'America/Santiago');
      const eleven = new TZDate(2026, 3, 4, 18, 0, 'America/Santiago');
      const sixNextDay = new TZDate(2026, 3, 5, 6, 0, 'America/Santiago');
      const send = (rows: { startTime: string; endTime: string }[]) =>
        aprilApp.inject({
          method: 'POST',
          url: '/api/agents/slots',
          headers: as(owner),
          payload: { slots: rows },
        });
      const refused = await send([{ startTime: instant(eleven), endTime: instant(sixNextDay) }]);
      expect(refused.json().error.fields).toEqual({ 'slots.0': rules.tooLong });
      // As the form sends them: Santiago's wall clock, with the offset of each side of the change.
      const row = { startTime: '2026-04-04T23:00-03:00', endTime: '2026-04-05T01:00-04:00' };
      expect([Date.parse(row.startTime), Date.parse(row.endTime)]).toEqual([
        start.getTime(),
        end.getTime(),
      ]);
      const created = await send([row]);
      expect(created.statusCode, created.body).toBe(201);
      const [slot] = created.json().slots;
      expect(slot.startTime).toBe('2026-04-05T02:00:00.000Z');
      expect((Date.parse(slot.endTime) - Date.parse(slot.startTime)) / HOUR_MS).toBe(3);
    });

    it('refuses rows that overlap one another with 409, naming the other row', async () => {
      const owner = await newAgent();
      const first = slotRow(now(), { hoursAhead: 48, hours: 3 });
      const response = await post(owner, {
        slots: [first, slotRow(now(), { hoursAhead: 60 }), slotRow(now(), { hoursAhead: 50 })],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'SLOT_OVERLAP',
        message: errors.someRowsRefused,
        fields: { 'slots.0': rules.overlapsRow(3), 'slots.2': rules.overlapsRow(1) },
      });
      expect(await slotsOf(owner.user.id)).toEqual([]);
    });

    it('refuses rows that overlap a saved slot with 409 naming them, and saves none', async () => {
      const owner = await newAgent();
      await createSlotsThroughApi(app, as(owner), [slotRow(now(), { hoursAhead: 24, hours: 4 })]);
      const response = await post(owner, {
        slots: [
          slotRow(now(), { hoursAhead: 40 }),
          slotRow(now(), { hoursAhead: 27 }),
          slotRow(now(), { hoursAhead: 23 }),
        ],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'SLOT_OVERLAP',
        message: errors.someRowsRefused,
        fields: { 'slots.1': rules.overlapsExisting, 'slots.2': rules.overlapsExisting },
      });
      expect(await slotsOf(owner.user.id)).toHaveLength(1);
    });

    it("lets a slot start when another ends, and ignores another agent's slots", async () => {
      const owner = await newAgent();
      await createSlotsThroughApi(app, as(owner), [slotRow(now(), { hoursAhead: 24 })]);
      await createSlotsThroughApi(app, as(otherAgent), [slotRow(now(), { hoursAhead: 200 })]);
      const response = await post(owner, {
        slots: [slotRow(now(), { hoursAhead: 26 }), slotRow(now(), { hoursAhead: 200 })],
      });
      expect(response.statusCode, response.body).toBe(201);
    });

    it.each([
      ['a time without a zone', { startTime: '2026-11-24T12:00', endTime: '2026-11-24T14:00Z' }],
      [
        'a time off the minute',
        { startTime: '2026-11-24T12:00:30Z', endTime: '2026-11-24T14:00Z' },
      ],
      ['a date alone', { startTime: '2026-11-24', endTime: '2026-11-24T14:00Z' }],
      ['a number', { startTime: 1795000000000, endTime: '2026-11-24T14:00Z' }],
      ['a missing end', { startTime: '2026-11-24T12:00Z' }],
    ])('refuses %s with 400 on that field', async (_case, row) => {
      const response = await post(agent, { slots: [row] });
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(error.fields)).toEqual([
        expect.stringMatching(/^slots\.0\.(startTime|endTime)$/),
      ]);
    });

    it('refuses a body that is not the contract: no rows, extra keys, the agent in the body', async () => {
      for (const body of [
        {},
        { slots: [] },
        { slots: 'todas' },
        { slots: [slotRow(now())], agent_id: otherAgent.user.id },
        { slots: [{ ...slotRow(now()), status: 'accepted' }] },
      ]) {
        const response = await post(agent, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_ERROR');
      }
      expect((await post(agent, { slots: [] })).json().error.fields).toEqual({ slots: rules.none });
    });

    it(`refuses more than ${SLOT_BATCH_MAX} rows and writes nothing`, async () => {
      const owner = await newAgent();
      const rows = Array.from({ length: SLOT_BATCH_MAX + 1 }, (_, index) =>
        slotRow(now(), { hoursAhead: 24 + index * 2, hours: 1 }),
      );
      const response = await post(owner, { slots: rows });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ slots: rules.tooMany(SLOT_BATCH_MAX) });
      expect(await slotsOf(owner.user.id)).toEqual([]);
      const accepted = await post(owner, { slots: rows.slice(0, SLOT_BATCH_MAX) });
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect(accepted.json().slots).toHaveLength(SLOT_BATCH_MAX);
    });

    it('answers a customer 403 and a signed-out caller 401', async () => {
      const body = { slots: [slotRow(now())] };
      const byCustomer = await post(customer, body);
      expect(byCustomer.statusCode).toBe(403);
      expect(byCustomer.json().error.message).toBe(authTexts.errors.agentsOnly);
      expect((await post(null, body)).statusCode).toBe(401);
    });

    it('refuses an agent account without its profile with 403, not a server error', async () => {
      const bare = await signedInAccount(app, db, 'agent');
      const response = await post(bare, { slots: [slotRow(now())] });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'FORBIDDEN',
        message: authTexts.errors.agentsOnly,
      });
    });

    it('lets exactly one of 20 concurrent overlapping creations win', async () => {
      const owner = await newAgent();
      const rows = Array.from({ length: 20 }, (_, index) =>
        slotRow(now(), { hoursAhead: 300 + (index % 3), hours: 4 }),
      );
      const responses = await Promise.all(rows.map((row) => post(owner, { slots: [row] })));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      for (const response of responses.filter((answer) => answer.statusCode === 409)) {
        expect(response.json().error.code).toBe('SLOT_OVERLAP');
        expect(response.json().error.message).toBe(errors.someRowsRefused);
      }
      expect(await slotsOf(owner.user.id)).toHaveLength(1);
    });
  });

  describe('GET /api/agents/slots/availability', () => {
    it("lists the caller's slots that have not ended, available or not, soonest first", async () => {
      const owner = await newAgent();
      const { db: _db } = database;
      const [running] = await Promise.all([
        createSlot(_db, {
          agentId: owner.user.id,
          startTime: new Date('2026-11-23T11:00Z'),
          endTime: new Date('2026-11-23T13:00Z'),
        }),
        createSlot(_db, {
          agentId: owner.user.id,
          startTime: new Date('2026-11-23T08:00Z'),
          endTime: new Date('2026-11-23T10:00Z'),
        }),
        createSlot(_db, {
          agentId: owner.user.id,
          startTime: new Date('2026-11-25T12:00Z'),
          endTime: new Date('2026-11-25T14:00Z'),
          status: 'accepted',
        }),
        createSlot(_db, {
          agentId: owner.user.id,
          startTime: new Date('2026-11-26T12:00Z'),
          endTime: new Date('2026-11-26T14:00Z'),
          status: 'rejected',
        }),
      ]);
      const [sooner, later] = await createSlotsThroughApi(app, as(owner), [
        slotRow(now(), { hoursAhead: 100 }),
        slotRow(now(), { hoursAhead: 30 }),
      ]);
      const switched = await patch(owner, later?.id ?? '', {
        ...timesOf(later),
        status: 'not available',
      });
      expect(switched.statusCode, switched.body).toBe(200);
      await createSlotsThroughApi(app, as(otherAgent), [slotRow(now(), { hoursAhead: 31 })]);
      const response = await list(owner);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        slots: [
          {
            id: running?.id,
            startTime: '2026-11-23T11:00:00.000Z',
            endTime: '2026-11-23T13:00:00.000Z',
            status: 'available',
          },
          { ...sooner },
          { ...later, status: 'not available' },
        ],
        nextCursor: null,
      });
    });

    it('pages with an opaque cursor until the last page', async () => {
      const owner = await newAgent();
      const created = await createSlotsThroughApi(
        app,
        as(owner),
        Array.from({ length: 5 }, (_, index) => slotRow(now(), { hoursAhead: 24 + index * 3 })),
      );
      const seen: string[] = [];
      let after: string | undefined;
      let pages = 0;
      do {
        const response = await list(owner, { limit: '2', ...(after ? { after } : {}) });
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json();
        seen.push(...page.slots.map((slot: { id: string }) => slot.id));
        after = page.nextCursor ?? undefined;
        pages += 1;
      } while (after);
      expect(pages).toBe(3);
      expect(seen).toEqual(created.map((slot) => slot.id));
    });

    it('refuses a cursor it did not make, and a limit out of range, in Spanish', async () => {
      for (const after of ['nada', 'bm9wZQ', Buffer.from('1.x').toString('base64url'), '%%%']) {
        const response = await list(agent, { after });
        expect(response.statusCode, after).toBe(400);
        expect(response.json().error).toEqual({
          code: 'VALIDATION_ERROR',
          message: errors.badCursor,
          fields: { after: errors.badCursor },
        });
      }
      for (const limit of ['0', '101', 'diez', '1.5']) {
        const response = await list(agent, { limit });
        expect(response.statusCode, limit).toBe(400);
        expect(Object.keys(response.json().error.fields)).toEqual(['limit']);
      }
    });

    it('answers a customer 403', async () => {
      expect((await list(customer)).statusCode).toBe(403);
    });
  });

  describe('PATCH /api/agents/slots/availability/:id', () => {
    it('changes the times and the status of an own slot', async () => {
      const [slot] = await createSlotsThroughApi(app, as(agent), [slotRow(now())]);
      const moved = slotRow(now());
      const response = await patch(agent, slot?.id ?? '', { ...moved, status: 'not available' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        id: slot?.id,
        startTime: new Date(moved.startTime).toISOString(),
        endTime: new Date(moved.endTime).toISOString(),
        status: 'not available',
      });
    });

    it('keeps its own times without overlapping itself, and may grow into its own span', async () => {
      const [slot] = await createSlotsThroughApi(app, as(agent), [slotRow(now(), { hours: 2 })]);
      const id = slot?.id ?? '';
      const same = await patch(agent, id, { ...timesOf(slot), status: 'available' });
      expect(same.statusCode, same.body).toBe(200);
      const grown = {
        startTime: timesOf(slot).startTime,
        endTime: instant(new Date(Date.parse(slot?.endTime ?? '') + HOUR_MS)),
        status: 'available',
      };
      expect((await patch(agent, id, grown)).statusCode).toBe(200);
    });

    it('switches a slot under way off without moving it', async () => {
      const owner = await newAgent();
      const running = await createSlot(db, {
        agentId: owner.user.id,
        startTime: new Date('2026-11-23T11:00Z'),
        endTime: new Date('2026-11-23T13:00Z'),
      });
      const body = {
        startTime: '2026-11-23T11:00Z',
        endTime: '2026-11-23T13:00Z',
        status: 'not available',
      };
      expect((await patch(owner, running.id, body)).statusCode).toBe(200);
      const moved = await patch(owner, running.id, { ...body, startTime: '2026-11-23T11:15Z' });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().error.fields).toEqual({ startTime: rules.past });
    });

    it('refuses to offer again a slot that has started, and leaves it as it was', async () => {
      const body = {
        startTime: '2026-11-23T11:00Z',
        endTime: '2026-11-23T13:00Z',
        status: 'available',
      };
      for (const status of ['rejected', 'not available'] as const) {
        const owner = await newAgent();
        const running = await createSlot(db, {
          agentId: owner.user.id,
          startTime: new Date(body.startTime),
          endTime: new Date(body.endTime),
          status,
        });
        const response = await patch(owner, running.id, body);
        expect(response.statusCode, status).toBe(409);
        expect(response.json().error).toEqual({
          code: 'SLOT_NOT_REOPENABLE',
          message: errors.startedBeforeReopen,
        });
        const [kept] = await db
          .select({ status: availabilitySlots.status })
          .from(availabilitySlots)
          .where(eq(availabilitySlots.id, running.id));
        expect(kept?.status).toBe(status);
      }
    });

    it('applies the creation rules to new times, naming the field', async () => {
      const [slot] = await createSlotsThroughApi(app, as(agent), [slotRow(now())]);
      const id = slot?.id ?? '';
      const cases = [
        [{ startTime: '2026-11-23T10:00Z', endTime: '2026-11-23T13:00Z' }, 'startTime', rules.past],
        [
          { startTime: '2026-11-28T10:00Z', endTime: '2026-11-28T10:30Z' },
          'endTime',
          rules.tooShort,
        ],
        [
          { startTime: '2026-11-28T10:00Z', endTime: '2026-11-28T23:00Z' },
          'endTime',
          rules.tooLong,
        ],
        [
          { startTime: '2026-11-28T10:05Z', endTime: '2026-11-28T13:00Z' },
          'startTime',
          rules.quarterHour,
        ],
        [
          { startTime: '2027-03-01T10:00Z', endTime: '2027-03-01T13:00Z' },
          'startTime',
          rules.tooFarAhead,
        ],
        [
          { startTime: '2026-11-28T10:00Z', endTime: '2026-11-28T09:00Z' },
          'endTime',
          rules.endBeforeStart,
        ],
      ] as const;
      for (const [times, field, message] of cases) {
        const response = await patch(agent, id, { ...times, status: 'available' });
        expect(response.statusCode, message).toBe(400);
        expect(response.json().error).toEqual({
          code: 'VALIDATION_ERROR',
          message,
          fields: { [field]: message },
        });
      }
      const [stored] = await db
        .select()
        .from(availabilitySlots)
        .where(eq(availabilitySlots.id, id));
      expect(stored?.startTime.toISOString()).toBe(slot?.startTime);
    });

    it('refuses new times over another own slot with 409', async () => {
      const [first, second] = await createSlotsThroughApi(app, as(agent), [
        slotRow(now()),
        slotRow(now()),
      ]);
      const response = await patch(agent, second?.id ?? '', {
        ...timesOf(first),
        status: 'available',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'SLOT_OVERLAP',
        message: errors.overlap,
        fields: { startTime: rules.overlapsExisting },
      });
    });

    it('lets an agent set only available or not available', async () => {
      const [slot] = await createSlotsThroughApi(app, as(agent), [slotRow(now())]);
      for (const status of ['accepted', 'rejected', 'disponible', null]) {
        const response = await patch(agent, slot?.id ?? '', { ...slotRow(now()), status });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields).toEqual({ status: rules.statusNotAllowed });
      }
    });

    it("answers 404 for another agent's slot, an unknown id and a malformed one", async () => {
      const [slot] = await createSlotsThroughApi(app, as(agent), [slotRow(now())]);
      const body = { ...slotRow(now()), status: 'not available' };
      for (const id of [slot?.id, crypto.randomUUID(), 'no-es-un-id', 'A'.repeat(90)]) {
        const response = await patch(id === slot?.id ? otherAgent : agent, id ?? '', body);
        expect(response.statusCode, id).toBe(404);
        expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: errors.notFound });
      }
      const [stored] = await db
        .select()
        .from(availabilitySlots)
        .where(eq(availabilitySlots.id, slot?.id ?? ''));
      expect(stored?.status).toBe('available');
    });

    it('refuses a slot with a live booking with 409 SLOT_BOOKED, and reopens a rejected one', async () => {
      const owner = await newAgent();
      const { user: booker } = await createCustomer(db);
      const [booked, wasRejected] = await Promise.all([
        createSlot(db, {
          agentId: owner.user.id,
          startTime: new Date('2026-12-01T12:00Z'),
          endTime: new Date('2026-12-01T14:00Z'),
        }),
        createSlot(db, {
          agentId: owner.user.id,
          startTime: new Date('2026-12-02T12:00Z'),
          endTime: new Date('2026-12-02T14:00Z'),
          status: 'rejected',
          bookingStatus: 'booked_rejected',
        }),
      ]);
      await createBooking(db, { customerId: booker.id, slot: booked, status: 'pending' });
      await createBooking(db, { customerId: booker.id, slot: wasRejected, status: 'rejected' });
      const body = (slot: typeof booked, status: string) => ({
        startTime: slot.startTime.toISOString().replace(':00.000Z', 'Z'),
        endTime: slot.endTime.toISOString().replace(':00.000Z', 'Z'),
        status,
      });
      const refused = await patch(owner, booked.id, body(booked, 'not available'));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({ code: 'SLOT_BOOKED', message: errors.booked });
      const reopened = await patch(owner, wasRejected.id, body(wasRejected, 'available'));
      expect(reopened.statusCode, reopened.body).toBe(200);
      const [stored] = await db
        .select()
        .from(availabilitySlots)
        .where(eq(availabilitySlots.id, wasRejected.id));
      expect(stored).toMatchObject({ status: 'available', bookingStatus: null });
    });

    it('refuses a malformed body and a customer', async () => {
      const [slot] = await createSlotsThroughApi(app, as(agent), [slotRow(now())]);
      const id = slot?.id ?? '';
      for (const body of [
        {},
        { ...slotRow(now()) },
        { ...slotRow(now()), status: 'available', agentId: otherAgent.user.id },
        { startTime: '2026-11-28T10:00', endTime: '2026-11-28T12:00Z', status: 'available' },
        { startTime: '2026-11-28T10:00:30Z', endTime: '2026-11-28T12:00Z', status: 'available' },
      ]) {
        const response = await patch(agent, id, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      const byCustomer = await patch(customer, id, { ...slotRow(now()), status: 'available' });
      expect(byCustomer.statusCode).toBe(403);
    });
  });

  describe('DELETE /api/agents/slots/availability/:id', () => {
    it('deletes an own slot and answers 204 without a body', async () => {
      const [slot] = await createSlotsThroughApi(app, as(agent), [slotRow(now())]);
      const response = await remove(agent, slot?.id ?? '');
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await remove(agent, slot?.id ?? '')).statusCode).toBe(404);
    });

    it("answers 404 for another agent's slot, an unknown id and a malformed one", async () => {
      const [slot] = await createSlotsThroughApi(app, as(agent), [slotRow(now())]);
      expect((await remove(otherAgent, slot?.id ?? '')).statusCode).toBe(404);
      expect((await remove(agent, crypto.randomUUID())).statusCode).toBe(404);
      expect((await remove(agent, 'no-es-un-id')).json().error.message).toBe(errors.notFound);
      expect((await slotsOf(agent.user.id)).some((stored) => stored.id === slot?.id)).toBe(true);
    });

    it('refuses a slot with a live booking, and one whose bookings are over', async () => {
      const owner = await newAgent();
      const { user: booker } = await createCustomer(db);
      const [booked, wasCancelled] = await Promise.all([
        createSlot(db, {
          agentId: owner.user.id,
          startTime: new Date('2026-12-01T12:00Z'),
          endTime: new Date('2026-12-01T14:00Z'),
        }),
        createSlot(db, {
          agentId: owner.user.id,
          startTime: new Date('2026-12-02T12:00Z'),
          endTime: new Date('2026-12-02T14:00Z'),
        }),
      ]);
      await createBooking(db, {
        customerId: booker.id,
        slot: booked,
        status: 'accepted_payment_success',
      });
      await createBooking(db, {
        customerId: booker.id,
        slot: wasCancelled,
        status: 'accepted_customer_cancelation',
      });
      const live = await remove(owner, booked.id);
      expect(live.statusCode).toBe(409);
      expect(live.json().error).toEqual({ code: 'SLOT_BOOKED', message: errors.booked });
      const over = await remove(owner, wasCancelled.id);
      expect(over.statusCode).toBe(409);
      expect(over.json().error).toEqual({ code: 'SLOT_BOOKED', message: errors.hasPastBookings });
      expect(await slotsOf(owner.user.id)).toHaveLength(2);
    });

    it('answers a customer 403 and a signed-out caller 401', async () => {
      const [slot] = await createSlotsThroughApi(app, as(agent), [slotRow(now())]);
      expect((await remove(customer, slot?.id ?? '')).statusCode).toBe(403);
      const anonymous = await app.inject({
        method: 'DELETE',
        url: `/api/agents/slots/availability/${slot?.id}`,
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe("the spec's bodies and the API's own instants (decision 20)", () => {
    const rules = availabilityTexts.rules;
    /** A row as the API writes instants: seconds and milliseconds, in UTC. */
    const asAnswered = (row: { startTime: string; endTime: string }) => ({
      startTime: new Date(row.startTime).toISOString(),
      endTime: new Date(row.endTime).toISOString(),
    });

    it('accepts instants written with zero seconds and milliseconds, as answers carry them', async () => {
      const owner = await newAgent();
      const row = asAnswered(slotRow(now(), { hoursAhead: 40 }));
      expect(row.startTime).toMatch(/:00\.000Z$/);
      const created = await post(owner, { slots: [row] });
      expect(created.statusCode, created.body).toBe(201);
      const [slot] = created.json().slots as { id: string; startTime: string }[];
      expect(slot?.startTime).toBe(row.startTime);
      // The answer's own instants go back as they came.
      const changed = await patch(owner, slot?.id ?? '', { ...row, status: 'not available' });
      expect(changed.statusCode, changed.body).toBe(200);
    });

    it('refuses only a time off the minute, naming the field', async () => {
      const owner = await newAgent();
      const row = asAnswered(slotRow(now(), { hoursAhead: 40 }));
      for (const startTime of [
        row.startTime.replace(':00.000Z', ':30.000Z'),
        row.startTime.replace(':00.000Z', ':00.250Z'),
      ]) {
        const response = await post(owner, { slots: [{ ...row, startTime }] });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields).toEqual({ 'slots.0.startTime': rules.offTheMinute });
      }
      expect(await slotsOf(owner.user.id)).toEqual([]);
    });

    it("takes the spec's agent_id when it is the caller's, and refuses another agent's", async () => {
      const [owner, other] = await Promise.all([newAgent(), newAgent()]);
      const mine = await post(owner, {
        agent_id: owner.user.id,
        slots: [slotRow(now(), { hoursAhead: 40 })],
      });
      expect(mine.statusCode, mine.body).toBe(201);
      const theirs = await post(owner, {
        agent_id: other.user.id,
        slots: [slotRow(now(), { hoursAhead: 60 })],
      });
      expect(theirs.statusCode).toBe(400);
      expect(theirs.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: rules.notTheCaller,
        fields: { agent_id: rules.notTheCaller },
      });
      expect(await slotsOf(owner.user.id)).toHaveLength(1);
      expect(await slotsOf(other.user.id)).toHaveLength(0);
    });

    it("changes a slot by the spec's start_time and end_time", async () => {
      const owner = await newAgent();
      const [slot] = await createSlotsThroughApi(app, as(owner), [slotRow(now())]);
      const moved = asAnswered(slotRow(now(), { hoursAhead: 50 }));
      const response = await patch(owner, slot?.id ?? '', {
        start_time: moved.startTime,
        end_time: moved.endTime,
        status: 'available',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ ...moved, status: 'available' });
    });

    it('refuses two names of one time that disagree, or a time by neither name, changing nothing', async () => {
      const owner = await newAgent();
      const row = slotRow(now());
      const [slot] = await createSlotsThroughApi(app, as(owner), [row]);
      const other = asAnswered(slotRow(now(), { hoursAhead: 50 }));
      const both = await patch(owner, slot?.id ?? '', {
        ...row,
        start_time: other.startTime,
        status: 'available',
      });
      expect(both.statusCode).toBe(400);
      expect(both.json().error.fields).toEqual({
        start_time: rules.twoNames('startTime', 'start_time'),
      });
      const neither = await patch(owner, slot?.id ?? '', {
        endTime: row.endTime,
        status: 'available',
      });
      expect(neither.statusCode).toBe(400);
      expect(neither.json().error.fields).toEqual({ startTime: rules.required });
      const [stored] = await slotsOf(owner.user.id);
      expect(stored?.startTime.toISOString()).toBe(new Date(row.startTime).toISOString());
    });
  });
});
