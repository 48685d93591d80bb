import { filtersCacheKey, type AgentFilters } from '@brillo/domain/agent-filters';
import {
  AvailableAgentsSchema,
  ClosestAvailabilitySchema,
  NEARBY_FAVOURITES_MAX,
} from '@brillo/domain/contracts/discovery';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, signedInAccount, type SignedInAccount } from '../../../test/auth.ts';
import { manualClock } from '../../../test/clock.ts';
import { signedInOperator } from '../../../test/harness/callers.ts';
import { createAgent } from '../../db/factories.ts';
import {
  availabilitySlots,
  customerFavouriteAgents,
  customerProfiles,
  users,
} from '../../db/schema.ts';

/**
 * Favourites first (PD-46): on page 1, a signed-in customer's answer of the agents of a day and of
 * closest availability carries the customer's favourite agents, read for the request alone, while
 * the shared answer, cached for every customer of the comuna, never does.
 */
const NOW = '2026-11-23T12:00:00Z';
const HOUR_MS = 3_600_000;
/** 09:00 on Santiago's calendar: today is 2026-11-23, tomorrow 2026-11-24. */
const TODAY = '2026-11-23';
const TOMORROW = '2026-11-24';

describe('favourites first in the customer’s lists', async () => {
  const clock = manualClock(NOW);
  const { app, database, discoveryChanges } = await createTestApp({ clock });
  const db = database.db;
  const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS);

  async function get(url: string, query: Record<string, string>, caller: SignedInAccount | null) {
    await discoveryChanges.caughtUp();
    const response = await app.inject({ method: 'GET', url, query, headers: bearer(caller) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const dayAgents = async (query: Record<string, string>, caller: SignedInAccount | null) =>
    AvailableAgentsSchema.parse(await get('/api/agents/available', query, caller));
  const closest = async (query: Record<string, string>, caller: SignedInAccount | null) =>
    ClosestAvailabilitySchema.parse(
      await get('/api/v1/agents/closest-availability', query, caller),
    );

  async function agentWithSlots(
    name: string,
    area: string[],
    hourlyRate: number,
    ...hours: number[]
  ) {
    const { user } = await createAgent(db, {
      user: { name },
      profile: { comuna: area[0] ?? null, hourlyRate },
      serviceComunas: area,
    });
    for (const hour of hours) {
      await db
        .insert(availabilitySlots)
        .values({ agentId: user.id, startTime: at(hour), endTime: at(hour + 2) });
    }
    return user.id;
  }
  // Each test has its own comunas, so the agents of one never show in another's answers.
  async function customerIn(comuna: string, ...favourites: string[]) {
    const customer = await signedInAccount(app, db, 'customer', { withProfile: true });
    await db
      .update(customerProfiles)
      .set({ address: `Calle Uno 123, ${comuna}, Chile` })
      .where(eq(customerProfiles.userId, customer.user.id));
    for (const agentId of favourites) {
      await db.insert(customerFavouriteAgents).values({ customerId: customer.user.id, agentId });
    }
    return customer;
  }
  const ids = (list: { id: string }[]) => list.map((agent) => agent.id);

  it.each([
    ['a day ahead', TOMORROW, 24, 'Ñuñoa'],
    ['today', TODAY, 2, 'La Reina'],
  ])(
    'lists on %s the favourites who offer a slot that day and match the filters, in the same order, whatever their comuna, on page 1 only',
    async (_when, day, hour, area) => {
      const inArea = await agentWithSlots('Ana Favorita', [area], 12_000, hour + 3);
      const elsewhere = await agentWithSlots('Berta Lejana', [`Maipú`], 9_000, hour + 1);
      const costly = await agentWithSlots('Carla Cara', [`Maipú`], 30_000, hour + 2);
      const otherDay = await agentWithSlots('Dora Otro Día', [area], 10_000, hour + 48);
      const suspended = await agentWithSlots('Eva Suspendida', [area], 10_000, hour);
      await db
        .update(users)
        .set({ suspendedAt: at(-1) })
        .where(eq(users.id, suspended));
      const stranger = await agentWithSlots('Fina No Favorita', [area], 10_000, hour + 4);
      const customer = await customerIn(area, inArea, elsewhere, costly, otherDay, suspended);

      const plain = await dayAgents({ day }, customer);
      expect(plain.comuna).toBe(area);
      // The area's list leaves Berta and Carla out; the favourites have them, soonest first.
      expect(ids(plain.agents)).toEqual([inArea, stranger]);
      expect(ids(plain.favourites)).toEqual([elsewhere, costly, inArea]);
      expect(plain.favourites[1]).toMatchObject({ name: 'Carla Cara', hourlyRate: 30_000 });

      // The same filters and order as the list.
      const cheap = await dayAgents({ day, maxRate: '20000', sort: 'rate' }, customer);
      expect(ids(cheap.favourites)).toEqual([elsewhere, inArea]);
      const everywhere = await dayAgents({ day, allComunas: 'true', sort: 'rate' }, customer);
      expect(ids(everywhere.favourites)).toEqual([elsewhere, inArea, costly]);

      // Page 2 is the list's alone.
      const second = await dayAgents({ day, page: '2' }, customer);
      expect(second.favourites).toEqual([]);
    },
  );

  it('lists in closest availability each favourite’s next offered slot, whatever the comuna, soonest first, at most the contract’s number, on page 1 only', async () => {
    const area = 'Providencia';
    const favourites: string[] = [];
    for (let index = 0; index <= NEARBY_FAVOURITES_MAX; index += 1) {
      favourites.push(
        await agentWithSlots(
          `Favorita ${index}`,
          [index % 2 === 0 ? 'Maipú' : 'Lo Barnechea'],
          10_000,
          10 - index,
          30,
        ),
      );
    }
    const idle = await agentWithSlots('Gloria Sin Horarios', [area], 10_000);
    const suspended = await agentWithSlots('Hilda Suspendida', [area], 10_000, 0.5);
    await db
      .update(users)
      .set({ suspendedAt: at(-1) })
      .where(eq(users.id, suspended));
    const local = await agentWithSlots('Irene Local', [area], 10_000, 40);
    const customer = await customerIn(area, ...favourites, idle, suspended);

    const first = await closest({}, customer);
    expect(first.comuna).toBe(area);
    expect(ids(first.agents)).toEqual([local]);
    // The soonest of the five, their next slot each: 6, 7, 8 and 9 hours from now.
    expect(ids(first.favourites)).toEqual(favourites.slice(1).reverse());
    expect(first.favourites[0]?.closestAvailability).toMatchObject({
      startTime: at(6).toISOString(),
      endTime: at(8).toISOString(),
      hours: 2,
      status: 'available',
      bookingStatus: null,
    });
    expect((await closest({ allComunas: 'true' }, customer)).favourites).toHaveLength(
      NEARBY_FAVOURITES_MAX,
    );
    expect((await closest({ page: '2' }, customer)).favourites).toEqual([]);
  });

  it('gives no favourites to a signed-out visitor, an agent, an operator or a customer without any', async () => {
    const area = 'Recoleta';
    const favourite = await agentWithSlots('Julia Favorita', [area], 10_000, 26);
    await customerIn(area, favourite);
    const agent = await signedInAccount(app, db, 'agent', { withProfile: true });
    const operator = await signedInOperator(db);
    const without = await customerIn(area);
    for (const caller of [null, agent, operator, without]) {
      const day = await dayAgents({ day: TOMORROW, allComunas: 'true' }, caller);
      expect(ids(day.agents)).toContain(favourite);
      expect(day.favourites).toEqual([]);
      expect((await closest({ allComunas: 'true' }, caller)).favourites).toEqual([]);
    }
  });

  it('keeps the shared cache free of one customer’s favourites: each customer of the comuna gets their own', async () => {
    const area = 'Independencia';
    const mine = await agentWithSlots('Karen De Uno', [area], 10_000, 27);
    const theirs = await agentWithSlots('Laura De Otro', [area], 10_000, 28);
    const one = await customerIn(area, mine);
    const other = await customerIn(area, theirs);
    const none = await customerIn(area);

    const filters: AgentFilters = {
      services: [],
      maxRate: null,
      minRating: null,
      verifiedOnly: false,
      sort: 'soonest',
      page: 1,
      allComunas: false,
    };
    const dayKey = `day:${TOMORROW} ${filtersCacheKey(filters, area)}`;
    const first = await dayAgents({ day: TOMORROW }, one);
    expect(ids(first.favourites)).toEqual([mine]);
    const cachedDay = discoveryChanges.searchCache.get(dayKey, clock.now());
    expect(cachedDay, 'the answer is cached').toBeDefined();
    expect(JSON.parse(cachedDay ?? '{}')).toMatchObject({ favourites: [] });
    // Answered from the cache, each with their own.
    const second = await dayAgents({ day: TOMORROW }, other);
    expect(ids(second.favourites)).toEqual([theirs]);
    expect(second.agents).toEqual(first.agents);
    expect((await dayAgents({ day: TOMORROW }, none)).favourites).toEqual([]);
    expect(discoveryChanges.searchCache.get(dayKey, clock.now())).toBe(cachedDay);

    const nearbyKey = `closest 1 4 area ${area}`;
    expect((await closest({}, none)).favourites).toEqual([]);
    const cachedNearby = discoveryChanges.searchCache.get(nearbyKey, clock.now());
    expect(cachedNearby, 'the answer is cached').toBeDefined();
    expect(ids((await closest({}, one)).favourites)).toEqual([mine]);
    expect(ids((await closest({}, other)).favourites)).toEqual([theirs]);
    expect(discoveryChanges.searchCache.get(nearbyKey, clock.now())).toBe(cachedNearby);
    expect(JSON.parse(cachedNearby ?? '{}')).toMatchObject({ favourites: [] });
  });

  it('follows the favourites: one removed is no longer first, one added is', async () => {
    const area = 'Macul';
    const favourite = await agentWithSlots('Marta Quitada', [area], 10_000, 29);
    const customer = await customerIn(area, favourite);
    expect(ids((await closest({}, customer)).favourites)).toEqual([favourite]);
    // Asked again, the customer's favourites come from the search cache, kept under their name.
    const own = `favourites ${customer.user.id} closest 1 4 area ${area}`;
    expect(discoveryChanges.searchCache.get(own, clock.now())).toBeDefined();
    expect(ids((await closest({}, customer)).favourites)).toEqual([favourite]);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/customers/favourites/${favourite}`,
      headers: bearer(customer),
    });
    expect(removed.statusCode).toBe(204);
    expect((await closest({}, customer)).favourites).toEqual([]);
    expect((await dayAgents({ day: TOMORROW }, customer)).favourites).toEqual([]);
    // Saved again, the change of this customer's favourites forgets what was kept for them.
    const added = await app.inject({
      method: 'PUT',
      url: `/api/customers/favourites/${favourite}`,
      headers: bearer(customer),
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    expect(ids((await closest({}, customer)).favourites)).toEqual([favourite]);
    expect(ids((await dayAgents({ day: TOMORROW }, customer)).favourites)).toEqual([favourite]);
  });
});
