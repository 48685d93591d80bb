import {
  startPeriodicTask,
  type BackgroundTaskLogger,
  type BackgroundTasks,
} from '../../background-tasks.ts';
import type { PaymentsService } from './service.ts';

/** Every five minutes unless told otherwise. */
export const PAYMENT_RECONCILIATION_INTERVAL_MS = 5 * 60_000;

/**
 * Runs `reconcile` every `intervalMs` as a background task (closing waits for one under way), not
 * doubled when one is still running (`startPeriodicTask`). `stop()` ends it.
 */
export function startPaymentReconciliation({
  service,
  backgroundTasks,
  logger,
  intervalMs = PAYMENT_RECONCILIATION_INTERVAL_MS,
}: {
  service: Pick<PaymentsService, 'reconcile'>;
  backgroundTasks: BackgroundTasks;
  logger: BackgroundTaskLogger & { warn(object: object, message: string): void };
  intervalMs?: number;
}) {
  return startPeriodicTask({
    task: () => service.reconcile(logger),
    intervalMs,
    backgroundTasks,
    logger,
    failureMessage: 'payment reconciliation failed',
  });
}
