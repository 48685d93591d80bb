import type { JobQueue } from '../../jobs/job-queue.ts';
import { defineQueue } from '../../jobs/queues.ts';

/** Every five minutes, read on the clock of the configured zone. */
export const PAYMENT_RECONCILIATION_CRON = '*/5 * * * *';

/**
 * Payment reconciliation (ADR-040) as a scheduled job (ADR-068): pg-boss sends one job at each
 * occurrence for the whole cluster, however many processes run. `exclusive` keeps one such job
 * waiting or running at a time, so a run still going when the next is due is not doubled (that
 * occurrence is dropped). No retries: the next occurrence comes five minutes later anyway. A run
 * over four minutes, or whose process died, is taken as failed, so it holds back one occurrence
 * at most.
 */
export const paymentReconciliationQueue = defineQueue<Record<string, never>>(
  'payment-reconciliation',
  {
    policy: 'exclusive',
    retryLimit: 0,
    expireInSeconds: 4 * 60,
    // A day of runs (288) kept for inspection.
    deleteAfterSeconds: 24 * 3600,
  },
);

/** The logger reconciliation reports each payment it could not settle to (the app's). */
export interface ReconciliationLogger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Makes the queue's jobs run `reconcile`, the payments service's reconciliation, with the app's
 * logger. A run that throws fails its job, which is logged as an error.
 */
export function handlePaymentReconciliation(
  jobs: JobQueue,
  {
    reconcile,
    logger,
  }: {
    reconcile: (logger: ReconciliationLogger) => Promise<unknown>;
    logger: ReconciliationLogger;
  },
): void {
  jobs.handle(paymentReconciliationQueue, async () => {
    await reconcile(logger);
  });
}

/**
 * Registers the schedule in the zone given (`TIME_ZONE`), at every start of a process that runs
 * workers: pg-boss keeps one schedule row per queue, so registering it again changes nothing.
 */
export function schedulePaymentReconciliation(jobs: JobQueue, timeZone: string): Promise<void> {
  return jobs.schedule(paymentReconciliationQueue, {
    cron: PAYMENT_RECONCILIATION_CRON,
    timeZone,
  });
}
