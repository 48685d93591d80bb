import { availabilityTexts } from './texts/availability.es-CL.ts';

/**
 * The rules of an availability slot (product decisions 11 and 21), on instants, shared by the
 * `/schedules` form and the API. `now` is always passed in: the API takes it from its clock, the
 * form from the browser. Durations are differences between instants, never between wall-clock
 * readings, so a slot across a daylight-saving change lasts what it really lasts.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Slots start and end on a multiple of this many minutes (00, 15, 30, 45). */
export const SLOT_STEP_MINUTES = 15;
/** The shortest and the longest slot, in hours. */
export const SLOT_MIN_HOURS = 1;
export const SLOT_MAX_HOURS = 12;
/** How far ahead a slot may start: at most this many days (of 24 hours) after `now`. */
export const SLOT_MAX_DAYS_AHEAD = 90;

/** A row's times: ISO 8601 instants with their offset, as the contract carries them, or Dates. */
export interface SlotTimes {
  startTime: string | Date;
  endTime: string | Date;
}

/** A slot as two instants in milliseconds; half-open, so one may start where another ends. */
export interface SlotSpan {
  start: number;
  end: number;
}

function millisecondsOf(value: string | Date): number {
  return typeof value === 'string' ? Date.parse(value) : value.getTime();
}

/** The row's instants, or null when either time is not a valid instant. */
export function slotSpan(row: SlotTimes): SlotSpan | null {
  const start = millisecondsOf(row.startTime);
  const end = millisecondsOf(row.endTime);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  return { start, end };
}

/** True when two slots share any instant (half-open ranges: touching is not overlapping). */
export function spansOverlap(a: SlotSpan, b: SlotSpan): boolean {
  return a.start < b.end && b.start < a.end;
}

/** True on 00, 15, 30 or 45 minutes past an hour, with no seconds (Chile's offsets are whole hours). */
function onQuarterHour(instant: number): boolean {
  return instant % (SLOT_STEP_MINUTES * MINUTE_MS) === 0;
}

/**
 * What is wrong with one row on its own, as the Spanish message to show, or null. Checked in this
 * order: valid times, end after start, quarter hours, 1 to 12 hours, not in the past (a start at
 * `now` is accepted), at most 90 days ahead. Overlaps are `rowProblems`' and the database's.
 */
export function slotRowProblem(row: SlotTimes, now: Date): string | null {
  const { rules } = availabilityTexts;
  const span = slotSpan(row);
  if (!span) return rules.invalidTime;
  if (span.end <= span.start) return rules.endBeforeStart;
  if (!onQuarterHour(span.start) || !onQuarterHour(span.end)) return rules.quarterHour;
  const duration = span.end - span.start;
  if (duration < SLOT_MIN_HOURS * HOUR_MS) return rules.tooShort;
  if (duration > SLOT_MAX_HOURS * HOUR_MS) return rules.tooLong;
  if (span.start < now.getTime()) return rules.past;
  if (span.start > now.getTime() + SLOT_MAX_DAYS_AHEAD * DAY_MS) return rules.tooFarAhead;
  return null;
}

/**
 * Rows of one request that overlap another row of the same request, by 0-based index, each with
 * the message naming the first other row it overlaps (1-based, as the form numbers its rows).
 * Only rows whose index is in `eligible` take part (by default every row that is a valid span).
 */
export function overlappingRows(
  rows: readonly SlotTimes[],
  eligible: (index: number) => boolean = () => true,
): Record<number, string> {
  const spans = rows.map((row, index) => {
    const span = eligible(index) ? slotSpan(row) : null;
    return span && span.end > span.start ? span : null;
  });
  const problems: Record<number, string> = {};
  spans.forEach((span, index) => {
    if (!span) return;
    const other = spans.findIndex(
      (candidate, otherIndex) =>
        otherIndex !== index && candidate !== null && spansOverlap(span, candidate),
    );
    if (other !== -1) problems[index] = availabilityTexts.rules.overlapsRow(other + 1);
  });
  return problems;
}

/**
 * Every refused row of one request by 0-based index, with its message: its own problem
 * (`slotRowProblem`), else the other row of the request it overlaps (among the rows that pass
 * their own rules, so a row is not blamed on a neighbour that is refused anyway). Empty when all
 * pass. Overlaps with slots already saved are the server's to find.
 */
export function rowProblems(rows: readonly SlotTimes[], now: Date): Record<number, string> {
  const own: Record<number, string> = {};
  rows.forEach((row, index) => {
    const problem = slotRowProblem(row, now);
    if (problem) own[index] = problem;
  });
  return { ...overlappingRows(rows, (index) => !(index in own)), ...own };
}
