import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { CALLER_CHANGES_CHANNEL } from '../../db/notifications.ts';
import { keepTrueToChannel } from '../notified-memory.ts';
import { createCallerCache, type CallerCache } from './caller-cache.ts';
import type { SessionWithUser } from './session-lookup.ts';

/** What the triggers send instead of a user id when a whole table was emptied. */
const EVERYONE = '*';

/** The app's view of the caller changes it listens to. */
export interface CallerChanges {
  /** Resolves once every change committed before the call has reached this process's cache. */
  caughtUp(): Promise<void>;
  /** False while the listening connection is lost (the cache is off meanwhile). */
  readonly listening: boolean;
}

/**
 * The cache of callers, kept true to the database (ADR-030): a notification forgets the user's
 * entries; a lost connection empties the cache and turns it off until it listens again; a
 * connection that has not confirmed for a while stops the cache answering until it does. A
 * request that may have changed something (any method but GET, HEAD and OPTIONS) answers only
 * once this process has caught up with the changes committed so far, so its client's next
 * request meets a cache that knows them. The subscription closes with the app.
 */
export async function watchCallerChanges(
  app: FastifyInstance,
  listen: DatabaseHandle['listen'],
): Promise<{ cache: CallerCache<SessionWithUser>; callerChanges: CallerChanges }> {
  let confirmedAt = () => 0;
  const cache = createCallerCache<SessionWithUser>({ confirmedAt: () => confirmedAt() });
  const subscription = await keepTrueToChannel(
    app,
    listen,
    CALLER_CHANGES_CHANNEL,
    {
      forget(userId) {
        if (userId === EVERYONE) cache.forgetAll();
        else cache.forgetUser(userId);
      },
      suspend: () => cache.suspend(),
      resume: () => cache.resume(),
    },
    { channel: 'caller changes', memory: 'caller cache' },
  );
  confirmedAt = () => subscription.confirmedAt;
  const callerChanges: CallerChanges = {
    caughtUp: () => subscription.caughtUp(),
    get listening() {
      return subscription.listening;
    },
  };
  return { cache, callerChanges };
}
