// Starts the API for a benchmark the way apps/api/src/server.ts does, from the given settings
// (loaded from the same environment, NODE_ENV=production included), with the same `buildApp` on
// the same database; `addRoutes` may register bench-only routes on the app before it listens, and
// `onRoute` add bench-only hooks to the app's own routes.
// Bench only: it never ships.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import type { Config } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { setUpDatabase } from '../apps/api/src/setup-database.ts';

type Built = Awaited<ReturnType<typeof buildApp>>;

export async function startBenchApi(
  config: Config,
  addRoutes?: (app: FastifyInstance, deps: Built['deps'], built: Built) => void,
  /** Called for every route as it is added, before the routes exist (`buildApp`'s `onRoute`). */
  onRoute?: (route: RouteOptions) => void,
): Promise<void> {
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: `${config.DATA_DIR}/pglite` },
  );
  await setUpDatabase(database);
  const built = await buildApp({ config, database, onRoute });
  const { app, deps } = built;
  addRoutes?.(app, deps, built);

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
