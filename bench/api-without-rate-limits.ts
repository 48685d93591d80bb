// The API as apps/api/src/server.ts starts it, from the same settings (NODE_ENV=production
// included), with one difference: the rate limiter is off. Production ignores RATE_LIMITS=false
// (ADR-017), so this start-up sets `rateLimitsEnabled: false` on the loaded configuration instead.
// It lets the benchmark compare a limited route with the same route unlimited on one database.
// Bench only: it never ships, and nothing but bench/api.ts starts it.
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';

const config = { ...loadConfig(), rateLimitsEnabled: false };
const database = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: `${config.DATA_DIR}/pglite` },
);
await migrateDatabase(database);
const { app } = await buildApp({ config, database });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (async () => {
      await app.close();
      await database.close();
      process.exit(0);
    })();
  });
}

await app.listen({ host: config.HOST, port: config.PORT });
