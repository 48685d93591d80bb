import { TestClock } from 'pg-boss';
import type { Clock } from '../src/clock.ts';

/**
 * One time for the app and its job queue: pg-boss's `TestClock`, which also sets the time the
 * queue's SQL reads, and the app's `Clock` reading it. Pass `queueClock` as `jobClock` and the
 * whole object as `clock` to `createTestApp`; move it with `set` or `advance`, then run the jobs
 * now due with `jobs.runDue()`. Nothing sleeps.
 */
export function sharedClock(start: Date | string = '2026-11-23T12:00:00Z') {
  const queueClock = new TestClock(start);
  return {
    queueClock,
    now: () => new Date(queueClock.now()),
    set: (instant: Date | string) => queueClock.setTime(instant),
    advance: (milliseconds: number) => queueClock.setTime(queueClock.now() + milliseconds),
  } satisfies Clock & Record<string, unknown>;
}

export type SharedClock = ReturnType<typeof sharedClock>;
