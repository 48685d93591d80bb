import type { FastifyInstance } from 'fastify';

/**
 * Marks every answer of the routes registered in `scope` `Cache-Control: no-store`: successes,
 * refusals and errors alike, whichever hook, handler or error handler wrote them. The account
 * modules get it (app.ts, ADR-023): their answers name who is signed in, may carry a session
 * token, and no browser or shared cache may keep them.
 */
export function answerWithoutStoring(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
