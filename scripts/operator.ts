// `npm run operator -- add <email>` / `npm run operator -- remove <email>`: adds or removes an
// operator of Brillo's console (PD-36, README "Operators"), on the database the server would use
// (DATABASE_URL, or the embedded one in DATA_DIR, which must not be open in a running server).
import { operatorCommandTexts } from '@brillo/domain/texts/operator-command.es-CL';
import { createPasswordHasher } from '../apps/api/src/adapters/password-hasher/create-password-hasher.ts';
import { systemClock } from '../apps/api/src/clock.ts';
import { ConfigError, loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { DataDirInUseError } from '../apps/api/src/db/data-dir-lock.ts';
import { runOperatorCommand } from '../apps/api/src/operator-command.ts';
import { setUpDatabase } from '../apps/api/src/setup-database.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}

let database;
try {
  database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: `${config.DATA_DIR}/pglite` },
  );
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  process.stderr.write(`${operatorCommandTexts.databaseBusy}\n`);
  process.exit(1);
}

let code = 1;
try {
  await setUpDatabase(database);
  const passwordHasher = createPasswordHasher(config);
  code = await runOperatorCommand(
    process.argv.slice(2),
    { db: database.db, passwordHasher, clock: systemClock },
    {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    },
  );
} finally {
  await database.close();
}
process.exit(code);
