// The API of `npm run bench` (bench/market.ts): the production app, built as
// apps/api/src/server.ts builds it (same `buildApp`, settings, database pool and authentication),
// plus two bench-only additions:
// - the floor: `GET /bench/floor`, signed in as a customer, answers `SELECT 1` through the app's
//   database handle. Every hot read is compared with it;
// - a request carrying `FORGET_SEARCH_CACHE_HEADER` first empties the search cache (ADR-065),
//   as a change in the database would, so that it is read from the database: the cost of every
//   first request after a change.
// Both exist only in this file: the product's app has neither.
import { sql } from 'drizzle-orm';
import type { onRequestHookHandler } from 'fastify';
import { loadConfig } from '../apps/api/src/config.ts';
import { FLOOR_PATH, FORGET_SEARCH_CACHE_HEADER } from './market-rows.ts';
import { startBenchApi } from './start-api.ts';

let forgetSearchCache = () => {};
const forgetWhenAsked: onRequestHookHandler = (request, _reply, done) => {
  if (request.headers[FORGET_SEARCH_CACHE_HEADER]) forgetSearchCache();
  done();
};

await startBenchApi(
  loadConfig(),
  (app, deps, { discoveryChanges }) => {
    forgetSearchCache = () => discoveryChanges.searchCache.forgetAll();
    app.get(FLOOR_PATH, { preHandler: deps.guards.requireRole('customer') }, async () => {
      await deps.db.execute(sql`select 1`);
      return { ok: true };
    });
  },
  // Before the routes exist: a hook added to the app after them would not reach them.
  (route) => {
    route.onRequest = [forgetWhenAsked, ...(route.onRequest ? [route.onRequest].flat() : [])];
  },
);
