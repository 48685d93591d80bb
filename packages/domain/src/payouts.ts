/**
 * When an agent's earnings can be paid (PD-41): an earning is held for 48 hours after its service
 * ends, and for as long as a problem reported on it is open; every Monday at 09:00 in Santiago
 * Brillo pays each agent their available balance when it reaches $10.000. A run is named by its
 * Monday's date, so a retried run is the same run.
 */
import { addCalendarDays, instantToWallTime, wallTimeToInstant } from './zoned-time.ts';

/** How Brillo pays agents (`PAYOUT_PROVIDER`): the sandbox, Fintoc Transfers, or a bank file. */
export const payoutProviderNames = ['sandbox', 'fintoc', 'bank_file'] as const;
export type PayoutProviderName = (typeof payoutProviderNames)[number];

/** A payout's states: created, accepted by the provider, confirmed by the bank, failed. */
export const payoutStatuses = ['pending', 'sent', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** The least balance a weekly run pays. */
export const PAYOUT_MINIMUM = 10_000;

/** How long after its service an earning waits, whatever happens. */
export const EARNING_HOLD_HOURS = 48;
const HOLD_MS = EARNING_HOLD_HOURS * 60 * 60 * 1000;

/** The weekly run: Mondays at 09:00, in the marketplace's zone. */
export const PAYOUT_WEEKDAY = 1;
export const PAYOUT_TIME = '09:00';
/** The same as a cron expression, read in the marketplace's zone by the job queue. */
export const PAYOUT_CRON = '0 9 * * 1';

/** Why an earning is not available yet, or `null` when it is. */
export type EarningHold = 'recentService' | 'openProblem';

/** When an earning's 48 hours are over. */
export function earningReleaseAt(serviceEnd: Date): Date {
  return new Date(serviceEnd.getTime() + HOLD_MS);
}

/**
 * What holds an earning at `now`: an open problem first (it holds past the 48 hours), then the 48
 * hours after the service; `null` when it may be paid.
 */
export function earningHold(earning: {
  serviceEnd: Date;
  problemOpen: boolean;
  now: Date;
}): EarningHold | null {
  if (earning.problemOpen) return 'openProblem';
  if (earning.now.getTime() < earningReleaseAt(earning.serviceEnd).getTime()) {
    return 'recentService';
  }
  return null;
}

/** The weekday of a calendar date (`YYYY-MM-DD`), 0 for Sunday. */
function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The instant of a Monday's run (09:00 on that date in `timeZone`). */
export function payoutRunInstant(monday: string, timeZone: string): Date {
  const instant = wallTimeToInstant(monday, PAYOUT_TIME, timeZone);
  // 09:00 is never an hour a clock change skips (Chile's change at midnight, Saturday to Sunday).
  if (!instant.ok) throw new RangeError(`no ${PAYOUT_TIME} on ${monday} in ${timeZone}`);
  return new Date(instant.instant);
}

/**
 * The run `now` belongs to: the date of the latest Monday whose 09:00 in `timeZone` is at or
 * before `now`. A job that runs late, or again, names the same run.
 */
export function payoutRunOf(now: Date, timeZone: string): string {
  const today = instantToWallTime(now, timeZone).date;
  const back = (weekdayOf(today) - PAYOUT_WEEKDAY + 7) % 7;
  const monday = addCalendarDays(today, -back);
  if (payoutRunInstant(monday, timeZone).getTime() <= now.getTime()) return monday;
  return addCalendarDays(monday, -7);
}

/** The next run after `now`: the instant of the following Monday's 09:00 in `timeZone`. */
export function nextPayoutRun(now: Date, timeZone: string): Date {
  return payoutRunInstant(addCalendarDays(payoutRunOf(now, timeZone), 7), timeZone);
}
