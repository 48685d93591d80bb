import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { closeLater } from '../../../test/app.ts';
import { manualClock } from '../../../test/clock.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { rateLimits } from '../../db/schema.ts';
import { createBatchedCounter, type CountingRule } from './batched-counter.ts';

/**
 * The batched counter writes a key to the database only once it holds a tenth of its limit in
 * one process (ADR-029): below that, its hits are counted in that process's memory only. From
 * then on each hit is written before it is answered (ADR-050).
 */
const rule: CountingRule = { max: 60, windowSeconds: 60 };
/** A tenth of the limit: a key's hits are written from its 6th in a process. */
const threshold = 6;
const silent = { warn: () => undefined };

describe('the write threshold of the batched counter', async () => {
  const database = await createTestDatabase();
  closeLater(() => database.close());
  const db = database.db;
  const clock = manualClock('2026-11-23T12:00:10Z');
  let run = 0;
  /** Keys no other test of this file uses, all under one prefix. */
  const keysOf = (count: number) => {
    run += 1;
    const prefix = `test:${run}:`;
    return { prefix, keys: Array.from({ length: count }, (_, index) => `${prefix}${index}`) };
  };
  const storedHits = async (key: string) => {
    const rows = await db
      .select({ key: rateLimits.key, hits: rateLimits.hits })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    return rows[0]?.hits;
  };
  const storedRows = async (prefix: string) =>
    (
      await db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(like(rateLimits.key, `${prefix}%`))
    ).length;
  /** `hits` hits on `key`, each admitted (awaited when it was written). */
  const countHits = async (
    counter: ReturnType<typeof createBatchedCounter>,
    key: string,
    hits: number,
  ) => {
    for (let hit = 1; hit <= hits; hit += 1) {
      expect(counter.secondsToWait(key, rule)).toBe(0);
      expect(await counter.hit(key, rule)).toBe(0);
    }
  };

  it('writes nothing for a key below a tenth of its limit, and still counts it in memory', async () => {
    const counter = createBatchedCounter({ db, clock, log: silent });
    const {
      keys: [key = ''],
    } = keysOf(1);
    // Below the threshold the answer comes at once, with nothing awaited.
    for (let hit = 1; hit < threshold; hit += 1) expect(counter.hit(key, rule)).toBe(0);
    expect(await storedHits(key)).toBeUndefined();
    // One process is still exact: the hits it held before writing are in the sum it compares.
    await countHits(counter, key, rule.max - (threshold - 1));
    expect(counter.secondsToWait(key, rule)).toBeGreaterThan(0);
  });

  it('writes a key with all its hits once it reaches the threshold, then every later hit', async () => {
    const counter = createBatchedCounter({ db, clock, log: silent });
    const {
      keys: [key = ''],
    } = keysOf(1);
    await countHits(counter, key, threshold - 1);
    expect(await storedHits(key)).toBeUndefined();
    await countHits(counter, key, 1);
    // The hits counted before it crossed are written with the one that made it cross.
    expect(await storedHits(key)).toBe(threshold);
    await countHits(counter, key, 1);
    expect(await storedHits(key)).toBe(threshold + 1);
  });

  it('shares a key between two processes once each holds enough of it to write it', async () => {
    const first = createBatchedCounter({ db, clock, log: silent });
    const second = createBatchedCounter({ db, clock, log: silent });
    const {
      keys: [key = ''],
    } = keysOf(1);
    await countHits(first, key, 30);
    expect(await storedHits(key)).toBe(30);
    // Below the threshold, the second process neither writes nor learns the total.
    await countHits(second, key, threshold - 1);
    expect(await storedHits(key)).toBe(30);
    await countHits(second, key, 1);
    expect(await storedHits(key)).toBe(30 + threshold);
    // It knows the first's 30 now, and refuses once they and its own reach the limit.
    await countHits(second, key, rule.max - 30 - threshold);
    expect(second.secondsToWait(key, rule)).toBeGreaterThan(0);
    // The first learns the total at its next write, which refuses the hit that went over it.
    expect(first.secondsToWait(key, rule)).toBe(0);
    expect(await first.hit(key, rule)).toBeGreaterThan(0);
    expect(first.secondsToWait(key, rule)).toBeGreaterThan(0);
  });

  it('writes nothing for a flood of distinct keys that come once each', async () => {
    const counter = createBatchedCounter({ db, clock, log: silent });
    const { prefix, keys } = keysOf(2_000);
    for (const key of keys) expect(counter.hit(key, rule)).toBe(0);
    expect(await storedRows(prefix)).toBe(0);
  });

  it('forgets keys below the threshold before the written ones when it holds too many', async () => {
    const counter = createBatchedCounter({ db, clock, log: silent, maxKeys: 10 });
    const {
      keys: [written = '', ...others],
    } = keysOf(30);
    await countHits(counter, written, threshold);
    for (const key of others) await countHits(counter, key, 1);
    // The cap plus a tenth of it at most.
    expect(counter.size).toBeLessThanOrEqual(11);
    // The written key is still held with its hits: the limit still counts them.
    await countHits(counter, written, rule.max - threshold);
    expect(counter.secondsToWait(written, rule)).toBeGreaterThan(0);
  });

  it('holds a bounded number of keys under a flood of distinct keys', () => {
    const counter = createBatchedCounter({ db, clock, log: silent, maxKeys: 100 });
    const { keys } = keysOf(5_000);
    for (const key of keys) counter.hit(key, rule);
    // The cap plus a tenth of it at most, however many keys came.
    expect(counter.size).toBeLessThanOrEqual(110);
  });
});
