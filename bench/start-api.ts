// Starts the API for a benchmark the way apps/api/src/server.ts does, from the given settings
// (loaded from the same environment, NODE_ENV=production included), with the same `buildApp` on
// the same database; `addRoutes` may register bench-only routes on the app before it listens.
// Bench only: it never ships.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import type { Config } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';

type Built = Awaited<ReturnType<typeof buildApp>>;

export async function startBenchApi(
  config: Config,
  addRoutes?: (app: FastifyInstance, deps: Built['deps']) => void,
): Promise<void> {
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: `${config.DATA_DIR}/pglite` },
  );
  await migrateDatabase(database);
  const { app, deps } = await buildApp({ config, database });
  addRoutes?.(app, deps);

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
}
