import { Socket } from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LIVE_EVENTS_RETRY_MS,
  LiveEventStreamSchema,
  openLiveEvents,
} from '@brillo/domain/contracts/live-events';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import type { Dependencies } from '../../dependencies.ts';
import { AppError, errorResponses } from '../../errors.ts';
import { callerOf } from '../../plugins/authentication/guards.ts';
import { route } from '../../plugins/endpoints.ts';
import type { LiveEvents } from './hub.ts';

export interface LiveEventsRouteOptions extends Pick<Dependencies, 'guards'> {
  liveEvents: LiveEvents;
}

/**
 * `GET /api/events`: the signed-in person's live events as Server-Sent Events (ADR-046). The
 * answer is written by hand (the reply is hijacked): a stream has no body to serialize, and its
 * backlog must be watched write by write. Headers set before the handler (security headers, a
 * renewed session cookie) are kept.
 */
export const liveEventsRoutes: FastifyPluginAsyncZod<LiveEventsRouteOptions> = async (
  app,
  { guards, liveEvents },
) => {
  route(
    app,
    openLiveEvents,
    {
      preHandler: guards.requireSession,
      schema: {
        tags: ['cuentas'],
        summary: 'Eventos en vivo de quien llama (Server-Sent Events)',
        description:
          'Un flujo text/event-stream que solo lleva los eventos de la persona con sesión. Se cierra al terminar la sesión; a lo más 5 flujos por persona.',
        response: {
          // A stream, not JSON: the document names its type.
          200: {
            description: 'El flujo de eventos; queda abierto hasta que la sesión termina.',
            content: { 'text/event-stream': { schema: LiveEventStreamSchema } },
          },
          ...errorResponses(401, 429),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (!liveEvents.hasRoomFor(caller.userId)) {
        throw new AppError(429, 'TOO_MANY_REQUESTS', commonTexts.errors.tooManyRequests);
      }
      reply.hijack();
      const response = reply.raw;
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) response.setHeader(name, value);
      }
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Proxies such as nginx would otherwise hold the events back in their buffer.
        'x-accel-buffering': 'no',
      });
      // HEAD, which Fastify answers with this route, gets the stream's headers and no stream: a
      // stream opened for it would never end, and would hold one of the person's five.
      if (request.method === 'HEAD') {
        response.end();
        return;
      }
      response.write(`retry: ${LIVE_EVENTS_RETRY_MS}\n: connected\n\n`);
      // A request with no network socket (`inject`) has no client to keep the stream open for:
      // it gets the opening, and the answer ends.
      if (!(response.socket instanceof Socket)) {
        response.end();
        return;
      }
      liveEvents.add({ userId: caller.userId, sessionId: caller.sessionId, response });
    },
  );
};
