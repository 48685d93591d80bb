import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { describeDatabase } from './db/describe.ts';

async function start() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: `${config.DATA_DIR}/pglite` },
  );
  const app = await buildApp({ config, database });

  closeWithGrace({ delay: config.SHUTDOWN_TIMEOUT_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  await migrateDatabase(database);
  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Base de datos: ${describeDatabase(config)}`);
  app.log.info(`Brillo está listo en ${config.publicUrl}`);
}

await start();
