import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import type { Subscription } from '../db/notifications.ts';
import type { NotifiedCache } from './notified-cache.ts';

// How this process's caches (the search cache, the caller cache) stay true to the database: each
// listens to a channel of notifications, and a request that changed something answers once they
// have heard its change.

/** Any method but GET, HEAD and OPTIONS: a request that may change something. */
export function isStateChanging(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}

/**
 * Makes every request that may have changed something (any method but GET, HEAD and OPTIONS)
 * answer only once this process has heard the notifications committed before its answer
 * (`Subscription.caughtUp`), so its client's next request meets this process's caches already
 * up to date (ADR-065). Registered on the root instance before the routes: it adds its `onSend`
 * hook to the routes that accept a change, so a GET pays nothing.
 */
export function catchUpBeforeAnswering(
  app: FastifyInstance,
  subscription: Pick<Subscription, 'caughtUp'>,
): void {
  const waitForChanges: onSendHookHandler = async (request, _reply, payload) => {
    if (isStateChanging(request.method)) await subscription.caughtUp();
    return payload;
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some(isStateChanging)) return;
    const own = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [...own, waitForChanges];
  });
}

/** The changes a notified cache listens to, as the app (and its tests) see them. */
export interface CacheChanges {
  /** Resolves once every change committed before the call has reached this process's cache. */
  caughtUp(): Promise<void>;
  /** False while the listening connection is lost (the cache is off meanwhile). */
  readonly listening: boolean;
}

export interface ChannelOfCache<Cache> {
  /** The channel whose triggers name the group a write may have changed. */
  channel: string;
  /** The payload that names every group (a table emptied, say). */
  everything: string;
  /** What the logs call the channel and the cache. */
  names: { channel: string; cache: string };
  /** Builds the cache, trusting the changes heard before `confirmedAt`. */
  create(confirmedAt: () => number): Cache;
}

/**
 * Starts a cache and keeps it true to its channel (ADR-065): a notification forgets the group it
 * names; a lost listening connection suspends the cache until it listens again; a request that
 * changed something answers once this process has heard its change (`catchUpBeforeAnswering`),
 * so its client's next request meets a cache that knows it. Called on the root instance before
 * the routes; the subscription closes with the app.
 */
export async function startNotifiedCache<
  Cache extends Pick<NotifiedCache<unknown>, 'forgetGroup' | 'forgetAll' | 'suspend' | 'resume'>,
>(
  app: FastifyInstance,
  listen: DatabaseHandle['listen'],
  { channel, everything, names, create }: ChannelOfCache<Cache>,
): Promise<{ cache: Cache; changes: CacheChanges }> {
  let confirmedAt = () => 0;
  const cache = create(() => confirmedAt());
  const subscription = await listen(channel, {
    notification(group) {
      if (group === everything) cache.forgetAll();
      else cache.forgetGroup(group);
    },
    interrupted() {
      cache.suspend();
      app.log.warn(`${names.channel}: listening connection lost, ${names.cache} off`);
    },
    resumed() {
      cache.resume();
      app.log.info(`${names.channel}: listening again, ${names.cache} on`);
    },
    connectFailed(error) {
      app.log.warn({ err: error }, `${names.channel}: could not listen, retrying`);
    },
  });
  confirmedAt = () => subscription.confirmedAt;
  catchUpBeforeAnswering(app, subscription);
  app.addHook('onClose', () => subscription.close());
  const changes: CacheChanges = {
    caughtUp: () => subscription.caughtUp(),
    get listening() {
      return subscription.listening;
    },
  };
  return { cache, changes };
}
