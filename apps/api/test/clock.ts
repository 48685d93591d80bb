import type { Clock } from '../src/clock.ts';

/** A clock that stands still until a test moves it: deadline tests never sleep. */
export function manualClock(start: Date | string = '2026-11-23T12:00:00Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(milliseconds: number) {
      current += milliseconds;
    },
    set(instant: Date | string) {
      current = new Date(instant).getTime();
    },
  } satisfies Clock & Record<string, unknown>;
}

export type ManualClock = ReturnType<typeof manualClock>;

/** A manual clock at the current time's whole minute: slots start on one. */
export function wholeMinuteClock(): ManualClock {
  return manualClock(new Date(Math.floor(Date.now() / 60_000) * 60_000));
}
