// The server's database for a command run beside it (`npm run operator`, `npm run ledger:check`):
// the settings read as the server reads them, then DATABASE_URL, or the embedded one in DATA_DIR
// (which one process holds at a time: a running `npm start` must be stopped first), set up. A bad
// setting exits 2 and a busy data folder 1, each with its Spanish message.
import { operatorCommandTexts } from '@brillo/domain/texts/operator-command.es-CL';
import { ConfigError, loadConfig, type Config } from '../apps/api/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client.ts';
import { DataDirInUseError } from '../apps/api/src/db/data-dir-lock.ts';
import { setUpDatabase } from '../apps/api/src/setup-database.ts';

export async function openServerDatabase(): Promise<{ config: Config; database: DatabaseHandle }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  let database: DatabaseHandle;
  try {
    database = await openDatabase(
      config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: `${config.DATA_DIR}/pglite` },
    );
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    process.stderr.write(`${operatorCommandTexts.databaseBusy}\n`);
    process.exit(1);
  }
  try {
    await setUpDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return { config, database };
}
