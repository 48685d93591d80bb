// `npm run operator -- add <email>` / `npm run operator -- remove <email>`: adds or removes an
// operator of Brillo's console (PD-36, README "Operators"), on the database the server would use
// (DATABASE_URL, or the embedded one in DATA_DIR, which must not be open in a running server).
import { createPasswordHasher } from '../apps/api/src/adapters/password-hasher/create-password-hasher.ts';
import { systemClock } from '../apps/api/src/clock.ts';
import { runOperatorCommand } from '../apps/api/src/operator-command.ts';
import { openServerDatabase } from './server-database.ts';

const { config, database } = await openServerDatabase();
let code = 1;
try {
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
