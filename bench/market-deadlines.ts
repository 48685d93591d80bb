// Times the API's start-up step `scheduleExistingBookingDeadlines` (apps/api/src/server.ts runs it
// after listening) on the market's database (DATABASE_URL), as one more process starting would
// run it. Prints `{ "ms": …, "deadlines": … }`. Started by bench/market.ts, which stops it after
// its time limit.
import { openDatabase } from '../apps/api/src/db/client.ts';
import { appQueues } from '../apps/api/src/app-queues.ts';
import { createJobQueue } from '../apps/api/src/jobs/job-queue.ts';
import { scheduleExistingBookingDeadlines } from '../apps/api/src/modules/bookings/deadlines.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const database = await openDatabase({ url });
const jobs = await createJobQueue({
  connection: database.queueConnection,
  queues: appQueues,
  logger: console,
  supervise: false,
});
try {
  const startedAt = performance.now();
  const deadlines = await scheduleExistingBookingDeadlines(database.db, jobs);
  const ms = performance.now() - startedAt;
  process.stdout.write(`${JSON.stringify({ ms, deadlines })}\n`);
} finally {
  await jobs.stop();
  await database.close();
}
