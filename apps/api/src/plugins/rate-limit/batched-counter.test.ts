import { describe, expect, it, vi } from 'vitest';
import { closeLater } from '../../../test/app.ts';
import { manualClock } from '../../../test/clock.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { rateLimits } from '../../db/schema.ts';
import { createBatchedCounter } from './batched-counter.ts';

/** The in-memory counter behind the batched limits (ADR-028), on its own. */
const rule = { max: 3, windowSeconds: 60 };
const silent = { warn: () => undefined };

describe('the batched counter', async () => {
  const database = await createTestDatabase();
  closeLater(() => database.close());
  const db = database.db;
  const clock = manualClock('2026-11-23T12:00:00Z');
  let run = 0;
  /** Keys no other test of this file uses. */
  const keysOf = (count: number) => {
    run += 1;
    return Array.from({ length: count }, (_, index) => `test:${run}:${index}`);
  };
  const storedHits = async (keys: string[]) => {
    const rows = await db.select({ key: rateLimits.key, hits: rateLimits.hits }).from(rateLimits);
    const hits = new Map(rows.map((row) => [row.key, row.hits]));
    return keys.map((key) => hits.get(key));
  };

  it('refuses the hit after the max until the window ends, and says how long that is', () => {
    const counter = createBatchedCounter({ db, clock, log: silent });
    const [key = ''] = keysOf(1);
    for (let hit = 1; hit <= rule.max; hit += 1) {
      expect(counter.secondsToWait(key, rule)).toBe(0);
      counter.count(key, rule);
    }
    expect(counter.secondsToWait(key, rule)).toBe(rule.windowSeconds);
    clock.advance(59_500);
    expect(counter.secondsToWait(key, rule)).toBe(1);
    clock.advance(500);
    expect(counter.secondsToWait(key, rule)).toBe(0);
  });

  it('starts a flush by itself once enough keys hold hits not yet written', async () => {
    const counter = createBatchedCounter({ db, clock, log: silent, flushAtDirtyKeys: 5 });
    const keys = keysOf(5);
    for (const key of keys) counter.count(key, rule);
    // The flush the fifth key started took every hit; this one, queued behind it, finds none.
    expect(await counter.flush()).toBe(0);
    expect(await storedHits(keys)).toEqual([1, 1, 1, 1, 1]);
  });

  it('writes keys whatever characters they hold', async () => {
    const counter = createBatchedCounter({ db, clock, log: silent });
    const [prefix = ''] = keysOf(1);
    const keys = [`${prefix}:2001:0db8:0001:0002::/64`, `${prefix}:"a",{b} c\\d'e`];
    for (const key of keys) counter.count(key, rule);
    expect(await counter.flush()).toBe(2);
    expect(await storedHits(keys)).toEqual([1, 1]);
  });

  it('holds at most maxKeys keys after a flush, however many clients came', async () => {
    const counter = createBatchedCounter({
      db,
      clock,
      log: silent,
      maxKeys: 10,
      flushAtDirtyKeys: 25,
    });
    const keys = keysOf(100);
    for (const key of keys) counter.count(key, rule);
    await counter.flush();
    expect(counter.size).toBeLessThanOrEqual(10);
    // Forgetting a key loses nothing: its hits were written before.
    expect(await storedHits(keys)).toEqual(keys.map(() => 1));
  });

  it('keeps the keys that are over their limit when it forgets others', async () => {
    const counter = createBatchedCounter({ db, clock, log: silent, maxKeys: 10 });
    const [full = '', ...others] = keysOf(30);
    for (let hit = 1; hit <= rule.max; hit += 1) counter.count(full, rule);
    for (const key of others) counter.count(key, rule);
    await counter.flush();
    expect(counter.size).toBeLessThanOrEqual(10);
    expect(counter.secondsToWait(full, rule)).toBeGreaterThan(0);
  });

  it('forgets keys whose window ended at the next flush', async () => {
    const counter = createBatchedCounter({ db, clock, log: silent });
    for (const key of keysOf(4)) counter.count(key, rule);
    await counter.flush();
    expect(counter.size).toBe(4);
    clock.advance(rule.windowSeconds * 1000);
    await counter.flush();
    expect(counter.size).toBe(0);
  });

  it('goes on counting in memory when a flush fails, and says so in the log', async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const log = { warn: vi.fn() };
    const counter = createBatchedCounter({ db: broken.db, clock, log });
    const [key = ''] = keysOf(1);
    for (let hit = 1; hit <= rule.max; hit += 1) counter.count(key, rule);
    expect(await counter.flush()).toBe(0);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(counter.secondsToWait(key, rule)).toBeGreaterThan(0);
    // The hits stay counted in this process, and are not written twice.
    expect(await counter.flush()).toBe(0);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
