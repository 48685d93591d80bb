import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { CALLER_CHANGES_CHANNEL } from '../../db/notifications.ts';
import { startNotifiedCache, type CacheChanges } from '../cache-notifications.ts';
import { createCallerCache, type CallerCache } from './caller-cache.ts';
import type { SessionWithUser } from './session-lookup.ts';

/** The app's view of the caller changes it listens to. */
export type CallerChanges = CacheChanges;

/**
 * The caller cache, kept true to the database (ADR-065): a notification on the channel of
 * migration 0004 forgets the user it names ('*', a table emptied: everyone); a lost connection
 * empties the cache and turns it off until it listens again; a connection that has not confirmed
 * for a while stops the cache answering until it does. A request that may have changed
 * something answers only once this process has caught up with the changes committed so far.
 */
export async function watchCallerChanges(
  app: FastifyInstance,
  listen: DatabaseHandle['listen'],
): Promise<{ cache: CallerCache<SessionWithUser>; callerChanges: CallerChanges }> {
  const { cache, changes } = await startNotifiedCache(app, listen, {
    channel: CALLER_CHANGES_CHANNEL,
    everything: '*',
    names: { channel: 'caller changes', cache: 'caller cache' },
    create: (confirmedAt) => createCallerCache<SessionWithUser>({ confirmedAt }),
  });
  return { cache, callerChanges: changes };
}
