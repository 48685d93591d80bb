import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';

export interface BucketState {
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** Whole seconds until the window ends (at least 1). */
  secondsLeft: number;
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
  const at = sql`${now.toISOString()}::timestamptz`;
  const newWindowEnd = sql`${at} + make_interval(secs => ${windowSeconds})`;
  const windowOver = sql`${rateLimits.windowEndsAt} <= ${at}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowEndsAt: newWindowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${windowOver} THEN excluded.window_ends_at ELSE ${rateLimits.windowEndsAt} END`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.windowEndsAt} - ${at})))::int`,
    });
  if (!row) throw new Error('hitBucket: the upsert returned no row');
  return { hits: row.hits, secondsLeft: Number(row.secondsLeft) };
}

/** Deletes buckets whose window ended; they would be restarted by their next hit anyway. */
export async function sweepFinishedBuckets(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, now));
}

/** Forgets a bucket, e.g. an account's failed sign-ins once it signs in. */
export async function clearBucket(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
