import type { QueueOptions, QueuePolicy } from 'pg-boss';

/**
 * A queue's pg-boss options: retries, expiry and retention, and its policy (how many of its jobs
 * may wait or run at once), which pg-boss sets when it creates the queue and never changes.
 */
export type QueueSettings = QueueOptions & { policy?: QueuePolicy };

/**
 * A kind of job: the queue's name, its retry and expiry policy, and (as a type only) the data
 * each job carries. Data is JSON, so it holds ids and ISO strings, never `Date`s or rows: a
 * job reads what it needs when it runs, and finds out then whether its booking has moved on.
 */
export interface QueueDefinition<Data extends object> {
  name: string;
  options: QueueSettings;
  /**
   * The job is deleted, data and all, as soon as it has run, rather than kept for inspection:
   * for data that must not outlive the work, such as an account email's sealed link (ADR-068).
   * A job that failed for the last time stays until the queue's `deleteAfterSeconds`.
   */
  deleteWhenDone?: boolean;
  /** Never set: carries `Data` for `JobQueue.enqueue` and `JobQueue.handle`. */
  readonly data?: Data;
}

/** Lower-case words joined by `-`: pg-boss's queue names allow more, Brillo's use this. */
const QUEUE_NAME = /^[a-z]+(-[a-z]+)*$/;

export function defineQueue<Data extends object>(
  name: string,
  options: QueueSettings,
  { deleteWhenDone = false }: { deleteWhenDone?: boolean } = {},
): QueueDefinition<Data> {
  if (!QUEUE_NAME.test(name)) throw new Error(`defineQueue: invalid queue name ${name}`);
  return { name, options, ...(deleteWhenDone ? { deleteWhenDone } : {}) };
}

/**
 * What every Brillo queue retries with unless it says otherwise: exponential backoff from 30 s
 * (about 30 s, 1, 2, 4, 8, 16, 32 min) capped at one hour, 30 retries in all, so a job keeps
 * trying for about a day (a mail server down for hours delays mail and loses none); an attempt
 * that runs longer than 2 minutes, or whose process died, is taken as failed and retried. A job
 * that fails for the last time is logged as an error.
 */
export const defaultQueueOptions = {
  retryLimit: 30,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 120,
  // Finished jobs stay a week for inspection, then pg-boss deletes them.
  deleteAfterSeconds: 7 * 24 * 3600,
} satisfies QueueSettings;
