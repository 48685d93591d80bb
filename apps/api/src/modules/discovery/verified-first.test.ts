import { comunaInAddress } from '@brillo/domain/address-parts';
import {
  AvailableAgentsSchema,
  ClosestAvailabilitySchema,
} from '@brillo/domain/contracts/discovery';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { signedInAccount } from '../../../test/auth.ts';
import { manualClock } from '../../../test/clock.ts';
import { createAgent, createSlot } from '../../db/factories.ts';
import type { Database } from '../../db/client.ts';
import { agentDocuments, customerProfiles } from '../../db/schema.ts';

const HOUR_MS = 60 * 60_000;
/** Monday 23 November 2026, 09:00 in Santiago (UTC−3, summer time). */
const NOW = '2026-11-23T12:00:00Z';

/** Both documents of the agent, approved as an operator's review leaves them (PD-37). */
async function approveBoth(db: Database, agentId: string) {
  await db.insert(agentDocuments).values(
    (['id', 'certificate'] as const).map((kind) => ({
      agentId,
      kind,
      storageKey: `documents/${crypto.randomUUID()}.pdf`,
      originalName: `${kind}.pdf`,
      contentType: 'application/pdf' as const,
      sizeBytes: 100,
      reviewStatus: 'approved' as const,
      reviewedAt: new Date(NOW),
    })),
  );
}

/**
 * Customers' lists show verified agents first among equals (PD-37, ADR-079): after the existing
 * order's keys (the soonest slot; in closest availability, the customer's comuna), before the
 * name. The database keeps `verified`, and its change reaches the cached answers.
 */
describe('verified agents first among equals', async () => {
  const clock = manualClock(NOW);
  const testApp = await createTestApp({ clock });
  const { app, database, discoveryChanges } = testApp;
  const db = database.db;
  const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS);

  async function get(url: string, query: Record<string, string>, token?: string) {
    await discoveryChanges.caughtUp();
    const response = await app.inject({
      method: 'GET',
      url,
      query,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const agentsOn = async (day: string) =>
    AvailableAgentsSchema.parse(await get('/api/agents/available', { day })).agents;
  const closest = async (query: Record<string, string>, token?: string) =>
    ClosestAvailabilitySchema.parse(await get('/api/v1/agents/closest-availability', query, token))
      .agents;

  async function agentWithSlot(name: string, start: Date, comuna?: string) {
    const { user } = await createAgent(db, { user: { name }, profile: comuna ? { comuna } : {} });
    await createSlot(db, {
      agentId: user.id,
      startTime: start,
      endTime: new Date(start.getTime() + 2 * HOUR_MS),
    });
    return user.id;
  }

  it('in the agents of a day ahead and of today, and a new verification reorders them', async () => {
    for (const [day, start, earlier] of [
      ['2026-11-30', new Date('2026-11-30T13:00:00Z'), new Date('2026-11-30T12:00:00Z')],
      ['2026-11-23', at(3), at(2)],
    ] as const) {
      const ana = await agentWithSlot(`Ana ${day}`, start);
      const bea = await agentWithSlot(`Bea ${day}`, start);
      const carla = await agentWithSlot(`Carla ${day}`, start);
      const dora = await agentWithSlot(`Dora ${day}`, earlier);
      await approveBoth(db, bea);
      await approveBoth(db, dora);

      const first = await agentsOn(day);
      expect(first.map((agent) => agent.id)).toEqual([dora, bea, ana, carla]);
      expect(first.map((agent) => agent.verified)).toEqual([true, true, false, false]);

      // The answer was cached; Carla's verification changes it at once.
      await approveBoth(db, carla);
      const second = await agentsOn(day);
      expect(second.map((agent) => agent.id)).toEqual([dora, bea, carla, ana]);
      expect(second.find((agent) => agent.id === carla)?.verified).toBe(true);
    }
  });

  it('in closest availability, after the customer’s comuna', async () => {
    const customer = await signedInAccount(app, db, 'customer', { withProfile: true });
    const [profile] = await db
      .select({ address: customerProfiles.address })
      .from(customerProfiles)
      .where(eq(customerProfiles.userId, customer.user.id));
    const comuna = comunaInAddress(profile?.address);
    if (!comuna) throw new Error('the factory customer’s address names no comuna');
    const elsewhere = comuna === 'Arica' ? 'Putre' : 'Arica';

    const start = at(100);
    const ownPlain = await agentWithSlot('Aaa Local', start, comuna);
    const ownVerified = await agentWithSlot('Zzz Local', start, comuna);
    const otherVerified = await agentWithSlot('Aaa Lejos', start, elsewhere);
    const otherPlain = await agentWithSlot('Bbb Lejos', start, elsewhere);
    await approveBoth(db, ownVerified);
    await approveBoth(db, otherVerified);

    const ids = [ownPlain, ownVerified, otherVerified, otherPlain];
    const mine = (await closest({ limit: '20', allComunas: 'true' }, customer.token)).filter(
      (agent) => ids.includes(agent.id),
    );
    expect(mine.map((agent) => agent.id)).toEqual([
      ownVerified,
      ownPlain,
      otherVerified,
      otherPlain,
    ]);
    expect(mine.map((agent) => agent.verified)).toEqual([true, false, true, false]);
    // Within the customer's own comuna (decision 43), verified first too.
    const area = (await closest({ limit: '20' }, customer.token)).filter((agent) =>
      ids.includes(agent.id),
    );
    expect(area.map((agent) => agent.id)).toEqual([ownVerified, ownPlain]);
    const anyone = (await closest({ limit: '20' })).filter((agent) => ids.includes(agent.id));
    // Without a comuna: verified first, then by name.
    expect(anyone.map((agent) => agent.id)).toEqual([
      otherVerified,
      ownVerified,
      ownPlain,
      otherPlain,
    ]);
  });

  it('in closest availability, when more agents share the first instant than one read holds', async () => {
    const start = at(1);
    const crowd: string[] = [];
    for (let index = 0; index < 70; index += 1) {
      crowd.push(await agentWithSlot(`Agente ${String(index).padStart(2, '0')}`, start));
    }
    const last = crowd.at(-1) ?? '';
    await approveBoth(db, last);
    const pageOne = await closest({ limit: '4', page: '1' });
    expect(pageOne.map((agent) => agent.id)).toEqual([last, ...crowd.slice(0, 3)]);
    const pageTwo = await closest({ limit: '4', page: '2' });
    expect(pageTwo.map((agent) => agent.id)).toEqual(crowd.slice(3, 7));
  });
});
