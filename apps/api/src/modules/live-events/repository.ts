import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { LIVE_EVENTS_CHANNEL, type LiveNotification } from './events.ts';

/** Of the given session ids, those that still exist and have not expired at `now`. */
export async function currentSessionIds(
  db: Database,
  ids: readonly string[],
  now: Date,
): Promise<Set<string>> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, [...ids]), gt(sessions.expiresAt, now)));
  return new Set(rows.map((row) => row.id));
}

/**
 * `pg_notify` on the live events' channel in the caller's transaction: PostgreSQL (and PGlite)
 * delivers it to every listening process when the transaction commits, never when it rolls back.
 */
export async function notifyLiveEvent(tx: Executor, notification: LiveNotification) {
  await tx.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${JSON.stringify(notification)})`);
}
