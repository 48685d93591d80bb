import { sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { installJobQueue } from '../../jobs/install-job-queue.ts';
import { createJobQueue, JOB_QUEUE_SCHEMA } from '../../jobs/job-queue.ts';
import { earningsUpkeepQueue, payoutRunQueue, scheduleEarningsJobs } from './jobs.ts';

const silentLogger = { error: () => undefined, warn: () => undefined };

/**
 * The weekly run's schedule (PD-41): Monday at 09:00 in Santiago, whichever offset Chile's clock
 * has that day. The job queue reads the cron in the zone; each case starts two minutes before
 * 09:00 on a Monday and counts the run's jobs a minute before and a minute after.
 */
describe.each([
  // After the clocks went forward on Sunday 6 September 2026: 09:00 is 12:00 UTC (UTC-3).
  { monday: '2026-09-07', nine: '2026-09-07T12:00:00Z', offset: 'UTC-3' },
  // After the clocks went back on Sunday 5 April 2026: 09:00 is 13:00 UTC (UTC-4).
  { monday: '2026-04-06', nine: '2026-04-06T13:00:00Z', offset: 'UTC-4' },
])('the payout run on Monday $monday ($offset)', async ({ nine }) => {
  const database = await createTestDatabase();
  await installJobQueue(database.queueConnection, [payoutRunQueue, earningsUpkeepQueue]);
  const clock = new TestClock(new Date(Date.parse(nine) - 2 * 60_000).toISOString());
  const queue = await createJobQueue({
    connection: database.queueConnection,
    queues: [payoutRunQueue, earningsUpkeepQueue],
    logger: silentLogger,
    clock,
    schedule: true,
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });
  async function runJobs() {
    const result = await database.db.execute(
      sql`select id from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job where name = ${payoutRunQueue.name}`,
    );
    return (result as unknown as { rows: object[] }).rows.length;
  }

  it('is sent at 09:00 in Santiago, not before', async () => {
    await scheduleEarningsJobs(queue, 'America/Santiago');
    await clock.tick(60_000);
    expect(await runJobs()).toBe(0);
    await clock.tick(90_000);
    await vi.waitFor(async () => expect(await runJobs()).toBe(1), {
      timeout: 10_000,
      interval: 100,
    });
  });
});
