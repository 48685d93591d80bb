// `node e2e/support/seed-demo.ts <data folder>`: before `npm run test:e2e` starts the server (in
// production mode, which never seeds), puts the demo accounts and their data, the demo agent's
// bookings, avatars and documents included, into the fresh data folder, as `npm start` does on an empty database.
// The journeys that need bookings sign in as a demo account; no route of the API creates them.
import { createPasswordHasher } from '../../apps/api/src/adapters/password-hasher/create-password-hasher.ts';
import path from 'node:path';
import { LOCAL_PUBLIC_FILES_PATH } from '../../apps/api/src/adapters/storage/create-file-storage.ts';
import { createLocalFileStorage } from '../../apps/api/src/adapters/storage/local-file-storage.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { seedDemoData } from '../../apps/api/src/db/seed.ts';
import { systemClock } from '../../apps/api/src/clock.ts';
import { addOperator } from '../../apps/api/src/modules/operators/accounts.ts';
import { setUpDatabase } from '../../apps/api/src/setup-database.ts';
import { E2E_AUTH_SECRET } from './e2e-secrets.ts';
import { newOperator } from './demo-operators.ts';
import { seedEarningsJourney } from './earnings-journey-data.ts';
import { seedFindAgentJourney } from './find-agent-journey-data.ts';
import { seedProblemJourney } from './problem-journey-data.ts';
import { seedRatingJourneys } from './rating-journey-data.ts';

const dataDir = process.argv[2];
if (!dataDir) {
  process.stderr.write('usage: node e2e/support/seed-demo.ts <data folder>\n');
  process.exit(2);
}
const database = await openDatabase({ dataDir: `${dataDir}/pglite` });
await setUpDatabase(database);
// The local disk under the same data folder as the server's, for the demo avatars and documents.
const storage = createLocalFileStorage({
  root: path.join(dataDir, 'files'),
  publicBaseUrl: LOCAL_PUBLIC_FILES_PATH,
});
// At the normal priority, as the test servers hash (ADR-054).
const hasher = createPasswordHasher({ PASSWORD_HASH_NICENESS: 0 });
// With the server's AUTH_SECRET, so the demo operator's authenticator works there.
const { seeded } = await seedDemoData(database.db, hasher, new Date(), storage, {
  authSecret: E2E_AUTH_SECRET,
});
if (!seeded) throw new Error('the e2e data folder was not empty');
// The rating journeys' paid bookings that have started (rating-journey-data.ts).
await seedRatingJourneys(database.db, hasher, new Date());
// The problem-report journey's finished, paid service (problem-journey-data.ts).
await seedProblemJourney(database.db, hasher, new Date());
// The earnings journey's agent with a bank account and two paid services (earnings-journey-data.ts).
await seedEarningsJourney(database.db, hasher, new Date());
// The journey of choosing an agent: its agents, their reviews and areas (find-agent-journey-data.ts).
await seedFindAgentJourney(database.db, hasher, new Date());
// An operator without an authenticator, for the journey of the first sign-in (operator-console.spec.ts).
await addOperator({ db: database.db, passwordHasher: hasher, clock: systemClock }, newOperator);
await database.close();
// The hasher's threads would keep the process alive.
process.exit(0);
