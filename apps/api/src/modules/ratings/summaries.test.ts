import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAgent, createBooking, createCustomer, createSlot } from '../../db/factories.ts';
import { ratings } from '../../db/schema.ts';
import { readRatingSummaries, readRatingSummary } from './summaries.ts';

describe('rating summaries', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  /** An agent with one finished booking rated each of `values`. */
  async function agentRated(values: number[]) {
    const agent = await createAgent(database.db);
    const customer = await createCustomer(database.db);
    for (const rating of values) {
      const slot = await createSlot(database.db, { agentId: agent.user.id });
      const booking = await createBooking(database.db, {
        customerId: customer.user.id,
        slot,
        status: 'finished_evaluated',
      });
      await database.db.insert(ratings).values({
        bookingId: booking.id,
        agentId: booking.agentId,
        customerId: booking.customerId,
        rating,
      });
    }
    return agent.user.id;
  }

  it('gives each agent its average to one decimal and its count, in one read', async () => {
    const rounded = await agentRated([5, 4, 4, 5]); // 4.5
    const thirds = await agentRated([5, 4, 4]); // 4.33…
    const unrated = await agentRated([]);
    const summaries = await readRatingSummaries(database.db, [rounded, thirds, unrated]);
    expect(summaries.get(rounded)).toEqual({ average: 4.5, count: 4 });
    expect(summaries.get(thirds)).toEqual({ average: 4.3, count: 3 });
    expect(summaries.get(unrated)).toEqual({ average: null, count: 0 });
  });

  it('answers an empty map for no agents and a summary for one', async () => {
    expect((await readRatingSummaries(database.db, [])).size).toBe(0);
    const one = await agentRated([3]);
    expect(await readRatingSummary(database.db, one)).toEqual({ average: 3, count: 1, stars: 3 });
  });
});
