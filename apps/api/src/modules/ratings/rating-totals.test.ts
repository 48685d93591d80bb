import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { rowsOf } from '../../../test/sql-rows.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAgent, createBooking, createCustomer, createSlot } from '../../db/factories.ts';
import { bookings, ratings } from '../../db/schema.ts';
import { readRatingSummary } from './repository.ts';

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

  it('gives an agent its average to one decimal, its count and its whole stars', async () => {
    const rounded = await agentRated([5, 4, 4, 5]); // 4.5
    const thirds = await agentRated([5, 4, 4]); // 4.33…
    const unrated = await agentRated([]);
    expect(await readRatingSummary(database.db, rounded)).toEqual({
      average: 4.5,
      count: 4,
      stars: 5,
    });
    expect(await readRatingSummary(database.db, thirds)).toEqual({
      average: 4.3,
      count: 3,
      stars: 4,
    });
    expect(await readRatingSummary(database.db, unrated)).toEqual({
      average: null,
      count: 0,
      stars: null,
    });
  });

  /** Every agent's kept totals against its ratings counted again; empty when they agree. */
  async function totalsThatDisagree() {
    return rowsOf<{ agent_id: string }>(
      database.db,
      sql`select coalesce(kept.agent_id, counted.agent_id) as agent_id
          from agent_rating_totals kept
          full join (select agent_id, count(*)::int as ratings, sum(rating)::int as rating_sum
                     from ratings group by agent_id) counted on counted.agent_id = kept.agent_id
          where kept.ratings is distinct from counted.ratings
             or kept.rating_sum is distinct from counted.rating_sum`,
    );
  }

  it('keeps each agent’s totals as ratings are added, changed and removed (ADR-060)', async () => {
    const first = await agentRated([5, 2]);
    const second = await agentRated([4]);
    expect(await totalsThatDisagree()).toEqual([]);

    // One statement rating bookings of both agents.
    const customer = await createCustomer(database.db);
    const more = [];
    for (const agentId of [first, second, second]) {
      const slot = await createSlot(database.db, { agentId });
      more.push(
        await createBooking(database.db, {
          customerId: customer.user.id,
          slot,
          status: 'finished_evaluated',
        }),
      );
    }
    await database.db.insert(ratings).values(
      more.map((booking, index) => ({
        bookingId: booking.id,
        agentId: booking.agentId,
        customerId: booking.customerId,
        rating: index + 3,
      })),
    );
    expect(await readRatingSummary(database.db, second)).toEqual({
      average: 4.3,
      count: 3,
      stars: 4,
    });
    expect(await totalsThatDisagree()).toEqual([]);

    await database.db.update(ratings).set({ rating: 1 }).where(eq(ratings.agentId, first));
    expect(await readRatingSummary(database.db, first)).toEqual({ average: 1, count: 3, stars: 1 });

    // A booking removed takes its rating with it.
    const [secondsOwn] = more.slice(1);
    if (!secondsOwn) throw new Error('no booking');
    await database.db.delete(bookings).where(eq(bookings.id, secondsOwn.id));
    expect(await readRatingSummary(database.db, second)).toEqual({
      average: 4.5,
      count: 2,
      stars: 5,
    });
    await database.db.delete(ratings).where(eq(ratings.agentId, first));
    expect(await readRatingSummary(database.db, first)).toEqual({
      average: null,
      count: 0,
      stars: null,
    });
    const firstRows = await rowsOf<{ agent_id: string }>(
      database.db,
      sql`select agent_id from agent_rating_totals where agent_id = ${first}`,
    );
    expect(firstRows).toEqual([]);
    expect(await totalsThatDisagree()).toEqual([]);
  });
});
