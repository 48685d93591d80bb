/**
 * What time it is. Every piece of code whose behaviour depends on the time (rate-limit windows,
 * sign-up timestamps, and later slot rules and booking deadlines) takes a `Clock` instead of
 * calling `new Date()`, so tests move time forward instead of sleeping (`apps/api/test/clock.ts`).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
