// `npm run ledger:check`: the ledger's reconciliation check (issue 33, ADR-084) on the database the
// server would use (DATABASE_URL, or the embedded one in DATA_DIR, which must not be open in a
// running server). Prints Brillo's totals and every difference found; exits 1 when there is any.
import { reconciliationTexts } from '@brillo/domain/texts/reconciliation.es-CL';
import { readLedgerTotals } from '../apps/api/src/modules/earnings/reads.ts';
import { checkLedger } from '../apps/api/src/modules/earnings/reconciliation.ts';
import { openServerDatabase } from './server-database.ts';

const texts = reconciliationTexts.command;
const { database } = await openServerDatabase();
let code = 1;
try {
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
