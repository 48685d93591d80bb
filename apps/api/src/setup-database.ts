import { appQueues } from './app-queues.ts';
import type { DatabaseHandle } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { installJobQueue } from './jobs/install-job-queue.ts';

/**
 * Makes a database ready for the app: the migrations, then pg-boss's schema and the app's queues
 * (ADR-043), all under the migrations' lock, so processes that start together take turns
 * (ADR-050). The server, the test templates, the bench and the e2e seed call this; the `db/`
 * layer knows nothing of jobs or modules (ADR-068).
 */
export function setUpDatabase(handle: DatabaseHandle): Promise<void> {
  return migrateDatabase(handle, () => installJobQueue(handle.queueConnection, appQueues));
}
