/** The part of the app's logger background tasks use (Fastify's pino logger fits). */
export interface BackgroundTaskLogger {
  error(details: Record<string, unknown>, message: string): void;
}

/**
 * Work a request starts but does not wait for, such as the mail of a password reset: the answer
 * goes out at once, so how long the mail takes says nothing to the caller (an SMTP conversation
 * happens only for existing accounts). A failed task is logged; `settled()` resolves once every
 * task started so far has ended, and the app waits for it before it closes, so a graceful
 * shutdown does not drop a mail halfway.
 */
export interface BackgroundTasks {
  run(task: Promise<unknown>): void;
  settled(): Promise<void>;
}

export function createBackgroundTasks(logger: BackgroundTaskLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(task) {
      const tracked = task.then(
        () => undefined,
        (error: unknown) => logger.error({ err: error }, 'a background task failed'),
      );
      pending.add(tracked);
      void tracked.finally(() => pending.delete(tracked));
    },
    async settled() {
      // A task may start another one while it runs: wait until none is left.
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

/**
 * Runs `task` every `intervalMs` as a background task (so closing the app waits for a run under
 * way), logging a failure with `failureMessage`. A run still going when the next is due is not
 * doubled, and the timer does not keep the process alive. `stop()` ends it. The payment
 * reconciliation runs this way.
 */
export function startPeriodicTask({
  task,
  intervalMs,
  backgroundTasks,
  logger,
  failureMessage,
}: {
  task: () => Promise<unknown>;
  intervalMs: number;
  backgroundTasks: BackgroundTasks;
  logger: BackgroundTaskLogger;
  failureMessage: string;
}): { stop(): void } {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    backgroundTasks.run(
      task()
        .catch((error: unknown) => logger.error({ err: error }, failureMessage))
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
