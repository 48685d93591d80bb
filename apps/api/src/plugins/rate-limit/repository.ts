import { and, between, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';

export interface BucketState {
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** Whole seconds until the window ends (at least 1). */
  secondsLeft: number;
}

const instant = (now: Date) => sql`${now.toISOString()}::timestamptz`;

function secondsLeftAt(now: Date) {
  return sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.windowEndsAt} - ${instant(now)})))::int`;
}

/** The upsert's values and the `CASE`s that start a new window once the old one has ended. */
function countOne(key: string, windowSeconds: number, now: Date) {
  const at = instant(now);
  const windowOver = sql`${rateLimits.windowEndsAt} <= ${at}`;
  return {
    values: { key, hits: 1, windowEndsAt: sql`${at} + make_interval(secs => ${windowSeconds})` },
    windowOver,
    set: {
      hits: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
      windowEndsAt: sql`CASE WHEN ${windowOver} THEN excluded.window_ends_at ELSE ${rateLimits.windowEndsAt} END`,
    },
  };
}

/**
 * Counts one request in the bucket `key` and answers the bucket's state, in one atomic upsert: the
 * first request (or the first after the window ended) starts a window of `windowSeconds` with one
 * hit; later ones add a hit. Concurrent requests from any number of API processes serialise on
 * the row, so none is lost.
 */
export async function hitBucket(
  db: Database,
  { key, windowSeconds, now }: { key: string; windowSeconds: number; now: Date },
): Promise<BucketState> {
  const { values, set } = countOne(key, windowSeconds, now);
  const [row] = await db
    .insert(rateLimits)
    .values(values)
    .onConflictDoUpdate({ target: rateLimits.key, set })
    .returning({ hits: rateLimits.hits, secondsLeft: secondsLeftAt(now) });
  if (!row) throw new Error('hitBucket: the upsert returned no row');
  return { hits: row.hits, secondsLeft: Number(row.secondsLeft) };
}

/**
 * A hit taken from a bucket, to give back later (`giveBack`): its key, and the instants between
 * which the window it was counted in ends. Windows of one key end at least a window's length
 * apart, so a span as short as a request holds one window at most.
 */
export interface TakenHit {
  key: string;
  windowEndsBetween: [Date, Date];
}

export type TakeResult =
  { taken: true; hits: number; windowEndsAt: Date } | { taken: false; secondsLeft: number };

/**
 * Counts one hit in the bucket `key` only if the window holds fewer than `max`, in one atomic
 * upsert, so that no number of parallel requests, from any number of API processes, counts more
 * than `max` in a window. A bucket already at `max` is left as it is and the answer says how long
 * its window lasts. Callers may pass different `max`es for one bucket (a share of it).
 */
export async function takeFromBucket(
  db: Database,
  { key, max, windowSeconds, now }: { key: string; max: number; windowSeconds: number; now: Date },
): Promise<TakeResult> {
  const { values, windowOver, set } = countOne(key, windowSeconds, now);
  const [row] = await db
    .insert(rateLimits)
    .values(values)
    .onConflictDoUpdate({
      target: rateLimits.key,
      set,
      setWhere: sql`${windowOver} OR ${rateLimits.hits} < ${max}`,
    })
    .returning({ hits: rateLimits.hits, windowEndsAt: rateLimits.windowEndsAt });
  if (row) return { taken: true, ...row };
  const [full] = await db
    .select({ secondsLeft: secondsLeftAt(now) })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return { taken: false, secondsLeft: Number(full?.secondsLeft ?? 1) };
}

/**
 * Gives a hit back to the window it was taken from (nothing once that window has ended). The last
 * hit of a window deletes the row (hits stay positive). Should another request take a hit between
 * the two statements, this hit stays counted: a race can only overcount by one, never undercount.
 */
export async function giveBack(db: Database, { key, windowEndsBetween }: TakenHit): Promise<void> {
  const [from, to] = windowEndsBetween;
  const sameWindow = and(eq(rateLimits.key, key), between(rateLimits.windowEndsAt, from, to));
  const lowered = await db
    .update(rateLimits)
    .set({ hits: sql`${rateLimits.hits} - 1` })
    .where(and(sameWindow, gt(rateLimits.hits, 1)))
    .returning({ hits: rateLimits.hits });
  if (lowered.length > 0) return;
  await db.delete(rateLimits).where(and(sameWindow, eq(rateLimits.hits, 1)));
}

/**
 * Keeps a mark under `key` until `seconds` from now (a later call moves it forward), e.g. an
 * address a sign-in succeeded from. Marks are rows of the same table, swept when they end.
 */
export async function markFor(
  db: Database,
  { key, seconds, now }: { key: string; seconds: number; now: Date },
): Promise<void> {
  const windowEndsAt = sql`${instant(now)} + make_interval(secs => ${seconds})`;
  await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowEndsAt })
    .onConflictDoUpdate({ target: rateLimits.key, set: { hits: 1, windowEndsAt } });
}

/** Whether a mark under `key` is still running at `now`. */
export async function isMarked(db: Database, key: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowEndsAt, now)));
  return rows.length > 0;
}

/** Deletes buckets whose window ended; they would be restarted by their next hit anyway. */
export async function sweepFinishedBuckets(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, now));
}

/** Forgets a bucket, e.g. an address's failed sign-ins on an account once it signs in. */
export async function clearBucket(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Hits counted in one window of a bucket, or the bucket's total in that window. */
export interface WindowHits {
  key: string;
  hits: number;
  windowEndsAt: Date;
}

/**
 * Adds hits counted in a process's memory (ADR-028) to their buckets in one statement and answers
 * each bucket's total: a bucket in the same window adds them, a bucket without a row or whose
 * window ended starts the given window with them, and a bucket already in a later window keeps it
 * (the hits belonged to a window that has ended). The rows travel as three array parameters, so
 * the statement is the same text whatever their number. Callers pass each key once, in key order,
 * so that two processes writing the same keys lock their rows in the same order.
 */
export async function addHitsToWindows(db: Database, counts: WindowHits[]): Promise<WindowHits[]> {
  if (counts.length === 0) return [];
  const keys = sql.param(counts.map((count) => count.key));
  const hits = sql.param(counts.map((count) => count.hits));
  const ends = sql.param(counts.map((count) => count.windowEndsAt.toISOString()));
  const stored = rateLimits.windowEndsAt;
  const counted = sql`excluded.window_ends_at`;
  return db
    .insert(rateLimits)
    .select(sql`select * from unnest(${keys}::text[], ${hits}::int[], ${ends}::timestamptz[])`)
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${stored} = ${counted} THEN ${rateLimits.hits} + excluded.hits
          WHEN ${stored} < ${counted} THEN excluded.hits ELSE ${rateLimits.hits} END`,
        windowEndsAt: sql`greatest(${stored}, ${counted})`,
      },
    })
    .returning({
      key: rateLimits.key,
      hits: rateLimits.hits,
      windowEndsAt: rateLimits.windowEndsAt,
    });
}
