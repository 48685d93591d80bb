// `npm run ledger:check`: the ledger's reconciliation check (issue 33) on the database the server
// would use (DATABASE_URL, or the embedded one in DATA_DIR, which must not be open in a running
// server). Prints Brillo's totals and every difference found; exits 1 when there is any.
import { operatorCommandTexts } from '@brillo/domain/texts/operator-command.es-CL';
import { reconciliationTexts } from '@brillo/domain/texts/reconciliation.es-CL';
import { ConfigError, loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { DataDirInUseError } from '../apps/api/src/db/data-dir-lock.ts';
import { readLedgerTotals } from '../apps/api/src/modules/earnings/reads.ts';
import { checkLedger } from '../apps/api/src/modules/earnings/reconciliation.ts';
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

const texts = reconciliationTexts.command;
let code = 1;
try {
  await setUpDatabase(database);
  const totals = await readLedgerTotals(database.db);
  process.stdout.write(`${texts.totals(totals.cash, totals.owed, totals.commission)}\n`);
  const problems = await checkLedger(database.db);
  if (problems.length === 0) {
    process.stdout.write(`${texts.ok}\n`);
    code = 0;
  } else {
    process.stderr.write(`${texts.problems(problems.length)}\n`);
    for (const problem of problems) process.stderr.write(`- ${problem}\n`);
  }
} finally {
  await database.close();
}
process.exit(code);
