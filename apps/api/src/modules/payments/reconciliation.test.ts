import { sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { rowsOf } from '../../../test/sql-rows.ts';
import type { Database } from '../../db/client.ts';
import { createJobQueue } from '../../jobs/job-queue.ts';
import {
  handlePaymentReconciliation,
  paymentReconciliationQueue,
  schedulePaymentReconciliation,
} from './reconciliation.ts';

const schedules = (db: Database) =>
  rowsOf<{ name: string; cron: string; timezone: string }>(
    db,
    sql`select name, cron, timezone from pgboss.schedule`,
  );
const waitingJobs = async (db: Database) =>
  (
    await rowsOf<{ id: string }>(
      db,
      sql`select id from pgboss.job where name = 'payment-reconciliation' and state = 'created'`,
    )
  ).length;

describe('payment reconciliation, a scheduled job (ADR-068)', async () => {
  const database = await createTestDatabase();
  // 9:03 in Santiago (UTC-3 in January), two minutes before an occurrence.
  const clock = new TestClock('2026-01-15T12:03:00Z');
  const logger = { warn: vi.fn(), error: vi.fn() };
  const jobs = await createJobQueue({
    connection: database.queueConnection,
    queues: [paymentReconciliationQueue],
    logger,
    clock,
    schedule: true,
  });
  const reconcile = vi.fn(async () => 0);
  handlePaymentReconciliation(jobs, { reconcile, logger });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('is registered once, every five minutes on the clock of the configured zone', async () => {
    // Every process that runs workers registers it at start.
    await schedulePaymentReconciliation(jobs, 'America/Santiago');
    await schedulePaymentReconciliation(jobs, 'America/Santiago');
    expect(await schedules(database.db)).toEqual([
      { name: 'payment-reconciliation', cron: '*/5 * * * *', timezone: 'America/Santiago' },
    ]);
  });

  it('runs reconcile once for the job the schedule sends', async () => {
    await clock.tick(2.5 * 60_000);
    await vi.waitFor(async () => expect(await waitingJobs(database.db)).toBe(1), {
      timeout: 10_000,
      interval: 100,
    });
    expect(await jobs.runDue()).toEqual({ ran: 1, failed: 0 });
    expect(reconcile).toHaveBeenCalledTimes(1);
    expect(reconcile).toHaveBeenCalledWith(logger);
  });
});

describe('payment reconciliation in the app', async () => {
  const { database, jobs } = await createTestApp();

  it('is never scheduled in tests', async () => {
    expect(await schedules(database.db)).toEqual([]);
  });

  it("runs the payments service's reconciliation for the queue's job, one at a time", async () => {
    await jobs.enqueue(database.db, paymentReconciliationQueue, {});
    // A second occurrence while one waits is dropped (the queue is exclusive).
    await jobs.enqueue(database.db, paymentReconciliationQueue, {});
    expect(await waitingJobs(database.db)).toBe(1);
    expect(await jobs.runDue(paymentReconciliationQueue)).toEqual({ ran: 1, failed: 0 });
  });
});
