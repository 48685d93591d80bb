import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { addHitsToWindows, sweepFinishedBuckets } from './repository.ts';

/** A limit as the counter needs it: `max` hits per window of `windowSeconds`. */
export interface CountingRule {
  max: number;
  windowSeconds: number;
}

/** The part of the app's logger the counter uses (Fastify's pino logger fits). */
export interface CounterLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface BatchedCounterOptions {
  db: Database;
  clock: Clock;
  log: CounterLogger;
  /** Milliseconds between two flushes; `null`: no timer, only `flush()`, `close()` and the cap. */
  flushIntervalMs?: number | null;
  /**
   * Keys held once a flush has ended: beyond it, the flush forgets keys held here only and keys
   * whose hits are written. Between flushes, counting forgets them once a tenth more are held.
   */
  maxKeys?: number;
  /** Keys with hits due to be written that start a flush at once, without waiting for the timer. */
  flushAtDirtyKeys?: number;
}

export interface BatchedCounter {
  /** 0 while `key` has room in its window; else the whole seconds until the window ends (≥ 1). */
  secondsToWait(key: string, rule: CountingRule): number;
  /**
   * Counts one hit on `key` in this process's memory. The key's hits are written at the next
   * flush once it holds a tenth of the max in this process (`writeThreshold`), and every later
   * hit of the window after that; below it they stay in this process only.
   */
  count(key: string, rule: CountingRule): void;
  /**
   * Counts one hit on `key` for a request and answers 0 when the request is within the limit, else
   * the whole seconds until the window ends (a hit refused from memory is not counted). Below the
   * write threshold the hit stays in this process's memory and the answer comes at once; from the
   * threshold on, the hit (with those this process held before it) is added to the total in the
   * database before the answer, which compares that shared total (ADR-050): a client whose hits
   * are spread over several processes is refused at the same count as by one.
   */
  hit(key: string, rule: CountingRule): number | Promise<number>;
  /**
   * Writes the hits counted since the last flush, adding them to the totals in the database, and
   * learns those totals. Runs after any flush under way; never rejects (a failure is logged and
   * the hits stay counted here only). Answers how many keys it wrote.
   */
  flush(): Promise<number>;
  /** Stops the timer and flushes one last time. */
  close(): Promise<number>;
  /** Keys held in memory. */
  readonly size: number;
}

export const FLUSH_INTERVAL_MS = 1_000;
const MAX_KEYS = 10_000;
const FLUSH_AT_DIRTY_KEYS = 1_000;
const ROWS_PER_STATEMENT = 1_000;
/** Finished windows are deleted from the table at most this often (by the injected clock). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Hits a key must hold in one process, in one window, before the process writes them (ADR-029): a
 * tenth of the max, at least 1. Below it the key's hits stay in this process's memory, so a flood
 * of clients that come once each costs the database nothing; across N processes the limit can
 * give way by at most N × (threshold − 1) hits per window (5 per process for 60 a minute).
 */
const writeThreshold = (rule: CountingRule) => Math.max(1, Math.ceil(rule.max / 10));

/** One key in this process's memory, in the window it is in. */
interface Bucket {
  /** Windows are aligned to whole multiples of their length: every process agrees on them. */
  windowEndsAt: number;
  max: number;
  /** The key's `writeThreshold`. */
  writeAt: number;
  /** Whether this process has started writing the key in this window: then every hit is written. */
  written: boolean;
  /** The total in the database as the last flush that wrote this key answered it. */
  known: number;
  /** Hits the writes under way are adding to the table. */
  sending: number;
  /** Hits counted since the last flush started. */
  unsent: number;
}

/** Hits of one key on their way to the table. */
interface Sending {
  key: string;
  bucket: Bucket;
  hits: number;
}

const isClean = (bucket: Bucket) => bucket.unsent === 0 && bucket.sending === 0;
const isFull = (bucket: Bucket) => bucket.known + bucket.sending + bucket.unsent >= bucket.max;
/** Below its threshold and never written: its hits are in this process only (and `sending` is 0). */
const isHeldHere = (bucket: Bucket) => !bucket.written && bucket.unsent < bucket.writeAt;
/** Has hits the next flush writes. */
const isDue = (bucket: Bucket) => (bucket.written ? bucket.unsent > 0 : !isHeldHere(bucket));
/**
 * What the cap forgets, in turn: keys held here only (at most threshold − 1 hits each, which no
 * other process counts either), then keys whose hits are written, those at their limit last. Keys
 * with hits due to be written stay until the flush has written them.
 */
const forgettable: ((bucket: Bucket) => boolean)[] = [
  isHeldHere,
  (bucket) => bucket.written && isClean(bucket) && !isFull(bucket),
  (bucket) => bucket.written && isClean(bucket),
];
const byKey = <T extends { key: string }>(a: T, b: T) =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : 0;

/**
 * Counts hits per key in memory and writes them to `rate_limits` in batches, off the request path
 * (ADR-028), each key only once it holds a tenth of its max in this process (ADR-029). A hit is
 * refused once the total the database last answered, plus the hits this process counted since,
 * reaches the max: exact within one process; across N processes at most N times the max per
 * window, less as flushes share the totals.
 */
export function createBatchedCounter({
  db,
  clock,
  log,
  flushIntervalMs = null,
  maxKeys = MAX_KEYS,
  flushAtDirtyKeys = FLUSH_AT_DIRTY_KEYS,
}: BatchedCounterOptions): BatchedCounter {
  const buckets = new Map<string, Bucket>();
  let dirtyKeys = 0;
  let flushQueued = false;
  let closed = false;
  let queue: Promise<unknown> = Promise.resolve();
  let lastSweep = Number.NEGATIVE_INFINITY;
  /** Keys beyond `maxKeys` that counting lets in before it forgets some (a tenth of the cap). */
  const slack = Math.ceil(maxKeys / 10);
  /** The size at which counting forgets keys next. */
  let forgetAtSize = maxKeys + slack;

  /** The bucket of `key` in the window running at `now`, when this process holds one. */
  function running(key: string, now: number): Bucket | undefined {
    const bucket = buckets.get(key);
    return bucket && bucket.windowEndsAt > now ? bucket : undefined;
  }

  function secondsToWait(key: string, rule: CountingRule): number {
    const now = clock.now().getTime();
    const bucket = running(key, now);
    if (!bucket || bucket.known + bucket.sending + bucket.unsent < rule.max) return 0;
    return Math.max(1, Math.ceil((bucket.windowEndsAt - now) / 1000));
  }

  function count(key: string, rule: CountingRule): void {
    const now = clock.now().getTime();
    let bucket = running(key, now);
    if (!bucket) {
      // A bucket whose window ended is replaced: its hits no longer count, written or not.
      const length = rule.windowSeconds * 1000;
      bucket = {
        windowEndsAt: (Math.floor(now / length) + 1) * length,
        max: rule.max,
        writeAt: writeThreshold(rule),
        written: false,
        known: 0,
        sending: 0,
        unsent: 0,
      };
      buckets.delete(key);
      buckets.set(key, bucket);
    }
    bucket.unsent += 1;
    // Clients that come once each never start a flush: counting keeps the map small itself.
    if (buckets.size > forgetAtSize) forgetBeyondCap();
    // The hit that makes the key due to be written: its first since the last flush once written,
    // the one that reaches the threshold before.
    if (bucket.unsent === (bucket.written ? 1 : bucket.writeAt)) dirtyKeys += 1;
    if (dirtyKeys >= flushAtDirtyKeys) startFlush();
  }

  /**
   * Forgets keys in the order of `forgettable`, oldest first, until at most `maxKeys` remain. Keys
   * due to be written may keep the map above that: counting then tries again only once `slack`
   * more have come, so a stalled database never makes each hit scan the whole map.
   */
  function forgetBeyondCap() {
    for (const canForget of forgettable) {
      for (const [key, bucket] of buckets) {
        if (buckets.size <= maxKeys) break;
        if (canForget(bucket)) buckets.delete(key);
      }
    }
    forgetAtSize = Math.max(maxKeys, buckets.size) + slack;
  }

  /** Adds each entry's `hits` (which its bucket holds in `sending`) to the totals in the table. */
  async function write(batch: Sending[], now: number): Promise<number> {
    let written = 0;
    try {
      for (let start = 0; start < batch.length; start += ROWS_PER_STATEMENT) {
        const part = batch.slice(start, start + ROWS_PER_STATEMENT);
        const totals = await addHitsToWindows(
          db,
          part.map(({ key, bucket, hits }) => ({
            key,
            hits,
            windowEndsAt: new Date(bucket.windowEndsAt),
          })),
        );
        const totalOf = new Map(totals.map((total) => [total.key, total]));
        for (const { key, bucket, hits } of part) {
          const total = totalOf.get(key);
          bucket.sending -= hits;
          // Another process may already have moved the key to a later window: our hits belonged
          // to one that ended, and this process keeps its own count until its window ends too.
          // Writes of one key may overlap: the largest total answered is the latest.
          bucket.known =
            total && total.windowEndsAt.getTime() === bucket.windowEndsAt
              ? Math.max(bucket.known, total.hits)
              : bucket.known + hits;
        }
        written += part.length;
      }
      if (now - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = now;
        await sweepFinishedBuckets(db, new Date(now));
      }
    } catch (error) {
      log.warn(
        { err: error },
        'rate-limit counts could not be written; this process goes on counting them alone',
      );
      for (const { bucket, hits } of batch.slice(written)) {
        bucket.known += hits;
        bucket.sending -= hits;
      }
    }
    return written;
  }

  /** Moves a due bucket's unsent hits to `sending`, for a write. */
  function take(key: string, bucket: Bucket): Sending {
    const hits = bucket.unsent;
    bucket.written = true;
    bucket.sending += hits;
    bucket.unsent = 0;
    return { key, bucket, hits };
  }

  function hit(key: string, rule: CountingRule): number | Promise<number> {
    const wait = secondsToWait(key, rule);
    if (wait > 0) return wait;
    count(key, rule);
    const now = clock.now().getTime();
    const bucket = running(key, now);
    if (!bucket || !isDue(bucket)) return 0;
    // Written now, not by the next flush: the key no longer waits for one.
    dirtyKeys = Math.max(0, dirtyKeys - 1);
    return write([take(key, bucket)], now).then(() => {
      if (bucket.known + bucket.sending + bucket.unsent <= bucket.max) return 0;
      return Math.max(1, Math.ceil((bucket.windowEndsAt - now) / 1000));
    });
  }

  async function flushOnce(): Promise<number> {
    flushQueued = false;
    const now = clock.now().getTime();
    const batch: Sending[] = [];
    for (const [key, bucket] of buckets) {
      if (bucket.windowEndsAt <= now) {
        buckets.delete(key);
      } else if (isDue(bucket)) {
        batch.push(take(key, bucket));
      }
    }
    dirtyKeys = 0;
    // Two processes writing the same keys lock their rows in the same order: no deadlock.
    batch.sort(byKey);
    const written = batch.length > 0 ? await write(batch, now) : 0;
    forgetBeyondCap();
    return written;
  }

  function flush(): Promise<number> {
    const run = queue.then(flushOnce);
    queue = run;
    return run;
  }

  function startFlush() {
    if (flushQueued || closed) return;
    flushQueued = true;
    void flush();
  }

  const timer = flushIntervalMs === null ? undefined : setInterval(startFlush, flushIntervalMs);
  timer?.unref();

  return {
    secondsToWait,
    count,
    hit,
    flush,
    close() {
      closed = true;
      clearInterval(timer);
      return flush();
    },
    get size() {
      return buckets.size;
    },
  };
}
