import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import type { Subscription } from '../db/notifications.ts';

export function isStateChanging(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}

/**
 * Makes every request that may have changed something (any method but GET, HEAD and OPTIONS)
 * answer only once this process has heard the notifications committed before its answer
 * (`Subscription.caughtUp`), so its client's next request meets what this process keeps from
 * them already up to date (ADR-030, ADR-063). Registered on the root instance before the routes:
 * it adds its `onSend` hook to the routes that accept a change, so a GET pays nothing.
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

/** What this process keeps from the database, and what a notification channel tells it. */
export interface NotifiedMemory {
  /** The database says something changed (the payload says what, for the channel's triggers). */
  forget(payload: string): void;
  /** Notifications may be missed: forget everything and keep nothing until `resume`. */
  suspend(): void;
  resume(): void;
}

/**
 * Keeps `memory` true to `channel` (ADR-030, ADR-063): a notification forgets what it names; a
 * lost listening connection suspends the memory until it listens again; a request that changed
 * something answers once this process has heard its change (`catchUpBeforeAnswering`). Called on
 * the root instance before the routes; the subscription closes with the app. `name` is what the
 * logs call the channel and the memory.
 */
export async function keepTrueToChannel(
  app: FastifyInstance,
  listen: DatabaseHandle['listen'],
  channel: string,
  memory: NotifiedMemory,
  name: { channel: string; memory: string },
): Promise<Subscription> {
  const subscription = await listen(channel, {
    notification: (payload) => memory.forget(payload),
    interrupted() {
      memory.suspend();
      app.log.warn(`${name.channel}: listening connection lost, ${name.memory} off`);
    },
    resumed() {
      memory.resume();
      app.log.info(`${name.channel}: listening again, ${name.memory} on`);
    },
    connectFailed(error) {
      app.log.warn({ err: error }, `${name.channel}: could not listen, retrying`);
    },
  });
  catchUpBeforeAnswering(app, subscription);
  app.addHook('onClose', () => subscription.close());
  return subscription;
}
