import { TZDate } from '@date-fns/tz';
import { addCalendarDays } from './zoned-time.ts';

/**
 * Ranges already worked out, by zone and day, in milliseconds: a day's range depends on nothing
 * else, and working it out through `TZDate` took about 16 µs, a tenth of a whole request of the
 * discovery reads that ask for it. Emptied when full; the calendar's days are far fewer.
 */
const knownRanges = new Map<string, { start: number; end: number }>();
const KNOWN_RANGES_MAX = 2048;

/**
 * A calendar day on a zone's clock as a half-open range of instants (ADR-039): from the day's
 * first instant to the next day's. `TZDate` gives the first instant even when midnight does not
 * happen (Santiago's September change jumps from 00:00 to 01:00, so that day starts at 01:00 and
 * lasts 23 hours; April's change makes the day before last 25 hours). No offset arithmetic here.
 */
export function localDayRange(day: string, timeZone: string): { start: Date; end: Date } {
  const key = `${timeZone} ${day}`;
  let range = knownRanges.get(key);
  if (!range) {
    range = {
      start: firstInstantOf(day, timeZone).getTime(),
      end: firstInstantOf(addCalendarDays(day, 1), timeZone).getTime(),
    };
    if (knownRanges.size >= KNOWN_RANGES_MAX) knownRanges.clear();
    knownRanges.set(key, range);
  }
  return { start: new Date(range.start), end: new Date(range.end) };
}

function firstInstantOf(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, 0, 0, timeZone).getTime());
}

/** Every day (`YYYY-MM-DD`) of a month (`YYYY-MM`), in order. */
export function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
}
