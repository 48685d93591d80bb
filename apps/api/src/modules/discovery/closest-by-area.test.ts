import { comunaInAddress } from '@brillo/domain/address-parts';
import { ClosestAvailabilitySchema } from '@brillo/domain/contracts/discovery';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { signedInAccount } from '../../../test/auth.ts';
import { manualClock } from '../../../test/clock.ts';
import { createAgent } from '../../db/factories.ts';
import {
  agentDocuments,
  agentServiceComunas,
  availabilitySlots,
  customerProfiles,
  users,
} from '../../db/schema.ts';

/**
 * Closest availability by service area (decision 43, ADR-085): a customer with a comuna sees the
 * agents who work there; `allComunas=true`, a signed-out visitor or a customer without a comuna
 * sees everyone.
 */
const NOW = '2026-11-23T12:00:00Z';
const HOUR_MS = 3_600_000;

describe('closest availability by service area', async () => {
  const clock = manualClock(NOW);
  const { app, database, discoveryChanges } = await createTestApp({ clock });
  const db = database.db;
  const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS);

  async function get(query: Record<string, string>, token?: string) {
    await discoveryChanges.caughtUp();
    return app.inject({
      method: 'GET',
      url: '/api/v1/agents/closest-availability',
      query,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }
  async function closest(query: Record<string, string>, token?: string) {
    const response = await get(query, token);
    expect(response.statusCode, response.body).toBe(200);
    return ClosestAvailabilitySchema.parse(response.json());
  }
  async function agentWithSlots(name: string, area: string[], ...hours: number[]) {
    const { user } = await createAgent(db, {
      user: { name },
      profile: { comuna: area[0] ?? null },
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
  async function customerIn(comuna: string) {
    const customer = await signedInAccount(app, db, 'customer', { withProfile: true });
    await db
      .update(customerProfiles)
      .set({ address: `Calle Uno 123, ${comuna}, Chile` })
      .where(eq(customerProfiles.userId, customer.user.id));
    return customer;
  }
  const ids = (answer: { agents: { id: string }[] }) => answer.agents.map((agent) => agent.id);

  it('lists only the agents who work in the customer’s comuna, everyone with allComunas=true or signed out', async () => {
    const customer = await customerIn('Ñuñoa');
    const home = await agentWithSlots('Ana Ñuñoína', ['Ñuñoa'], 5, 9);
    const travels = await agentWithSlots(
      'Berta Viajera',
      ['Providencia', 'Ñuñoa', 'Las Condes'],
      3,
    );
    const maipu = await agentWithSlots('Carla Maipucina', ['Maipú'], 1);
    await agentWithSlots('Dora Sin Horarios', ['Ñuñoa']);
    // Home in Ñuñoa, but no longer working there.
    const moved = await agentWithSlots('Elena Mudada', ['Macul'], 2);
    await db.update(users).set({ name: 'Elena Mudada' }).where(eq(users.id, moved));

    const area = await closest({}, customer.token);
    expect(area).toMatchObject({ total: 2, page: 1, limit: 4, comuna: 'Ñuñoa' });
    expect(ids(area)).toEqual([travels, home]);
    expect(area.agents[1]?.closestAvailability).toMatchObject({
      startTime: at(5).toISOString(),
      endTime: at(7).toISOString(),
      hours: 2,
      status: 'available',
      bookingStatus: null,
    });
    expect(await closest({ allComunas: 'false' }, customer.token)).toEqual(area);

    const everyone = await closest({ allComunas: 'true', limit: '20' }, customer.token);
    expect(everyone.comuna).toBeNull();
    expect(ids(everyone)).toEqual(expect.arrayContaining([home, travels, maipu, moved]));
    expect(everyone.total).toBeGreaterThan(area.total);
    const anonymous = await closest({ limit: '20' });
    expect(anonymous.comuna).toBeNull();
    expect(ids(anonymous)).toEqual(ids(everyone));
    expect((await closest({ allComunas: 'true', limit: '20' })).comuna).toBeNull();
  });

  it('pages the area: page 2 holds the next agent, a page past the end none, with the total', async () => {
    const customer = await customerIn('Pudahuel');
    const first = await agentWithSlots('Ana Primera', ['Pudahuel'], 2);
    const second = await agentWithSlots('Berta Segunda', ['Pudahuel'], 4);
    const third = await agentWithSlots('Carla Tercera', ['Cerro Navia', 'Pudahuel'], 6);
    expect(ids(await closest({ limit: '2' }, customer.token))).toEqual([first, second]);
    const page2 = await closest({ limit: '2', page: '2' }, customer.token);
    expect(page2).toMatchObject({ total: 3, page: 2, limit: 2, comuna: 'Pudahuel' });
    expect(ids(page2)).toEqual([third]);
    expect(await closest({ limit: '2', page: '3' }, customer.token)).toEqual({
      agents: [],
      total: 3,
      page: 3,
      limit: 2,
      comuna: 'Pudahuel',
      favourites: [],
    });
  });

  it('orders equal times verified first, then by name', async () => {
    const customer = await customerIn('Lo Prado');
    const zeta = await agentWithSlots('Zeta Verificada', ['Lo Prado'], 10);
    const alfa = await agentWithSlots('Alfa Sin Verificar', ['Lo Prado'], 10);
    const beta = await agentWithSlots('Beta Sin Verificar', ['Lo Prado'], 10);
    expect(ids(await closest({}, customer.token))).toEqual([alfa, beta, zeta]);
    for (const kind of ['id', 'certificate'] as const) {
      await db.insert(agentDocuments).values({
        agentId: zeta,
        kind,
        storageKey: `${zeta}/${kind}`,
        originalName: `${kind}.pdf`,
        contentType: 'application/pdf',
        sizeBytes: 100,
        reviewStatus: 'approved',
        reviewedAt: clock.now(),
      });
    }
    expect(ids(await closest({}, customer.token))).toEqual([zeta, alfa, beta]);
  });

  it('shows a change of an agent’s area at once, though the answer was kept in memory', async () => {
    const customer = await customerIn('Renca');
    const local = await agentWithSlots('Ana Renquina', ['Renca'], 3);
    const newcomer = await agentWithSlots('Berta Quilicurana', ['Quilicura'], 1);
    expect(ids(await closest({}, customer.token))).toEqual([local]);
    // Asked again: from memory.
    expect(ids(await closest({}, customer.token))).toEqual([local]);

    await db.insert(agentServiceComunas).values({ agentId: newcomer, comuna: 'Renca' });
    expect(ids(await closest({}, customer.token))).toEqual([newcomer, local]);

    await db
      .delete(agentServiceComunas)
      .where(and(eq(agentServiceComunas.agentId, local), eq(agentServiceComunas.comuna, 'Renca')));
    const after = await closest({}, customer.token);
    expect(ids(after)).toEqual([newcomer]);
    expect(after.total).toBe(1);
  });

  it('leaves out a suspended agent, a taken slot and a past one', async () => {
    const customer = await customerIn('Conchalí');
    const suspended = await agentWithSlots('Ana Suspendida', ['Conchalí'], 1);
    await db.update(users).set({ suspendedAt: clock.now() }).where(eq(users.id, suspended));
    const busy = await agentWithSlots('Berta Ocupada', ['Conchalí'], 2, 8);
    await db
      .update(availabilitySlots)
      .set({ status: 'not available' })
      .where(and(eq(availabilitySlots.agentId, busy), eq(availabilitySlots.startTime, at(2))));
    const past = await agentWithSlots('Carla Pasada', ['Conchalí'], -3);
    const answer = await closest({}, customer.token);
    expect(ids(answer)).toEqual([busy]);
    expect(answer.total).toBe(1);
    expect(answer.agents[0]?.closestAvailability.startTime).toBe(at(8).toISOString());
    expect(ids(await closest({ allComunas: 'true', limit: '20' }))).not.toContain(suspended);
    expect(ids(await closest({ allComunas: 'true', limit: '20' }))).not.toContain(past);
  });

  it('sees everyone for a customer whose address names no comuna', async () => {
    const customer = await signedInAccount(app, db, 'customer', { withProfile: true });
    await db
      .update(customerProfiles)
      .set({ address: 'Calle Sin Comuna 42' })
      .where(eq(customerProfiles.userId, customer.user.id));
    const [profile] = await db
      .select({ address: customerProfiles.address })
      .from(customerProfiles)
      .where(eq(customerProfiles.userId, customer.user.id));
    expect(comunaInAddress(profile?.address)).toBeNull();
    const answer = await closest({ limit: '20' }, customer.token);
    expect(answer.comuna).toBeNull();
    expect(answer).toEqual(await closest({ limit: '20' }));
  });

  it('sees everyone as an agent or an operator would: only customers search by area', async () => {
    const agent = await signedInAccount(app, db, 'agent', { withProfile: true });
    expect((await closest({}, agent.token)).comuna).toBeNull();
  });

  it('refuses any allComunas but true or false with a Spanish 400', async () => {
    const customer = await customerIn('Ñuñoa');
    for (const value of ['yes', '1', 'TRUE', '', 'true,false', 'verdadero']) {
      for (const token of [undefined, customer.token]) {
        const response = await get({ allComunas: value }, token);
        expect(response.statusCode, `${value} → ${response.body}`).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'VALIDATION_ERROR',
          fields: { allComunas: discoveryTexts.api.badAllComunas },
        });
      }
    }
    const twice = await app.inject({
      method: 'GET',
      url: '/api/v1/agents/closest-availability?allComunas=true&allComunas=false',
    });
    expect(twice.statusCode, twice.body).toBe(400);
  });
});
