import { comunaInAddress } from '@brillo/domain/address-parts';
import { AGENTS_PAGE_SIZE, compareAgents } from '@brillo/domain/agent-filters';
import { AvailableAgentsSchema, type AvailableAgent } from '@brillo/domain/contracts/discovery';
import type { ExtraService } from '@brillo/domain/enums';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { signedInAccount } from '../../../test/auth.ts';
import { manualClock } from '../../../test/clock.ts';
import { createAgent, createBooking, createCustomer, createSlot } from '../../db/factories.ts';
import { agentProfiles, agentServiceComunas, customerProfiles, ratings } from '../../db/schema.ts';

const HOUR_MS = 60 * 60_000;
/** Monday 23 November 2026, 09:00 in Santiago (UTC−3, summer time). */
const NOW = '2026-11-23T12:00:00Z';
const { api } = discoveryTexts;

interface AgentSpec {
  name: string;
  /** Hours after 08:00 (Santiago) of the day of its first slot. */
  hour: number;
  rate?: number;
  services?: ExtraService[];
  stars?: number[];
  verified?: boolean;
  comunas?: string[];
}

/**
 * The agents of a day, filtered, sorted and paged (decision 44), and only those who work in the
 * customer's comuna unless asked for all (decision 43): every parameter good and bad, on a day
 * ahead (read from `offered_agent_days`) and on today (read from the slots).
 */
describe('GET /api/agents/available: filters, sort orders, pages and the service area', async () => {
  const clock = manualClock(NOW);
  const { app, database, discoveryChanges } = await createTestApp({ clock });
  const db = database.db;
  const rater = (await createCustomer(db)).user.id;

  async function get(query: Record<string, string>, token?: string) {
    await discoveryChanges.caughtUp();
    return app.inject({
      method: 'GET',
      url: '/api/agents/available',
      query,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }
  async function agentsOf(query: Record<string, string>, token?: string) {
    const response = await get(query, token);
    expect(response.statusCode, response.body).toBe(200);
    return AvailableAgentsSchema.parse(response.json());
  }
  const names = (agents: AvailableAgent[]) => agents.map((agent) => agent.name);

  /** Agents with a two-hour slot on `dayStart` + `hour`, as `specs` describe them. */
  async function seed(dayStart: string, specs: AgentSpec[]) {
    for (const spec of specs) {
      const services = spec.services ?? [];
      const { user } = await createAgent(db, {
        user: { name: spec.name },
        profile: {
          hourlyRate: spec.rate ?? 10000,
          verified: spec.verified ?? false,
          offersLimpieza: services.includes('limpieza'),
          offersCocina: services.includes('cocina'),
          offersPlanchado: services.includes('planchado'),
          offersMascotas: services.includes('mascotas'),
        },
        serviceComunas: spec.comunas ?? ['Arica'],
      });
      for (const [index, stars] of (spec.stars ?? []).entries()) {
        const past = new Date(Date.parse('2026-10-01T12:00:00Z') + index * 24 * HOUR_MS);
        const slot = await createSlot(db, {
          agentId: user.id,
          startTime: past,
          endTime: new Date(past.getTime() + HOUR_MS),
          status: 'accepted',
          bookingStatus: 'booked_accepted',
        });
        const booking = await createBooking(db, {
          customerId: rater,
          slot,
          status: 'finished_evaluated',
        });
        await db
          .insert(ratings)
          .values({ bookingId: booking.id, agentId: user.id, customerId: rater, rating: stars });
      }
      const start = new Date(Date.parse(dayStart) + spec.hour * HOUR_MS);
      await createSlot(db, {
        agentId: user.id,
        startTime: start,
        endTime: new Date(start.getTime() + 2 * HOUR_MS),
      });
      // The database keeps `verified` from the documents (ADR-079); set it as a review would.
      if (spec.verified) {
        await db
          .update(agentProfiles)
          .set({ verified: true })
          .where(eq(agentProfiles.userId, user.id));
      }
    }
  }

  const market: AgentSpec[] = [
    { name: 'Ana Cocina', hour: 1, rate: 12000, services: ['cocina'], stars: [5, 4] },
    {
      name: 'Berta Plancha',
      hour: 2,
      rate: 9000,
      services: ['cocina', 'planchado'],
      stars: [5, 5, 4],
      verified: true,
    },
    { name: 'Carla Nueva', hour: 0, rate: 15000, services: ['planchado'] },
    { name: 'Dora Barata', hour: 3, rate: 8000, services: ['limpieza'], stars: [3, 4] },
    {
      name: 'Elsa Experta',
      hour: 4,
      rate: 20000,
      services: ['cocina', 'planchado', 'mascotas'],
      stars: [5, 4, 5, 5, 4, 5],
      verified: true,
    },
  ];

  // Wholly ahead: Monday 30 November, 08:00 in Santiago.
  const AHEAD = '2026-11-30';
  await seed('2026-11-30T11:00:00Z', market);
  // Today, after now (09:00): the same agents again from 11:00, with other names.
  const TODAY = '2026-11-23';
  await seed(
    '2026-11-23T14:00:00Z',
    market.map((spec) => ({ ...spec, name: `${spec.name} Hoy` })),
  );

  for (const [label, day, suffix] of [
    ['a day ahead', AHEAD, ''],
    ['today', TODAY, ' Hoy'],
  ] as const) {
    const named = (...list: string[]) => list.map((name) => `${name}${suffix}`);

    describe(label, () => {
      it('keeps the soonest first, and answers its page, its size and no comuna', async () => {
        const answer = await agentsOf({ day });
        expect(names(answer.agents)).toEqual(
          named('Carla Nueva', 'Ana Cocina', 'Berta Plancha', 'Dora Barata', 'Elsa Experta'),
        );
        expect(answer).toMatchObject({ day, total: 5, page: 1, limit: AGENTS_PAGE_SIZE });
        expect(answer.comuna).toBeNull();
        // The same order, asked for by name.
        expect(names((await agentsOf({ day, sort: 'soonest' })).agents)).toEqual(
          names(answer.agents),
        );
      });

      it('keeps the agents who offer every service asked for', async () => {
        const both = await agentsOf({ day, services: 'planchado,cocina' });
        expect(names(both.agents)).toEqual(named('Berta Plancha', 'Elsa Experta'));
        expect(both.total).toBe(2);
        expect(names((await agentsOf({ day, services: 'planchado' })).agents)).toEqual(
          named('Carla Nueva', 'Berta Plancha', 'Elsa Experta'),
        );
        expect((await agentsOf({ day, services: 'bebes' })).total).toBe(0);
      });

      it('keeps the rates up to the highest asked for', async () => {
        expect(names((await agentsOf({ day, maxRate: '9000' })).agents)).toEqual(
          named('Berta Plancha', 'Dora Barata'),
        );
        expect((await agentsOf({ day, maxRate: '7999' })).agents).toEqual([]);
        expect((await agentsOf({ day, maxRate: '1000000' })).total).toBe(5);
      });

      it('keeps the averages, as shown, from the lowest asked for; no ratings never', async () => {
        // Ana 4.5, Berta 4.7, Dora 3.5, Elsa 4.7, Carla none.
        expect(names((await agentsOf({ day, minRating: '4.5' })).agents)).toEqual(
          named('Ana Cocina', 'Berta Plancha', 'Elsa Experta'),
        );
        expect(names((await agentsOf({ day, minRating: '4.6' })).agents)).toEqual(
          named('Berta Plancha', 'Elsa Experta'),
        );
        expect((await agentsOf({ day, minRating: '1' })).total).toBe(4);
        expect((await agentsOf({ day, minRating: '5' })).total).toBe(0);
      });

      it('keeps only the verified agents when asked', async () => {
        expect(names((await agentsOf({ day, verifiedOnly: 'true' })).agents)).toEqual(
          named('Berta Plancha', 'Elsa Experta'),
        );
        expect((await agentsOf({ day, verifiedOnly: 'false' })).total).toBe(5);
      });

      it('sorts by the best rated and by the lowest rate, as the domain’s rule does', async () => {
        const rated = await agentsOf({ day, sort: 'rating' });
        // Berta and Elsa both show 4.7: Elsa's six ratings before Berta's three; Carla last.
        expect(names(rated.agents)).toEqual(
          named('Elsa Experta', 'Berta Plancha', 'Ana Cocina', 'Dora Barata', 'Carla Nueva'),
        );
        expect(rated.agents.toSorted(compareAgents('rating'))).toEqual(rated.agents);
        const cheapest = await agentsOf({ day, sort: 'rate' });
        expect(cheapest.agents.map((agent) => agent.hourlyRate)).toEqual([
          8000,
          9000,
          10000 + 2000,
          15000,
          20000,
        ]);
        expect(cheapest.agents.toSorted(compareAgents('rate'))).toEqual(cheapest.agents);
      });

      it('combines the filters with a sort order', async () => {
        const answer = await agentsOf({
          day,
          services: 'cocina',
          maxRate: '15000',
          minRating: '4',
          sort: 'rate',
        });
        expect(names(answer.agents)).toEqual(named('Berta Plancha', 'Ana Cocina'));
        expect(answer.total).toBe(2);
      });

      it('answers a page past the end with no agents and the right total', async () => {
        const answer = await agentsOf({ day, page: '2' });
        expect(answer).toMatchObject({ agents: [], total: 5, page: 2 });
        const filtered = await agentsOf({ day, page: '9999', services: 'cocina' });
        expect(filtered).toMatchObject({ agents: [], total: 3, page: 9999 });
      });
    });
  }

  it('pages the agents of a day, every agent once, in order', async () => {
    const day = '2026-12-02';
    const many = Array.from({ length: AGENTS_PAGE_SIZE * 2 + 3 }, (_, index) => ({
      name: `Agente ${String(index).padStart(2, '0')}`,
      hour: index % 7,
      rate: 8000 + ((index * 7919) % 13) * 500,
    }));
    await seed('2026-12-02T11:00:00Z', many);
    for (const sort of ['soonest', 'rate'] as const) {
      const pages = [];
      for (const page of ['1', '2', '3']) pages.push(await agentsOf({ day, sort, page }));
      expect(pages.map((answer) => answer.agents.length)).toEqual([
        AGENTS_PAGE_SIZE,
        AGENTS_PAGE_SIZE,
        3,
      ]);
      const all = pages.flatMap((answer) => answer.agents);
      expect(new Set(all.map((agent) => agent.id)).size).toBe(many.length);
      expect(all.toSorted(compareAgents(sort))).toEqual(all);
      expect(pages.every((answer) => answer.total === many.length)).toBe(true);
    }
  });

  describe('the service area (decision 43)', () => {
    it("shows a customer the agents who work in the customer's comuna, or all when asked", async () => {
      const day = '2026-12-03';
      const customer = await signedInAccount(app, db, 'customer', { withProfile: true });
      const [profile] = await db
        .select({ address: customerProfiles.address })
        .from(customerProfiles)
        .where(eq(customerProfiles.userId, customer.user.id));
      const comuna = comunaInAddress(profile?.address);
      if (comuna === null) throw new Error('the factory customer’s address names no comuna');
      const elsewhere = comuna === 'Arica' ? 'Putre' : 'Arica';
      await seed('2026-12-03T11:00:00Z', [
        { name: 'Aquí Sola', hour: 0, comunas: [comuna] },
        { name: 'Aquí Y Allá', hour: 1, comunas: [elsewhere, comuna], services: ['planchado'] },
        { name: 'Solo Allá', hour: 2, comunas: [elsewhere], services: ['planchado'] },
      ]);
      const mine = await agentsOf({ day }, customer.token);
      expect(names(mine.agents)).toEqual(['Aquí Sola', 'Aquí Y Allá']);
      expect(mine.comuna).toBe(comuna);
      const withFilter = await agentsOf({ day, services: 'planchado' }, customer.token);
      expect(names(withFilter.agents)).toEqual(['Aquí Y Allá']);
      const everywhere = await agentsOf({ day, allComunas: 'true' }, customer.token);
      expect(names(everywhere.agents)).toEqual(['Aquí Sola', 'Aquí Y Allá', 'Solo Allá']);
      expect(everywhere.comuna).toBeNull();
      // Signed out, or not a customer: no comuna, every agent.
      expect((await agentsOf({ day })).total).toBe(3);
      const agent = await signedInAccount(app, db, 'agent', { withProfile: true });
      expect((await agentsOf({ day }, agent.token)).comuna).toBeNull();

      // An agent who starts working in the comuna shows at once: the cached answer is forgotten.
      const [allá] = (await agentsOf({ day, allComunas: 'true' })).agents.filter(
        (agent) => agent.name === 'Solo Allá',
      );
      await db.insert(agentServiceComunas).values({ agentId: allá?.id ?? '', comuna });
      expect(names((await agentsOf({ day }, customer.token)).agents)).toEqual([
        'Aquí Sola',
        'Aquí Y Allá',
        'Solo Allá',
      ]);
    });
  });

  describe('bad input: a 400 in Spanish, never a 500', () => {
    const day = AHEAD;
    it.each([
      [{ services: 'cocina,piscina' }, api.badServices],
      [{ services: 'COCINA' }, api.badServices],
      [{ services: 'x'.repeat(201) }, api.badServices],
      [{ maxRate: '0' }, api.badMaxRate],
      [{ maxRate: '-5000' }, api.badMaxRate],
      [{ maxRate: '12.5' }, api.badMaxRate],
      [{ maxRate: '1000001' }, api.badMaxRate],
      [{ maxRate: '1e9' }, api.badMaxRate],
      [{ maxRate: 'barato' }, api.badMaxRate],
      [{ minRating: '0' }, api.badMinRating],
      [{ minRating: '6' }, api.badMinRating],
      [{ minRating: '4.55' }, api.badMinRating],
      [{ minRating: 'alta' }, api.badMinRating],
      [{ verifiedOnly: 'yes' }, api.badVerifiedOnly],
      [{ verifiedOnly: '1' }, api.badVerifiedOnly],
      [{ sort: 'price' }, api.badSort],
      [{ sort: '' }, api.badSort],
      [{ page: '0' }, api.badPage],
      [{ page: '-1' }, api.badPage],
      [{ page: '1.5' }, api.badPage],
      [{ page: '10001' }, api.badPage],
      [{ allComunas: 'todas' }, api.badAllComunas],
    ])('%o is a 400', async (query, message) => {
      const response = await get({ day, ...query });
      expect(response.statusCode, response.body).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    });
  });
});
