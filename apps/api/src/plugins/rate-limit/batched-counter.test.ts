import { describe, expect, it, vi } from 'vitest';
import { closeLater } from '../../../test/app.ts';
import { manualClock } from '../../../test/clock.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { rateLimits } from '../../db/schema.ts';
import { createBatchedCounter } from './batched-counter.ts';

/**
 * The in-memory counter behind the batched limits (ADR-028), on its own. With a max of 3 its write
 * threshold is 1 (ADR-029): every hit is written before it is answered (ADR-050).
 */
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

  it('refuses the hit after the max until the window ends, and says how long that is', async () => {
    const counter = createBatchedCounter({ db, clock, log: silent });
    const [key = ''] = keysOf(1);
    for (let hit = 1; hit <= rule.max; hit += 1) {
      expect(counter.secondsToWait(key, rule)).toBe(0);
      expect(await counter.hit(key, rule)).toBe(0);
    }
    expect(counter.secondsToWait(key, rule)).toBe(rule.windowSeconds);
    expect(counter.hit(key, rule)).toBe(rule.windowSeconds);
    clock.advance(59_500);
    expect(counter.secondsToWait(key, rule)).toBe(1);
    clock.advance(500);
    expect(counter.secondsToWait(key, rule)).toBe(0);
  });

  it('writes keys whatever characters they hold', async () => {
    const counter = createBatchedCounter({ db, clock, log: silent });
    const [prefix = ''] = keysOf(1);
    const keys = [`${prefix}:2001:0db8:0001:0002::/64`, `${prefix}:"a",{b} c\\d'e`];
    for (const key of keys) expect(await counter.hit(key, rule)).toBe(0);
    expect(await storedHits(keys)).toEqual([1, 1]);
  });

  it('holds at most maxKeys keys plus a tenth of them, however many clients came', async () => {
    const counter = createBatchedCounter({ db, clock, log: silent, maxKeys: 10 });
    const keys = keysOf(100);
    for (const key of keys) await counter.hit(key, rule);
    expect(counter.size).toBeLessThanOrEqual(11);
    // Forgetting a key loses nothing: its hits were written before.
    expect(await storedHits(keys)).toEqual(keys.map(() => 1));
  });

  it('keeps the keys that are over their limit when it forgets others', async () => {
    const counter = createBatchedCounter({ db, clock, log: silent, maxKeys: 10 });
    const [full = '', ...others] = keysOf(30);
    for (let hit = 1; hit <= rule.max; hit += 1) await counter.hit(full, rule);
    for (const key of others) await counter.hit(key, rule);
    expect(counter.size).toBeLessThanOrEqual(11);
    expect(counter.secondsToWait(full, rule)).toBeGreaterThan(0);
  });

  it('forgets the keys whose window ended before any other when it holds too many', async () => {
    const counter = createBatchedCounter({ db, clock, log: silent, maxKeys: 10 });
    const [held = '', ...ended] = keysOf(11);
    for (const key of ended) await counter.hit(key, rule);
    clock.advance(rule.windowSeconds * 1000);
    // A key held here only (a max of 60 holds 5 hits before writing), in the running window.
    const wide = { max: 60, windowSeconds: 60 };
    for (let hit = 1; hit <= 5; hit += 1) expect(counter.hit(held, wide)).toBe(0);
    expect(counter.size).toBe(11);
    // The 12th key takes the map past the cap plus a tenth: keys of the ended window go first.
    const [next = ''] = keysOf(1);
    await counter.hit(next, rule);
    expect(counter.size).toBe(10);
    // The held key, older than the new one and below its threshold, kept its 5 hits: 55 more
    // reach its max.
    for (let hit = 1; hit <= 55; hit += 1) expect(await counter.hit(held, wide)).toBe(0);
    expect(counter.secondsToWait(held, wide)).toBeGreaterThan(0);
  });

  it('goes on counting in memory when a write fails, and says so in the log', async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const log = { warn: vi.fn() };
    const counter = createBatchedCounter({ db: broken.db, clock, log });
    const [key = ''] = keysOf(1);
    for (let hit = 1; hit <= rule.max; hit += 1) expect(await counter.hit(key, rule)).toBe(0);
    // Each hit tried its own write once.
    expect(log.warn).toHaveBeenCalledTimes(rule.max);
    expect(counter.secondsToWait(key, rule)).toBeGreaterThan(0);
    // The hits stay counted in this process, and are not written again: the next is refused from
    // memory.
    expect(counter.hit(key, rule)).toBeGreaterThan(0);
    expect(log.warn).toHaveBeenCalledTimes(rule.max);
  });
});
