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
  /**
   * Keys held in memory: once a tenth more are held, counting forgets keys whose window ended,
   * keys held here only and keys whose hits are written, until this many remain.
   */
  maxKeys?: number;
}

export interface BatchedCounter {
  /** 0 while `key` has room in its window; else the whole seconds until the window ends (≥ 1). */
  secondsToWait(key: string, rule: CountingRule): number;
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
   * The hits counted on `key` in the running window, as this process knows them (its own and the
   * total the database last answered), and the milliseconds left in that window.
   */
  countOf(key: string, rule: CountingRule): { hits: number; msLeft: number };
  /** Keys held in memory. */
  readonly size: number;
}

const MAX_KEYS = 10_000;
/** Finished windows are deleted from the table at most this often (by the injected clock). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Hits a key must hold in one process, in one window, before the process writes them (ADR-029): a
 * tenth of the max, at least 1. Below it the key's hits stay in this process's memory, so a flood
 * of clients that come once each costs the database nothing; across N processes the limit can
 * give way by at most N × (threshold − 1) hits per window (5 per process for 60 a minute).
 */
const writeThreshold = (rule: CountingRule) => Math.max(1, Math.ceil(rule.max / 10));

/** The end of the window that holds `now`: windows are whole multiples of their length. */
function windowEndAfter(now: number, rule: CountingRule): number {
  const length = rule.windowSeconds * 1000;
  return (Math.floor(now / length) + 1) * length;
}

/** One key in this process's memory, in the window it is in. */
interface Bucket {
  /** Windows are aligned to whole multiples of their length: every process agrees on them. */
  windowEndsAt: number;
  max: number;
  /** The key's `writeThreshold`. */
  writeAt: number;
  /** Whether this process has started writing the key in this window: then every hit is written. */
  written: boolean;
  /** The total in the database as the last write of this key answered it. */
  known: number;
  /** Hits the writes under way are adding to the table. */
  sending: number;
  /** Hits counted and not yet written: those held here below the threshold, or the hit to write. */
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
/** Has hits to write now. */
const isDue = (bucket: Bucket) => (bucket.written ? bucket.unsent > 0 : !isHeldHere(bucket));
/**
 * What the cap forgets, in turn: keys whose window ended (their hits no longer count for anyone),
 * keys held here only (at most threshold − 1 hits each, which no other process counts either),
 * then keys whose hits are written, those at their limit last. A key in its window whose write is
 * under way stays until the write has answered.
 */
const forgettable: ((bucket: Bucket, now: number) => boolean)[] = [
  (bucket, now) => bucket.windowEndsAt <= now,
  isHeldHere,
  (bucket) => bucket.written && isClean(bucket) && !isFull(bucket),
  (bucket) => bucket.written && isClean(bucket),
];

/**
 * Counts hits per key in memory (ADR-028) until a key holds a tenth of its max in this process
 * (ADR-029); from then on each hit is added to the total in `rate_limits` before it is answered
 * (ADR-050). A hit is refused once the total the database last answered, plus the hits this
 * process counted since, reaches the max: exact within one process; across N processes the max
 * plus at most what the other processes hold below their threshold.
 */
export function createBatchedCounter({
  db,
  clock,
  log,
  maxKeys = MAX_KEYS,
}: BatchedCounterOptions): BatchedCounter {
  const buckets = new Map<string, Bucket>();
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

  /** Counts one hit on `key` in this process's memory; `hit` writes it when the key is due. */
  function count(key: string, rule: CountingRule): void {
    const now = clock.now().getTime();
    let bucket = running(key, now);
    if (!bucket) {
      // A bucket whose window ended is replaced: its hits no longer count, written or not.
      bucket = {
        windowEndsAt: windowEndAfter(now, rule),
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
    // Clients that come once each are never written: counting keeps the map small itself.
    if (buckets.size > forgetAtSize) forgetBeyondCap(now);
  }

  /**
   * Forgets keys in the order of `forgettable`, oldest first, until at most `maxKeys` remain. Keys
   * being written may keep the map above that: counting then tries again only once `slack` more
   * have come, so a stalled database never makes each hit scan the whole map.
   */
  function forgetBeyondCap(now: number) {
    for (const canForget of forgettable) {
      for (const [key, bucket] of buckets) {
        if (buckets.size <= maxKeys) break;
        if (canForget(bucket, now)) buckets.delete(key);
      }
    }
    forgetAtSize = Math.max(maxKeys, buckets.size) + slack;
  }

  /**
   * Adds the entry's `hits` (which its bucket holds in `sending`) to the key's total in the table
   * and learns that total. Never rejects: a failure is logged and the hits stay counted here only.
   */
  async function write({ key, bucket, hits }: Sending, now: number): Promise<void> {
    let written = false;
    try {
      const [total] = await addHitsToWindows(db, [
        { key, hits, windowEndsAt: new Date(bucket.windowEndsAt) },
      ]);
      bucket.sending -= hits;
      // Another process may already have moved the key to a later window: our hits belonged to
      // one that ended, and this process keeps its own count until its window ends too. Writes of
      // one key may overlap: the largest total answered is the latest.
      bucket.known =
        total && total.windowEndsAt.getTime() === bucket.windowEndsAt
          ? Math.max(bucket.known, total.hits)
          : bucket.known + hits;
      written = true;
      if (now - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = now;
        await sweepFinishedBuckets(db, new Date(now));
      }
    } catch (error) {
      log.warn(
        { err: error },
        'rate-limit counts could not be written; this process goes on counting them alone',
      );
      if (!written) {
        bucket.known += hits;
        bucket.sending -= hits;
      }
    }
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
    return write(take(key, bucket), now).then(() => {
      if (bucket.known + bucket.sending + bucket.unsent <= bucket.max) return 0;
      return Math.max(1, Math.ceil((bucket.windowEndsAt - now) / 1000));
    });
  }

  function countOf(key: string, rule: CountingRule) {
    const now = clock.now().getTime();
    const bucket = running(key, now);
    const hits = bucket ? bucket.known + bucket.sending + bucket.unsent : 0;
    return { hits, msLeft: (bucket?.windowEndsAt ?? windowEndAfter(now, rule)) - now };
  }

  return {
    secondsToWait,
    hit,
    countOf,
    get size() {
      return buckets.size;
    },
  };
}
