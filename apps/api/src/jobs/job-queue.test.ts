import { sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { installJobQueue } from './install-job-queue.ts';
import { createJobQueue, JOB_QUEUE_SCHEMA, type JobQueue } from './job-queue.ts';
import { defineQueue, defaultQueueOptions } from './queues.ts';

const silentLogger = { error: vi.fn(), warn: vi.fn() };

const echo = defineQueue<{ word: string }>('test-echo', defaultQueueOptions);
const flaky = defineQueue<{ word: string }>('test-flaky', {
  expireInSeconds: defaultQueueOptions.expireInSeconds,
  retryLimit: 2,
  retryDelay: 30,
  retryBackoff: false,
});
const once = defineQueue<{ word: string }>('test-once', defaultQueueOptions, {
  deleteWhenDone: true,
});
const testQueues = [echo, flaky, once];

describe('the job queue (ADR-043)', async () => {
  const database = await createTestDatabase();
  await installJobQueue(database.queueConnection, testQueues);
  // Before the real time: a job must not wait for the database's own clock.
  const clock = new TestClock('2026-01-15T12:00:00Z');
  const queue = await createJobQueue({
    connection: database.queueConnection,
    queues: testQueues,
    logger: silentLogger,
    clock,
    supervise: false,
  });
  const heard: string[] = [];
  let failuresLeft = 0;
  queue.handle(echo, async ({ word }) => {
    heard.push(word);
  });
  queue.handle(flaky, async ({ word }, job) => {
    heard.push(`${word}#${job.retryCount}`);
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('the mail server is down');
    }
  });
  queue.handle(once, async ({ word }, job) => {
    heard.push(`${word}#${job.retryCount}`);
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('the mail server is down');
    }
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  async function jobStates(name: string) {
    const result = await database.db.execute(
      sql`select state from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job where name = ${name} order by created_on`,
    );
    return (result as unknown as { rows: { state: string }[] }).rows.map((row) => row.state);
  }

  it('runs a job added in a committed transaction exactly once', async () => {
    heard.length = 0;
    await database.db.transaction(async (tx) => {
      await queue.enqueue(tx, echo, { word: 'hola' });
    });
    expect(await queue.runDue()).toEqual({ ran: 1, failed: 0 });
    expect(await queue.runDue()).toEqual({ ran: 0, failed: 0 });
    expect(heard).toEqual(['hola']);
  });

  it('has no job from a transaction that rolled back', async () => {
    heard.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(tx, echo, { word: 'nunca' });
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await queue.runDue()).toEqual({ ran: 0, failed: 0 });
    expect(heard).toEqual([]);
  });

  it('keeps a job with a start time until the queue clock reaches it', async () => {
    heard.length = 0;
    await queue.enqueue(
      database.db,
      echo,
      { word: 'mañana' },
      {
        startAfter: new Date('2026-01-16T12:00:00Z'),
      },
    );
    await clock.setTime('2026-01-16T11:59:00Z');
    expect((await queue.runDue()).ran).toBe(0);
    await clock.setTime('2026-01-16T12:00:01Z');
    expect((await queue.runDue()).ran).toBe(1);
    expect(heard).toEqual(['mañana']);
  });

  it('adds one job for one key, however often it is enqueued', async () => {
    heard.length = 0;
    await queue.enqueue(database.db, echo, { word: 'uno' }, { key: 'same' });
    await queue.enqueue(database.db, echo, { word: 'dos' }, { key: 'same' });
    await queue.runDue();
    await queue.enqueue(database.db, echo, { word: 'tres' }, { key: 'same' });
    await queue.runDue();
    expect(heard).toEqual(['uno']);
  });

  it('retries a failed job after its delay, and gives up at the retry limit', async () => {
    heard.length = 0;
    failuresLeft = 1;
    await queue.enqueue(database.db, flaky, { word: 'correo' });
    expect(await queue.runDue()).toEqual({ ran: 1, failed: 1 });
    expect(heard).toEqual(['correo#0']);
    expect(await jobStates(flaky.name)).toEqual(['retry']);
    await clock.setTime(new Date(clock.now() + 31_000));
    expect(await queue.runDue()).toEqual({ ran: 1, failed: 0 });
    expect(heard).toEqual(['correo#0', 'correo#1']);
    expect(await jobStates(flaky.name)).toEqual(['completed']);

    heard.length = 0;
    silentLogger.error.mockClear();
    failuresLeft = 10;
    await queue.enqueue(database.db, flaky, { word: 'caído' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await queue.runDue();
      await clock.setTime(new Date(clock.now() + 31_000));
    }
    expect(heard).toEqual(['caído#0', 'caído#1', 'caído#2']);
    expect((await jobStates(flaky.name)).at(-1)).toBe('failed');
    // Only the last attempt is logged as an error: nothing will run the job again.
    expect(silentLogger.error).toHaveBeenCalledTimes(1);
    expect(silentLogger.error).toHaveBeenCalledWith(
      expect.objectContaining({ queue: flaky.name, data: { word: 'caído' } }),
      'a job failed for the last time',
    );
  });

  it('deletes a job of a queue that keeps nothing once it has run, not while it fails', async () => {
    heard.length = 0;
    failuresLeft = 1;
    await queue.enqueue(database.db, once, { word: 'secreto' });
    expect(await queue.runDue()).toEqual({ ran: 1, failed: 1 });
    expect(await jobStates(once.name)).toEqual(['retry']);
    // Past the default policy's first backoff (30 s, with jitter).
    await clock.setTime(new Date(clock.now() + 5 * 60_000));
    expect(await queue.runDue()).toEqual({ ran: 1, failed: 0 });
    expect(heard).toEqual(['secreto#0', 'secreto#1']);
    expect(await jobStates(once.name)).toEqual([]);
  });

  it('sends its statements in a transaction as named ones on PostgreSQL (ADR-061)', async () => {
    heard.length = 0;
    const named = await database.db.transaction(async (tx) => {
      await queue.enqueue(tx, echo, { word: 'uno' });
      await queue.enqueueMany(tx, echo, [{ data: { word: 'dos' } }, { data: { word: 'tres' } }]);
      await queue.enqueue(tx, echo, { word: 'cuatro' });
      const result = await tx.execute(
        sql`select name from pg_prepared_statements
            where name like 'pgboss\_%' and statement like '%''test-echo''%'`,
      );
      return (result as unknown as { rows: { name: string }[] }).rows.length;
    });
    // The echo queue's two insert texts, `enqueue`'s and `enqueueMany`'s, each named once on
    // this connection however often they ran; PGlite's driver names none.
    expect(named).toBe(database.driver === 'postgres' ? 2 : 0);
    expect(await queue.runDue()).toEqual({ ran: 4, failed: 0 });
    expect([...heard].sort()).toEqual(['cuatro', 'dos', 'tres', 'uno']);
  });

  it('refuses a queue the app did not declare', async () => {
    const stray = defineQueue<{ word: string }>('test-stray', defaultQueueOptions);
    await expect(queue.enqueue(database.db, stray, { word: 'x' })).rejects.toThrow(/not one of/);
  });
});

describe('several processes on one database', async () => {
  const database = await createTestDatabase();
  await installJobQueue(database.queueConnection, testQueues);
  const ran: string[] = [];
  async function process(name: string): Promise<JobQueue> {
    const queue = await createJobQueue({
      connection: database.queueConnection,
      queues: testQueues,
      logger: silentLogger,
      supervise: false,
      pollingIntervalSeconds: 0.5,
    });
    queue.handle(echo, async ({ word }) => {
      ran.push(`${name}:${word}`);
    });
    queue.handle(flaky, async () => {});
    queue.handle(once, async () => {});
    return queue;
  }
  const first = await process('a');
  const second = await process('b');
  afterAll(async () => {
    await first.stop();
    await second.stop();
    await database.close();
  });

  it('runs each job once when two workers poll the same queue', async () => {
    const words = Array.from({ length: 20 }, (_, index) => `palabra-${index}`);
    for (const word of words) await first.enqueue(database.db, echo, { word });
    await Promise.all([first.startWorkers(), second.startWorkers()]);
    await vi.waitFor(() => expect(ran).toHaveLength(20), { timeout: 20_000, interval: 100 });
    const wordsRun = ran.map((entry) => entry.split(':')[1]).sort();
    expect(wordsRun).toEqual([...words].sort());
  });
});

describe('a schedule, on processes that send the jobs of schedules', async () => {
  const database = await createTestDatabase();
  const daily = defineQueue<Record<string, never>>('test-daily', defaultQueueOptions);
  await installJobQueue(database.queueConnection, [daily]);
  // Two minutes before 9:00 in Santiago, which is at UTC-3 in January.
  const clock = new TestClock('2026-01-15T11:58:00Z');
  let runs = 0;
  async function process(): Promise<JobQueue> {
    const queue = await createJobQueue({
      connection: database.queueConnection,
      queues: [daily],
      logger: silentLogger,
      clock,
      schedule: true,
    });
    queue.handle(daily, async () => {
      runs += 1;
    });
    return queue;
  }
  const first = await process();
  const second = await process();
  afterAll(async () => {
    await first.stop();
    await second.stop();
    await database.close();
  });

  async function schedules() {
    const result = await database.db.execute(
      sql`select name, cron, timezone from ${sql.identifier(JOB_QUEUE_SCHEMA)}.schedule`,
    );
    return (result as unknown as { rows: object[] }).rows;
  }
  async function jobsOfTheQueue() {
    const result = await database.db.execute(
      sql`select id from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job where name = ${daily.name}`,
    );
    return (result as unknown as { rows: object[] }).rows.length;
  }

  it('keeps one schedule however many processes register it', async () => {
    for (const queue of [first, second, first]) {
      await queue.schedule(daily, { cron: '0 9 * * *', timeZone: 'America/Santiago' });
    }
    expect(await schedules()).toEqual([
      { name: 'test-daily', cron: '0 9 * * *', timezone: 'America/Santiago' },
    ]);
  });

  it('sends one job at the time it names on its zone, however many processes send', async () => {
    await clock.tick(60_000);
    expect(await jobsOfTheQueue()).toBe(0);
    await clock.tick(90_000);
    await vi.waitFor(async () => expect(await jobsOfTheQueue()).toBe(1), {
      timeout: 10_000,
      interval: 100,
    });
    // Later passes of either process send nothing more for that occurrence.
    await clock.tick(3 * 60_000);
    expect(await jobsOfTheQueue()).toBe(1);
    expect(await first.runDue()).toEqual({ ran: 1, failed: 0 });
    expect(runs).toBe(1);
  });

  it('refuses to schedule a queue the app did not declare', async () => {
    const stray = defineQueue<Record<string, never>>('test-stray', defaultQueueOptions);
    await expect(first.schedule(stray, { cron: '* * * * *', timeZone: 'UTC' })).rejects.toThrow(
      /not one of/,
    );
  });
});
