import { MarketSummarySchema } from '@brillo/domain/contracts/market-summary';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { manualClock } from '../../../test/clock.ts';
import {
  createAgent,
  createBooking,
  createCustomer,
  createSlot,
  type User,
} from '../../db/factories.ts';
import type { Database } from '../../db/client.ts';
import { ratings } from '../../db/schema.ts';

const URL = '/api/public/market-summary';

/** An agent with a slot on offer tomorrow (`createSlot`'s default): one a customer can book. */
async function bookableAgent(db: Database, values: Parameters<typeof createAgent>[1]) {
  const agent = await createAgent(db, values);
  await createSlot(db, { agentId: agent.user.id });
  return agent;
}

async function rate(db: Database, agent: User, customer: User, rating: number) {
  const slot = await createSlot(db, {
    agentId: agent.id,
    status: 'accepted',
    bookingStatus: 'booked_accepted',
  });
  const booking = await createBooking(db, {
    customerId: customer.id,
    slot,
    status: 'finished_evaluated',
  });
  await db.insert(ratings).values({
    bookingId: booking.id,
    agentId: agent.id,
    customerId: customer.id,
    rating,
  });
}

describe('GET /api/public/market-summary', () => {
  it('answers zeros and nulls on an empty marketplace, so the page hides those figures', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: URL });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      agents: 0,
      comunas: [],
      minHourlyRate: null,
      rating: { average: null, count: 0 },
    });
  });

  it("counts agents with a slot on offer, the comunas they work in and lowest rate, and every customer's rating", async () => {
    const clock = manualClock();
    const { app, database } = await createTestApp({ clock });
    const db = database.db;
    const ana = await bookableAgent(db, { profile: { comuna: 'Ñuñoa', hourlyRate: 9000 } });
    await bookableAgent(db, { profile: { comuna: 'Providencia', hourlyRate: 7500 } });
    // The comunas served are those of the agents' service areas (PD-43), not their homes.
    await bookableAgent(db, {
      profile: { comuna: 'Nogales', hourlyRate: 7600 },
      serviceComunas: ['Nogales', 'San Miguel'],
    });
    await bookableAgent(db, {
      profile: { comuna: 'Ñuñoa', hourlyRate: 12000 },
      serviceComunas: ['Macul'],
    });
    await bookableAgent(db, { profile: { comuna: null, hourlyRate: 8000 } });
    // Cannot sign in yet, so cannot take a booking: not counted, its rate and comuna not shown.
    await bookableAgent(db, {
      user: { emailVerified: false },
      profile: { comuna: 'Las Condes', hourlyRate: 5000 },
    });
    // Nothing on offer: no slot at all, or only one that is not available.
    await createAgent(db, { profile: { comuna: 'Maipú', hourlyRate: 4000 } });
    const closed = await createAgent(db, { profile: { comuna: 'La Reina', hourlyRate: 4500 } });
    await createSlot(db, { agentId: closed.user.id, status: 'not available' });
    const customer = await createCustomer(db);
    await rate(db, ana.user, customer.user, 5);
    await rate(db, ana.user, customer.user, 4);
    await rate(db, ana.user, customer.user, 4);

    const response = await app.inject({ method: 'GET', url: URL });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const body = MarketSummarySchema.parse(response.json());
    expect(body).toEqual({
      agents: 5,
      comunas: ['Macul', 'Nogales', 'Ñuñoa', 'Providencia', 'San Miguel'],
      minHourlyRate: 7500,
      rating: { average: 4.3, count: 3 },
    });
  });

  it('keeps one summary for a minute by the app clock, then reads the database again', async () => {
    const clock = manualClock();
    const { app, database } = await createTestApp({ clock });
    const first = await app.inject({ method: 'GET', url: URL });
    expect(first.json()).toMatchObject({ agents: 0 });
    await bookableAgent(database.db, { profile: { comuna: 'Maipú', hourlyRate: 6000 } });

    clock.advance(59_000);
    const kept = await app.inject({ method: 'GET', url: URL });
    expect(kept.json()).toMatchObject({ agents: 0, minHourlyRate: null });

    clock.advance(1_000);
    const fresh = await app.inject({ method: 'GET', url: URL });
    expect(fresh.json()).toMatchObject({ agents: 1, comunas: ['Maipú'], minHourlyRate: 6000 });
  });

  it('takes no writes: another method answers the JSON 404 of an unknown route', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'POST', url: URL, payload: { agents: 99 } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
