import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { CALLER_CHANGES_CHANNEL } from '../../db/notifications.ts';
import { catchUpBeforeAnswering } from '../catch-up-before-answering.ts';
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
  const subscription = await listen(CALLER_CHANGES_CHANNEL, {
    notification(userId) {
      if (userId === EVERYONE) cache.forgetAll();
      else cache.forgetUser(userId);
    },
    interrupted() {
      cache.suspend();
      app.log.warn('caller changes: listening connection lost, caller cache off');
    },
    resumed() {
      cache.resume();
      app.log.info('caller changes: listening again, caller cache on');
    },
    connectFailed(error) {
      app.log.warn({ err: error }, 'caller changes: could not listen, retrying');
    },
  });
  catchUpBeforeAnswering(app, subscription);
  confirmedAt = () => subscription.confirmedAt;
  app.addHook('onClose', () => subscription.close());
  const callerChanges: CallerChanges = {
    caughtUp: () => subscription.caughtUp(),
    get listening() {
      return subscription.listening;
    },
  };
  return { cache, callerChanges };
}
