import type { FastifyInstance, onSendHookHandler } from 'fastify';
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
