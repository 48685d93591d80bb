import { seedTexts } from '@brillo/domain/texts/seed.es-CL';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { describeDatabase } from './db/describe.ts';
import { seedDemoData } from './db/seed.ts';
import { leaveRotation } from './leave-rotation.ts';
import { DEMO_PASSWORD, demoOperator } from './db/seed-data.ts';
import { demoOperatorTotpKey, demoOperatorTotpUri } from './db/seed-operator.ts';
import { scheduleExistingBookingDeadlines } from './modules/bookings/deadlines.ts';
import { setUpDatabase } from './setup-database.ts';

/**
 * What is open so far, and the start-up's catching up with deadlines while it runs: a signal or a
 * failure at any point of start-up closes exactly that, after the catching up has ended.
 */
const running: { app?: FastifyInstance; database?: DatabaseHandle; catchingUp?: Promise<void> } =
  {};

async function closeWhatIsOpen() {
  await running.catchingUp;
  await running.app?.close();
  await running.database?.close();
}

async function fail(message: string, error?: unknown): Promise<never> {
  process.stderr.write(`${message}\n`);
  if (error instanceof Error) process.stderr.write(`  ${error.message}\n`);
  await closeWhatIsOpen();
  process.exit(1);
}

async function readConfig(): Promise<Config> {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
}

/** Runs one start-up step; if it fails, says what failed in Spanish and stops cleanly. */
async function step<T>(failure: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    return fail(failure, error);
  }
}

const startedAt = performance.now();
const config = await readConfig();
const where = describeDatabase(config);

closeWithGrace({ delay: config.SHUTDOWN_TIMEOUT_MS }, async ({ signal, err }) => {
  const log = running.app?.log;
  if (err) log?.error({ err }, 'shutting down after an error');
  else log?.info({ signal }, 'shutting down');
  // Behind a proxy, out of its rotation first (SHUTDOWN_DRAIN_MS, ADR-053); after an error, at once.
  if (running.app && !err) {
    const left = await leaveRotation(running.app.server, config.SHUTDOWN_DRAIN_MS);
    // A request on one of these from now on is answered 503, which a proxy resends for a GET only.
    if (left > 0) log?.warn({ connections: left }, 'connections still open after the drain');
  }
  await closeWhatIsOpen();
});

running.database = await step(`No se pudo abrir la base de datos (${where}).`, async () => {
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: `${config.DATA_DIR}/pglite` },
  );
  running.database = database;
  await database.ping();
  return database;
});
const database = running.database;
await step(`No se pudieron aplicar las migraciones (${where}).`, () => setUpDatabase(database));
const { app, deps } = await step('No se pudo preparar la API.', () =>
  buildApp({ config, database }),
);
running.app = app;

// Outside production and unless SEED_DEMO=false: demo accounts in an empty database.
if (config.seedDemo) {
  await step('No se pudieron crear las cuentas de demostración.', async () => {
    const { seeded, accounts } = await seedDemoData(
      database.db,
      deps.passwordHasher,
      deps.clock.now(),
      deps.storage,
      { authSecret: config.authSecret },
    );
    if (seeded) app.log.info(seedTexts.seeded);
    if (accounts.length > 0) app.log.info(seedTexts.accounts(accounts.join(', '), DEMO_PASSWORD));
    // The demo operator's authenticator key: in development only, never in production (PD-36).
    if (config.NODE_ENV === 'development' && accounts.includes(demoOperator.email)) {
      app.log.info(
        seedTexts.operatorAuthenticator(
          demoOperator.email,
          demoOperatorTotpKey(),
          demoOperatorTotpUri(),
        ),
      );
    }
  });
}

await step(`No se pudo escuchar en ${config.HOST}:${config.PORT}.`, () =>
  app.listen({ host: config.HOST, port: config.PORT }),
);
// Bookings written without their deadline jobs (the demo seed, data older than the jobs): their
// deadlines are scheduled at every start, idempotently (ADR-044), after the server is listening,
// so a large table does not delay readiness. Closing waits for it; a process killed before it
// ends loses nothing, since the next start schedules them again.
running.catchingUp = scheduleExistingBookingDeadlines(database.db, deps.jobs).then(
  () => undefined,
  (error: unknown) =>
    app.log.error({ err: error }, 'the existing deadlines could not be scheduled'),
);
app.log.info(`Base de datos: ${where}`);
app.log.info(
  `Brillo está listo en ${config.publicUrl} (${Math.round(performance.now() - startedAt)} ms)`,
);
