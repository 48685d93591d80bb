import type { Server as HttpServer } from 'node:http';
import { Server as NetServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * The first step of a graceful stop behind a proxy (`SHUTDOWN_DRAIN_MS`, ADR-053). The server stops
 * accepting connections at once: the proxy's next attempt is refused, so it asks another process,
 * a POST included, since nothing was sent. A request that still comes on a connection the server
 * holds is answered as usual, with `Connection: close`, so that connection ends with its answer.
 * The server never closes an idle connection itself during this time (`http.Server#close` would):
 * the proxy may be sending a request on it at that very moment, and a POST lost that way cannot
 * be sent again safely. The proxy closes its idle connections itself, after its keep-alive
 * timeout, which must be shorter than `drainMs`. Resolves when no connection is left or after
 * `drainMs`, whichever comes first, with the number of connections still open (0 when none is);
 * then the app closes as it would without a proxy.
 */
export async function leaveRotation(server: HttpServer, drainMs: number): Promise<number> {
  if (drainMs <= 0 || !server.listening) return 0;
  server.prependListener('request', (_request, response) => {
    response.setHeader('connection', 'close');
  });
  const noConnectionLeft = new Promise<void>((resolve) => {
    NetServer.prototype.close.call(server, () => resolve());
  });
  const timer = new AbortController();
  const timeUp = delay(drainMs, undefined, { signal: timer.signal }).catch(() => undefined);
  const drained = await Promise.race([noConnectionLeft.then(() => true), timeUp.then(() => false)]);
  timer.abort();
  if (drained) return 0;
  return new Promise((resolve) => {
    server.getConnections((error, count) => resolve(error ? 0 : count));
  });
}
