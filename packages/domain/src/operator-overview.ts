import { localDayRange } from './local-days.ts';
import { addCalendarDays, todayIn } from './zoned-time.ts';

/**
 * The periods of the operators' overview (issue 32), on Chile's calendar (decision 2): each a
 * half-open range of instants `[start, end)` from `localDayRange`, so a day of a clock change is
 * as long as it really is (23 or 25 hours).
 *
 * - today: the local day of `now`;
 * - the month: from the first instant of the month's first day to the first of the next month's;
 * - the series: the last `OVERVIEW_SERIES_DAYS` local days, today included;
 * - the answer window: the `OVERVIEW_ANSWER_WINDOW_DAYS` × 24 hours before `now` (a rolling
 *   window of instants, not of calendar days).
 */

/** Days of the chart, today included. */
export const OVERVIEW_SERIES_DAYS = 90;
/** The days over which agents' answers are taken for the median. */
export const OVERVIEW_ANSWER_WINDOW_DAYS = 30;

const DAY_MS = 24 * 3_600_000;

export interface InstantRange {
  start: Date;
  end: Date;
}

export interface OverviewPeriods {
  /** Today's date (`YYYY-MM-DD`) and its instants. */
  today: InstantRange & { day: string };
  /** The month (`YYYY-MM`), its first and last day, and its instants (up to the month's end). */
  month: InstantRange & { month: string; firstDay: string; lastDay: string };
  /** The chart's days, first and last (today) included, and their instants. */
  series: InstantRange & { firstDay: string; lastDay: string };
  /** The instants whose agents' answers the median takes. */
  answers: InstantRange;
}

/** The first day (`YYYY-MM-01`) of the month after the one of `day`. */
function firstOfNextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 1));
  return `${String(next.getUTCFullYear()).padStart(4, '0')}-${String(next.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** Every period of the overview at `now` on the clocks of `timeZone`. */
export function overviewPeriods(now: Date, timeZone: string): OverviewPeriods {
  const today = todayIn(timeZone, now);
  const todayRange = localDayRange(today, timeZone);
  const firstDay = `${today.slice(0, 7)}-01`;
  const nextMonth = firstOfNextMonth(today);
  const seriesFirst = addCalendarDays(today, -(OVERVIEW_SERIES_DAYS - 1));
  return {
    today: { day: today, ...todayRange },
    month: {
      month: today.slice(0, 7),
      firstDay,
      lastDay: addCalendarDays(nextMonth, -1),
      start: localDayRange(firstDay, timeZone).start,
      end: localDayRange(nextMonth, timeZone).start,
    },
    series: {
      firstDay: seriesFirst,
      lastDay: today,
      start: localDayRange(seriesFirst, timeZone).start,
      end: todayRange.end,
    },
    answers: {
      start: new Date(now.getTime() - OVERVIEW_ANSWER_WINDOW_DAYS * DAY_MS),
      end: now,
    },
  };
}

/** The share of `created` that was `cancelled`, 0 to 1; null with nothing created. */
export function cancellationRate(cancelled: number, created: number): number | null {
  if (created <= 0) return null;
  return Math.min(1, Math.max(0, cancelled / created));
}

const percentNumber = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 1 });

/** A rate (0 to 1) as people read it in Chile: '12,5 %'; '—' when there is none. */
export function formatRate(rate: number | null): string {
  if (rate === null || !Number.isFinite(rate)) return '—';
  // Written by hand: ICU's versions differ on the space before '%' ('12,5%' or '12,5 %').
  return `${percentNumber.format(rate * 100)} %`;
}

/**
 * A duration in seconds, rounded to the minute, as people say it: '45 s' under a minute,
 * '12 min', '3 h 05 min', '2 d 4 h'; '—' when there is none.
 */
export function formatAnswerTime(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
