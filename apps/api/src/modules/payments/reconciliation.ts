import type { BackgroundTaskLogger, BackgroundTasks } from '../../background-tasks.ts';
import type { PaymentsService } from './service.ts';

/** Every five minutes unless told otherwise. */
export const PAYMENT_RECONCILIATION_INTERVAL_MS = 5 * 60_000;

/**
 * Runs `reconcile` every `intervalMs` as a background task (closing waits for one under way), not
 * doubled when one is still running; the same shape as the booking deadlines. `stop()` ends it.
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
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    backgroundTasks.run(
      service
        .reconcile(logger)
        .catch((error: unknown) => logger.error({ err: error }, 'payment reconciliation failed'))
        .finally(() => {
          running = false;
        }),
    );
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
