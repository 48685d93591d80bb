import { createHash } from 'node:crypto';
import { PgBoss, fromPglite, systemClock, type Clock as QueueClock, type Job } from 'pg-boss';
import type { Executor, QueueConnection } from '../db/client.ts';
import { inTransaction } from './in-transaction.ts';
import type { QueueDefinition } from './queues.ts';

/** pg-boss's tables live in a schema of their own, beside Brillo's (ADR-043). */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** What a job's handler is told besides its data. */
export interface JobContext {
  id: string;
  /** 0 on the first attempt, 1 on the first retry, and so on. */
  retryCount: number;
  /** Aborted when the attempt expires or the queue stops. */
  signal: AbortSignal;
}

export type JobHandler<Data extends object> = (data: Data, job: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** Not run before this instant (a deadline); now when absent. */
  startAfter?: Date;
  /**
   * Enqueuing the same key twice on a queue adds one job: the key names the job (a deadline of
   * one booking at one instant, say), so scheduling it again changes nothing.
   */
  key?: string;
}

export interface JobQueueLogger {
  error(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * A persistent job queue on Brillo's own database (ADR-043): pg-boss on PostgreSQL or PGlite.
 * Jobs are added inside the transaction that makes them necessary, so a job exists exactly when
 * its change was committed; workers claim them with `SKIP LOCKED`, so each runs once however many
 * API processes share the database; a failed or expired attempt is retried with backoff.
 */
export interface JobQueue {
  /** Adds a job in the caller's transaction (or at once, given the database itself). */
  enqueue<Data extends object>(
    executor: Executor,
    queue: QueueDefinition<Data>,
    data: Data,
    options?: EnqueueOptions,
  ): Promise<void>;
  /**
   * Adds many jobs of one queue in one statement, in the caller's transaction: as `enqueue` for
   * each (a key already there adds nothing), for the start-up's scheduling of existing deadlines.
   */
  enqueueMany<Data extends object>(
    executor: Executor,
    queue: QueueDefinition<Data>,
    jobs: readonly { data: Data; options?: EnqueueOptions }[],
  ): Promise<void>;
  /**
   * Sends a job to `queue` at every instant `cron` names on the clock of `timeZone`, once for the
   * whole cluster: pg-boss keeps one schedule row per queue (registering it again, from any
   * process, replaces it), and the processes started with `schedule` take turns to send its jobs.
   */
  schedule(
    queue: QueueDefinition<Record<string, never>>,
    { cron, timeZone }: { cron: string; timeZone: string },
  ): Promise<void>;
  /** Says what runs the jobs of `queue`; every queue is handled before `start` or `runDue`. */
  handle<Data extends object>(queue: QueueDefinition<Data>, handler: JobHandler<Data>): void;
  /** Starts polling for jobs (production and development; tests use `runDue`). */
  startWorkers(): Promise<void>;
  /**
   * Runs, in this call, every job due at the queue clock's time, retries included, until none is
   * left (tests drive jobs with it; a retry waits for its backoff like any other job); only the
   * jobs of `queue` when one is given. Answers how many attempts ran and how many failed.
   */
  runDue(queue?: QueueDefinition<object>): Promise<{ ran: number; failed: number }>;
  /** Stops the workers, waiting for attempts under way, and closes pg-boss's connections. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  connection: QueueConnection;
  queues: readonly QueueDefinition<object>[];
  logger: JobQueueLogger;
  /** pg-boss's clock: the system's, or a `TestClock` a test moves (it moves the SQL clock too). */
  clock?: QueueClock;
  /** Whether this process supervises (expires, retries, deletes) jobs; off in tests. */
  supervise?: boolean;
  /** Whether this process sends the jobs of schedules (with the others that do); off in tests. */
  schedule?: boolean;
  /** How often an idle worker asks for jobs. */
  pollingIntervalSeconds?: number;
}

/** A pg-boss instance on the connection; it neither supervises nor schedules unless told to. */
export function bossFor({
  connection,
  clock,
  supervise = false,
  schedule = false,
}: Pick<JobQueueOptions, 'connection' | 'clock' | 'supervise' | 'schedule'>): PgBoss {
  const common = {
    schema: JOB_QUEUE_SCHEMA,
    supervise,
    schedule,
    registerInstance: false,
    ...(clock ? { clock } : {}),
  };
  return connection.driver === 'pglite'
    ? new PgBoss({ ...common, db: fromPglite(connection.client), backend: 'pglite' })
    : new PgBoss({
        ...common,
        connectionString: connection.url,
        max: 3,
        application_name: 'brillo-jobs',
      });
}

/** A UUID that depends only on the queue and the key: pg-boss adds a job id only once. */
export function jobIdFor(queueName: string, key: string): string {
  const hex = createHash('sha256').update(`${queueName}\n${key}`).digest('hex');
  // The shape of a UUID (version 8, custom; RFC 9562 variant), which the job table's id needs.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function createJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { logger, queues } = options;
  const boss = bossFor(options);
  const queueClock = options.clock ?? systemClock;
  boss.on('error', (error) => logger.error({ err: error }, 'the job queue failed'));
  await boss.start();
  const known = new Set(queues.map((queue) => queue.name));
  const handlers = new Map<string, JobHandler<object>>();
  let stopped = false;

  const retryLimits = new Map(queues.map((queue) => [queue.name, queue.options.retryLimit ?? 2]));
  const deletedWhenDone = new Set(
    queues.filter((queue) => queue.deleteWhenDone).map((queue) => queue.name),
  );

  /** Removes a job that ran; pg-boss's completion then finds nothing left to complete. */
  async function deleteDone(name: string, job: Job<object>) {
    try {
      await boss.deleteJob(name, job.id);
    } catch (error) {
      // The work is done: failing now would run it again. The queue's retention removes it later.
      logger.warn(
        { err: error, queue: name, jobId: job.id },
        'a finished job could not be deleted',
      );
    }
  }

  async function runOne(name: string, job: Job<object>) {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`No handler for the ${name} jobs`);
    try {
      await handler(job.data, { id: job.id, retryCount: job.retryCount, signal: job.signal });
      if (deletedWhenDone.has(name)) await deleteDone(name, job);
    } catch (error) {
      // The last attempt: nothing will run this job again, so someone must look at it.
      if (job.retryCount >= (retryLimits.get(name) ?? 0)) {
        logger.error(
          { err: error, queue: name, jobId: job.id, data: job.data },
          'a job failed for the last time',
        );
      }
      throw error;
    }
  }

  function checkKnown(name: string) {
    if (!known.has(name)) throw new Error(`The ${name} queue is not one of the app's queues`);
  }

  return {
    async enqueue(executor, queue, data, enqueueOptions = {}) {
      checkKnown(queue.name);
      await boss.send(queue.name, data, {
        // Always explicit: the caller's connection may not read the queue's clock (a TestClock
        // reaches only pg-boss's own sessions), so "now" comes from that clock, not from SQL.
        startAfter: enqueueOptions.startAfter ?? new Date(queueClock.now()),
        ...(enqueueOptions.key ? { id: jobIdFor(queue.name, enqueueOptions.key) } : {}),
        db: inTransaction(executor, options.connection.driver),
      });
    },
    async enqueueMany(executor, queue, many) {
      checkKnown(queue.name);
      if (many.length === 0) return;
      const now = new Date(queueClock.now());
      await boss.insert(
        queue.name,
        many.map(({ data, options: jobOptions = {} }) => ({
          data,
          startAfter: jobOptions.startAfter ?? now,
          ...(jobOptions.key ? { id: jobIdFor(queue.name, jobOptions.key) } : {}),
        })),
        { db: inTransaction(executor, options.connection.driver) },
      );
    },
    async schedule(queue, { cron, timeZone }) {
      checkKnown(queue.name);
      await boss.schedule(queue.name, cron, {}, { tz: timeZone });
    },
    handle(queue, handler) {
      checkKnown(queue.name);
      handlers.set(queue.name, handler as JobHandler<object>);
    },
    async startWorkers() {
      for (const name of handlers.keys()) {
        await boss.work<object>(
          name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
          async (jobs) => {
            for (const job of jobs) await runOne(name, job);
          },
        );
      }
    },
    async runDue(only) {
      const names = only ? [only.name] : [...handlers.keys()];
      let ran = 0;
      let failed = 0;
      // Bounded: a handler that keeps failing at once stops at its retry limit anyway.
      for (let round = 0; round < 100; round += 1) {
        let found = 0;
        for (const name of names) {
          for (const job of await boss.fetch<object>(name, { batchSize: 20 })) {
            found += 1;
            ran += 1;
            try {
              await runOne(name, job);
              await boss.complete(name, job);
            } catch (error) {
              failed += 1;
              await boss.fail(name, job, { message: String(error) });
            }
          }
        }
        if (found === 0) return { ran, failed };
      }
      throw new Error('runDue: jobs kept coming after 100 rounds');
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, close: true, timeout: 10_000 });
    },
  };
}
