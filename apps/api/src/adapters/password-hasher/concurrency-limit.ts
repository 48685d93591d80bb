/** Runs a task once fewer than the limit's number of tasks are running. */
export type ConcurrencyLimit = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * At most `limit` tasks at once; the others wait in arrival order. A finishing task hands its place
 * straight to the oldest waiter, so a newcomer never overtakes the queue.
 */
export function createConcurrencyLimit(limit: number): ConcurrencyLimit {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`The concurrency limit must be a positive integer, not ${limit}`);
  }
  let running = 0;
  const waiting: (() => void)[] = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return async (task) => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
