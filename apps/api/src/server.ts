import { texts } from '@brillo/domain/texts.es-CL';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { describeDatabase } from './db/describe.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemoData } from './db/seed.ts';
import { DEMO_PASSWORD } from './db/seed-data.ts';

function fail(message: string, error?: unknown): never {
  process.stderr.write(`${message}\n`);
  if (error instanceof Error) process.stderr.write(`  ${error.message}\n`);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

async function openAndMigrate(config: Config): Promise<DatabaseHandle> {
  const where = describeDatabase(config);
  let database: DatabaseHandle;
  try {
    database = await openDatabase(
      config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: `${config.DATA_DIR}/pglite` },
    );
    await database.ping();
  } catch (error) {
    fail(`No se pudo abrir la base de datos (${where}).`, error);
  }
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    fail(`No se pudieron aplicar las migraciones (${where}).`, error);
  }
  return database;
}

const startedAt = performance.now();
const config = readConfig();
const database = await openAndMigrate(config);
const app = await buildApp({ config, database });

/** Outside production and unless SEED_DEMO=false: demo accounts in an empty database. */
async function seedDemoAccounts() {
  try {
    const { seeded, accounts } = await seedDemoData(database.db);
    if (seeded) app.log.info(texts.seed.seeded);
    if (accounts.length > 0) app.log.info(texts.seed.accounts(accounts.join(', '), DEMO_PASSWORD));
  } catch (error) {
    await database.close();
    fail('No se pudieron crear las cuentas de demostración.', error);
  }
}
if (config.seedDemo) await seedDemoAccounts();

closeWithGrace({ delay: config.SHUTDOWN_TIMEOUT_MS }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

try {
  await app.listen({ host: config.HOST, port: config.PORT });
} catch (error) {
  await database.close();
  fail(`No se pudo escuchar en ${config.HOST}:${config.PORT}.`, error);
}
app.log.info(`Base de datos: ${describeDatabase(config)}`);
app.log.info(
  `Brillo está listo en ${config.publicUrl} (${Math.round(performance.now() - startedAt)} ms)`,
);
