import { TZDate } from '@date-fns/tz';
import { perTimeZone } from './per-time-zone.ts';
import { availabilityTexts } from './texts/availability.es-CL.ts';

/**
 * Chile's clock for availability slots (issue 10, product decision 2): what an agent types (a
 * calendar date and a wall-clock time) becomes an instant with its offset, and instants are shown
 * as a person in Santiago reads them. Every conversion goes through `TZDate` (the IANA rules of
 * the runtime); there is no offset arithmetic here, so both changes of the clock (April back,
 * September forward) come out right.
 */

/** The zone times are entered and shown in, unless the server's public config names another. */
export const DEFAULT_TIME_ZONE = 'America/Santiago';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** A wall-clock time turned into an instant, or why it cannot be one. */
export type WallTimeResult =
  { ok: true; instant: string } | { ok: false; reason: 'invalid' | 'skipped'; message: string };

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** `2026-12-07T09:00:00.000-03:00` → `2026-12-07T09:00-03:00`: the contract has no seconds. */
function withoutSeconds(iso: string): string {
  return `${iso.slice(0, 16)}${iso.slice(23)}`;
}

/**
 * The instant at which the clocks of `timeZone` read `date` (`YYYY-MM-DD`) at `time` (`HH:mm`),
 * as the slot contract wants it: ISO 8601 with the zone's offset and no seconds
 * (`2026-12-07T09:00-03:00`). A wall time that never happens (the hour September's change skips)
 * is refused with the Spanish message; one that happens twice (April's repeated hour) is its
 * first occurrence.
 */
export function wallTimeToInstant(
  date: string,
  time: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): WallTimeResult {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  const invalid: WallTimeResult = {
    ok: false,
    reason: 'invalid',
    message: availabilityTexts.rules.invalidTime,
  };
  if (!day || !clock) return invalid;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const [hours, minutes] = [Number(clock[1]), Number(clock[2])];
  // The calendar date must exist (no 31 February), whatever the zone.
  const calendar = new Date(Date.UTC(year, month - 1, dayOfMonth));
  const realDate = calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === dayOfMonth;
  if (!realDate || hours > 23 || minutes > 59) return invalid;
  const zoned = new TZDate(year, month - 1, dayOfMonth, hours, minutes, timeZone);
  if (Number.isNaN(zoned.getTime())) return invalid;
  // A wall time the zone skips comes out shifted: the clocks never read what was asked.
  const asAsked =
    zoned.getFullYear() === year &&
    zoned.getMonth() === month - 1 &&
    zoned.getDate() === dayOfMonth &&
    zoned.getHours() === hours &&
    zoned.getMinutes() === minutes;
  if (!asAsked) {
    return { ok: false, reason: 'skipped', message: availabilityTexts.rules.skippedHour };
  }
  return { ok: true, instant: withoutSeconds(zoned.toISOString()) };
}

/** The calendar date (`YYYY-MM-DD`) `days` after `date`; calendar days, not hours. */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** What the clocks of `timeZone` read at `instant`: its date (`YYYY-MM-DD`) and time (`HH:mm`). */
export function instantToWallTime(
  instant: string | Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): { date: string; time: string } {
  const zoned = new TZDate(new Date(instant).getTime(), timeZone);
  return {
    date: `${pad(zoned.getFullYear(), 4)}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`,
    time: `${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`,
  };
}

/** Today's date in `timeZone` (`YYYY-MM-DD`). */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string {
  return instantToWallTime(now, timeZone).date;
}

const dayFormat = perTimeZone(
  (timeZone) =>
    new Intl.DateTimeFormat('es-CL', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone,
    }),
);

const timeFormat = perTimeZone(
  (timeZone) =>
    new Intl.DateTimeFormat('es-CL', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone,
    }),
);

const dayHeadingFormat = perTimeZone(
  (timeZone) =>
    new Intl.DateTimeFormat('es-CL', { weekday: 'long', day: 'numeric', month: 'long', timeZone }),
);

/**
 * A slot as a person in Santiago reads it, in Chilean Spanish with a 12-hour clock. Node 24's ICU
 * (78) writes 'lun, 7 dic, 9:00 a. m. – 1:00 p. m.': a comma after the weekday, a narrow no-break
 * space (U+202F) before 'a. m.', and thin spaces (U+2009) around the dash. The issue's example,
 * 'lun 7 dic, …', has no comma after the weekday; ICU puts one, and it is kept. A slot that ends
 * on another day names both days, 'sáb, 4 abr, 11:00 p. m. – dom, 5 abr, 1:00 a. m.' (ICU's own
 * range for that case reads 'a el dom', so it is built from two times, which ICU writes with
 * plain spaces).
 */
export function formatSlotRange(
  start: string | Date,
  end: string | Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const from = new Date(start);
  const to = new Date(end);
  const days = dayFormat(timeZone);
  const times = timeFormat(timeZone);
  const startDay = days.format(from);
  const endDay = days.format(to);
  if (startDay === endDay) return `${startDay}, ${times.formatRange(from, to)}`;
  return `${startDay}, ${times.format(from)}\u2009–\u2009${endDay}, ${times.format(to)}`;
}

/** The times of a slot without its day ('9:00 a. m. – 1:00 p. m.'), for a card under its day. */
export function formatSlotTimes(
  start: string | Date,
  end: string | Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const from = new Date(start);
  const to = new Date(end);
  if (instantToWallTime(from, timeZone).date === instantToWallTime(to, timeZone).date) {
    return timeFormat(timeZone).formatRange(from, to);
  }
  const days = dayFormat(timeZone);
  const times = timeFormat(timeZone);
  return `${times.format(from)}\u2009–\u2009${days.format(to)}, ${times.format(to)}`;
}

/** A day as a heading: 'lunes, 7 de diciembre'. */
export function formatDayHeading(date: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const noon = wallTimeToInstant(date, '12:00', timeZone);
  const instant = noon.ok ? noon.instant : `${date}T12:00Z`;
  return dayHeadingFormat(timeZone).format(new Date(instant));
}

/** Hours between two instants, from the instants themselves (never from wall clocks). */
export function hoursBetween(start: string | Date, end: string | Date): number {
  return (new Date(end).getTime() - new Date(start).getTime()) / 3_600_000;
}

/** Slots grouped by the local day (`YYYY-MM-DD` in `timeZone`) they start on, in their order. */
export function groupByLocalDay<Slot extends { startTime: string }>(
  slots: readonly Slot[],
  timeZone: string = DEFAULT_TIME_ZONE,
): { date: string; slots: Slot[] }[] {
  const groups: { date: string; slots: Slot[] }[] = [];
  for (const slot of slots) {
    const { date } = instantToWallTime(slot.startTime, timeZone);
    const last = groups.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else {
      const existing = groups.find((group) => group.date === date);
      if (existing) existing.slots.push(slot);
      else groups.push({ date, slots: [slot] });
    }
  }
  return groups;
}
