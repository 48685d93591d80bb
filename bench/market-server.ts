// The API of `npm run bench` (bench/market.ts): the production app, built as
// apps/api/src/server.ts builds it (same `buildApp`, settings, database pool and authentication),
// plus one bench-only route, the floor: `GET /bench/floor`, signed in as a customer, answers
// `SELECT 1` through the app's database handle. Every hot read is compared with it. The route
// exists only in this file: the product's app has no bench route.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.ts';
import { FLOOR_PATH } from './market-rows.ts';
import { startBenchApi } from './start-api.ts';

await startBenchApi(loadConfig(), (app, deps) => {
  app.get(FLOOR_PATH, { preHandler: deps.guards.requireRole('customer') }, async () => {
    await deps.db.execute(sql`select 1`);
    return { ok: true };
  });
});
