// Prepares a database for the benchmark before any API server opens it: migrates it (DATABASE_URL,
// or PGlite in DATA_DIR/pglite as the server opens it) and, since production never seeds the demo
// data, creates the bench's accounts: one confirmed customer and one confirmed agent, each with a
// profile and the password BENCH_PASSWORD (the agent with BENCH_AGENT_SLOTS future slots), through the factories the tests and the demo seed use
// (the password hashed by the production hasher), and BENCH_SIGN_IN_ACCOUNTS more confirmed
// customers for the sign-in load (default none). Prints their emails as JSON.
import { createPasswordHasher } from '../apps/api/src/adapters/password-hasher/create-password-hasher.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import {
  createAgent,
  createCredentials,
  createCustomer,
  createSlot,
} from '../apps/api/src/db/factories.ts';
import { setUpDatabase } from '../apps/api/src/setup-database.ts';
import { BENCH_AGENT_SLOTS } from './routes.ts';

const password = process.env.BENCH_PASSWORD;
if (!password) throw new Error('BENCH_PASSWORD is required');
const url = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
if (!url && !dataDir) throw new Error('DATABASE_URL or DATA_DIR is required');
const signInAccounts = Number(process.env.BENCH_SIGN_IN_ACCOUNTS ?? '0');
if (!Number.isInteger(signInAccounts) || signInAccounts < 0) {
  throw new Error('BENCH_SIGN_IN_ACCOUNTS must be a whole number');
}

const database = await openDatabase(url ? { url } : { dataDir: `${dataDir}/pglite` });
try {
  await setUpDatabase(database);
  const hasher = createPasswordHasher({});
  const customer = await createCustomer(database.db);
  await createCredentials(database.db, customer.user, password, hasher);
  const agent = await createAgent(database.db);
  await createCredentials(database.db, agent.user, password, hasher);
  // Future slots for the agent's availability read (bench/routes.ts, 'agent-slots').
  for (let number = 0; number < BENCH_AGENT_SLOTS; number += 1) {
    await createSlot(database.db, { agentId: agent.user.id });
  }
  const signInLoad: string[] = [];
  for (let number = 0; number < signInAccounts; number += 1) {
    const loadCustomer = await createCustomer(database.db);
    await createCredentials(database.db, loadCustomer.user, password, hasher);
    signInLoad.push(loadCustomer.user.email);
  }
  process.stdout.write(
    `${JSON.stringify({ customer: customer.user.email, agent: agent.user.email, signInLoad })}\n`,
  );
} finally {
  await database.close();
}
