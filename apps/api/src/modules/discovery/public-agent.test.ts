import {
  PUBLIC_REVIEWS_PAGE_SIZE,
  PublicAgentSchema,
  PublicReviewsSchema,
} from '@brillo/domain/contracts/public-agent';
import { publicAgentTexts } from '@brillo/domain/texts/public-agent.es-CL';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { manualClock } from '../../../test/clock.ts';
import {
  createAgent,
  createBooking,
  createCustomer,
  createSlot,
  createUser,
} from '../../db/factories.ts';
import type { Database } from '../../db/client.ts';
import { agentDocuments, agentServiceComunas, ratings, users } from '../../db/schema.ts';

const HOUR_MS = 3_600_000;
/** Monday 23 November 2026, 09:00 in Santiago (UTC−3, summer time). */
const NOW = '2026-11-23T12:00:00Z';
const { api } = publicAgentTexts;

/** A slot of `agentId` starting at `start` (an ISO instant), three hours long. */
function slotAt(db: Database, agentId: string, start: string) {
  const startTime = new Date(start);
  return createSlot(db, {
    agentId,
    startTime,
    endTime: new Date(startTime.getTime() + 3 * HOUR_MS),
  });
}

/** A finished booking of `agentId` by `customerId`, rated `stars` with `comment` at `at`. */
async function rate(
  db: Database,
  agentId: string,
  customerId: string,
  stars: number,
  options: { comment?: string; at: string; slotStart: string },
) {
  const startTime = new Date(options.slotStart);
  const slot = await createSlot(db, {
    agentId,
    startTime,
    endTime: new Date(startTime.getTime() + HOUR_MS),
    status: 'accepted',
    bookingStatus: 'booked_accepted',
  });
  const booking = await createBooking(db, { customerId, slot, status: 'finished_evaluated' });
  await db.insert(ratings).values({
    bookingId: booking.id,
    agentId,
    customerId,
    rating: stars,
    comment: options.comment ?? '',
    createdAt: new Date(options.at),
  });
}

describe('the public agent profile (PD-45)', async () => {
  const clock = manualClock(NOW);
  const { app, database, discoveryChanges } = await createTestApp({ clock });
  const db = database.db;

  async function get(url: string, query: Record<string, string> = {}) {
    await discoveryChanges.caughtUp();
    return app.inject({ method: 'GET', url, query });
  }

  it('shows an agent as its cards do, with the star breakdown and the days with slots', async () => {
    const { user: agent } = await createAgent(db, {
      user: { name: 'Rosa Elena Tapia' },
      profile: {
        bio: 'Ordenada y puntual.',
        hourlyRate: 9000,
        comuna: 'Ñuñoa',
        avatarUrl: '/files/avatars/rosa.webp',
        offersLimpieza: true,
        offersCocina: false,
        offersPlanchado: true,
        offersMascotas: true,
      },
    });
    // Besides Ñuñoa, where agents start: named in Spanish order, Ñ after N.
    await db.insert(agentServiceComunas).values([
      { agentId: agent.id, comuna: 'Providencia' },
      { agentId: agent.id, comuna: 'Las Condes' },
      { agentId: agent.id, comuna: 'Nogales' },
    ]);
    const { user: customer } = await createCustomer(db, { user: { name: 'Camila Soto' } });
    for (const [index, stars] of [5, 5, 4, 2].entries()) {
      await rate(db, agent.id, customer.id, stars, {
        at: `2026-11-0${index + 1}T15:00:00Z`,
        slotStart: `2026-10-0${index + 1}T12:00:00Z`,
      });
    }
    // Today later on (Santiago), tomorrow twice, the 13th day ahead (the last of 14) and the 14th
    // (outside).
    await slotAt(db, agent.id, '2026-11-23T18:00:00Z');
    await slotAt(db, agent.id, '2026-11-24T12:00:00Z');
    await slotAt(db, agent.id, '2026-11-24T16:00:00Z');
    await slotAt(db, agent.id, '2026-12-06T12:00:00Z');
    await slotAt(db, agent.id, '2026-12-07T12:00:00Z');
    // A slot that already started today counts for nothing.
    await slotAt(db, agent.id, '2026-11-23T11:00:00Z');

    const response = await get(`/api/public/agents/${agent.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(PublicAgentSchema.parse(response.json())).toEqual({
      id: agent.id,
      name: 'Rosa Elena Tapia',
      avatarUrl: '/files/avatars/rosa.webp',
      verified: false,
      bio: 'Ordenada y puntual.',
      hourlyRate: 9000,
      services: ['limpieza', 'planchado', 'mascotas'],
      comuna: 'Ñuñoa',
      comunas: ['Las Condes', 'Nogales', 'Ñuñoa', 'Providencia'],
      rating: { average: 4, count: 4, stars: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 2 } },
      availableDays: ['2026-11-23', '2026-11-24', '2026-12-06'],
      nextSlotStart: '2026-11-23T18:00:00.000Z',
    });
  });

  it('names the next offered slot beyond the 14 days, up to the 90-day horizon', async () => {
    const { user: agent } = await createAgent(db);
    const { user: customer } = await createCustomer(db);
    // Booked, waiting for the agent, not available: none of them is offered.
    const booked = await slotAt(db, agent.id, '2026-11-25T12:00:00Z');
    await createBooking(db, { customerId: customer.id, slot: booked, status: 'pending' });
    await createSlot(db, {
      agentId: agent.id,
      startTime: new Date('2026-11-26T12:00:00Z'),
      endTime: new Date('2026-11-26T15:00:00Z'),
      status: 'not available',
    });
    await slotAt(db, agent.id, '2027-01-10T12:00:00Z');
    await slotAt(db, agent.id, '2027-01-20T12:00:00Z');
    let profile = PublicAgentSchema.parse((await get(`/api/public/agents/${agent.id}`)).json());
    expect(profile.availableDays).toEqual([]);
    expect(profile.nextSlotStart).toBe('2027-01-10T12:00:00.000Z');

    // A slot past the horizon (90 days from now) is not looked for.
    const { user: far } = await createAgent(db);
    await slotAt(db, far.id, '2027-02-22T12:00:00Z');
    profile = PublicAgentSchema.parse((await get(`/api/public/agents/${far.id}`)).json());
    expect(profile.nextSlotStart).toBeNull();
  });

  it('answers an agent without ratings or slots with empty ones', async () => {
    const { user: agent } = await createAgent(db);
    const response = await get(`/api/public/agents/${agent.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const profile = PublicAgentSchema.parse(response.json());
    expect(profile.rating).toEqual({
      average: null,
      count: 0,
      stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
    expect(profile.availableDays).toEqual([]);
    expect(profile.nextSlotStart).toBeNull();
  });

  it('is a Spanish 404 for an unknown id, a customer, an operator or a suspended agent', async () => {
    const { user: customer } = await createCustomer(db);
    const operator = await createUser(db, 'operator');
    const { user: suspended } = await createAgent(db);
    await slotAt(db, suspended.id, '2026-11-25T12:00:00Z');
    await db
      .update(users)
      .set({ suspendedAt: new Date(NOW) })
      .where(eq(users.id, suspended.id));
    for (const id of [crypto.randomUUID(), 'no-es-un-id', customer.id, operator.id, suspended.id]) {
      for (const url of [`/api/public/agents/${id}`, `/api/public/agents/${id}/reviews`]) {
        const response = await get(url);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(404);
        expect(response.json()).toMatchObject({ error: { message: api.agentNotFound } });
      }
    }
  });

  it('pages the reviews, newest first, with first names and months', async () => {
    const { user: agent } = await createAgent(db);
    const { user: ana } = await createCustomer(db, { user: { name: 'Ana María Rojas' } });
    const count = PUBLIC_REVIEWS_PAGE_SIZE + 2;
    for (let index = 0; index < count; index += 1) {
      await rate(db, agent.id, ana.id, (index % 5) + 1, {
        comment: `Opinión ${index}`,
        // One a day from 1 October (Santiago, UTC−3): the last ones fall in November.
        at: new Date(Date.parse('2026-10-01T15:00:00Z') + index * 3 * 24 * HOUR_MS).toISOString(),
        slotStart: new Date(
          Date.parse('2026-09-01T12:00:00Z') + index * 24 * HOUR_MS,
        ).toISOString(),
      });
    }
    const first = await get(`/api/public/agents/${agent.id}/reviews`);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = PublicReviewsSchema.parse(first.json());
    expect(page1.reviews.map((review) => review.comment)).toEqual(
      Array.from(
        { length: PUBLIC_REVIEWS_PAGE_SIZE },
        (_, index) => `Opinión ${count - 1 - index}`,
      ),
    );
    expect(page1.reviews[0]).toMatchObject({ stars: 2, firstName: 'Ana', month: '2026-11' });
    expect(page1.reviews.at(-1)).toMatchObject({ month: '2026-10' });
    expect(page1).toMatchObject({ page: 1, limit: PUBLIC_REVIEWS_PAGE_SIZE, hasMore: true });

    const second = PublicReviewsSchema.parse(
      (await get(`/api/public/agents/${agent.id}/reviews`, { page: '2' })).json(),
    );
    expect(second.reviews.map((review) => review.comment)).toEqual(['Opinión 1', 'Opinión 0']);
    expect(second.hasMore).toBe(false);

    const past = await get(`/api/public/agents/${agent.id}/reviews`, { page: '3' });
    expect(past.statusCode).toBe(200);
    expect(PublicReviewsSchema.parse(past.json())).toMatchObject({ reviews: [], hasMore: false });
  });

  it('refuses a bad page with a Spanish 400', async () => {
    const { user: agent } = await createAgent(db);
    for (const page of ['0', '-1', '1.5', 'dos', '99999999']) {
      const response = await get(`/api/public/agents/${agent.id}/reviews`, { page });
      expect(response.statusCode, `${page}: ${response.body}`).toBe(400);
      expect(JSON.stringify(response.json())).toContain(api.badPage);
    }
  });

  it('answers a comment with markup as the plain text it is', async () => {
    const { user: agent } = await createAgent(db);
    const { user: customer } = await createCustomer(db);
    const comment = '<script>alert("hola")</script> <b>muy bien</b> & rápido';
    await rate(db, agent.id, customer.id, 5, {
      comment,
      at: '2026-11-20T15:00:00Z',
      slotStart: '2026-11-19T12:00:00Z',
    });
    const response = await get(`/api/public/agents/${agent.id}/reviews`);
    expect(response.headers['content-type']).toContain('application/json');
    expect(PublicReviewsSchema.parse(response.json()).reviews[0]?.comment).toBe(comment);
  });

  it("never shows the agent's email, phone, address or documents (decision 28)", async () => {
    const { user: agent } = await createAgent(db, {
      user: { name: 'Privada Total', phone: '+56911112222' },
      profile: {
        address: 'Calle Secreta 123, Providencia, Santiago',
        comuna: 'Providencia',
        postcode: '7500000',
        bio: 'Sin datos de contacto.',
      },
    });
    await db.insert(agentDocuments).values({
      agentId: agent.id,
      kind: 'id',
      storageKey: 'documentos/clave-privada-del-carnet',
      originalName: 'carnet-privado.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1234,
    });
    const { user: customer } = await createCustomer(db, { user: { name: 'Pedro Pérez Lagos' } });
    await rate(db, agent.id, customer.id, 4, {
      comment: 'Bien.',
      at: '2026-11-20T15:00:00Z',
      slotStart: '2026-11-19T12:00:00Z',
    });
    await slotAt(db, agent.id, '2026-11-26T12:00:00Z');
    for (const response of [
      await get(`/api/public/agents/${agent.id}`),
      await get(`/api/public/agents/${agent.id}/reviews`),
    ]) {
      expect(response.statusCode, response.body).toBe(200);
      for (const secret of [
        agent.email,
        '+56911112222',
        '56911112222',
        'Calle Secreta',
        '7500000',
        'carnet-privado',
        'clave-privada',
        customer.email,
        'Pérez',
        'Lagos',
      ]) {
        expect(response.body).not.toContain(secret);
      }
    }
  });
});
