import { SLOT_BATCH_MAX, type SlotRow } from '@brillo/domain/contracts/slots';
import { slotRowProblem } from '@brillo/domain/slot-rules';
import { availabilityTexts } from '@brillo/domain/texts/availability.es-CL';
import {
  addCalendarDays,
  formatDayHeading,
  formatSlotRange,
  wallTimeToInstant,
} from '@brillo/domain/zoned-time';

const texts = availabilityTexts;

/**
 * One row of the /schedules form as the agent types it, on the clock of the configured zone: a
 * date, a start and an end time (an end before the start is on the next day), and optionally a
 * weekly repetition until a date.
 */
export interface ScheduleRowValues {
  /** A stable key for the row's elements while rows are added and removed. */
  id: string;
  date: string;
  start: string;
  end: string;
  repeatWeekly: boolean;
  until: string;
}

export interface ScheduleValues {
  rows: ScheduleRowValues[];
}

let nextRowId = 0;

export const emptyRow = (): ScheduleRowValues => ({
  id: `row-${++nextRowId}`,
  date: '',
  start: '',
  end: '',
  repeatWeekly: false,
  until: '',
});

/** A slot the form will send, with the form row it comes from. */
export interface PlannedSlot extends SlotRow {
  row: number;
}

/** Whether the end time reads earlier than (or the same as) the start: it is on the next day. */
export function endsNextDay(row: Pick<ScheduleRowValues, 'start' | 'end'>): boolean {
  return row.start !== '' && row.end !== '' && row.end <= row.start;
}

/** The dates a row covers: its date, then every 7 days until `until` when it repeats. */
function rowDates(row: ScheduleRowValues): string[] {
  if (!row.repeatWeekly) return [row.date];
  const dates: string[] = [];
  // One more than the batch allows is enough to know the batch is too big.
  for (let date = row.date; date <= row.until && dates.length <= SLOT_BATCH_MAX;) {
    dates.push(date);
    date = addCalendarDays(date, 7);
  }
  return dates;
}

/**
 * What the rows become: the slots to send, soonest row first as typed, and the Spanish message of
 * each field that keeps a row from becoming slots (`rows.<i>.<field>`, the form's error keys).
 */
export function planSlots(
  rows: readonly ScheduleRowValues[],
  timeZone: string,
  now: Date = new Date(),
): { slots: PlannedSlot[]; errors: Record<string, string> } {
  const slots: PlannedSlot[] = [];
  const errors: Record<string, string> = {};
  rows.forEach((row, index) => {
    const field = (name: keyof ScheduleRowValues) => `rows.${index}.${name}`;
    let complete = true;
    for (const name of ['date', 'start', 'end'] as const) {
      if (row[name] === '') {
        errors[field(name)] = texts.rules.required;
        complete = false;
      }
    }
    if (row.repeatWeekly && row.until === '') {
      errors[field('until')] = texts.schedules.repeatUntilRequired;
      complete = false;
    } else if (row.repeatWeekly && row.date !== '' && row.until <= row.date) {
      errors[field('until')] = texts.schedules.repeatUntilBeforeDate;
      complete = false;
    }
    if (!complete) return;
    for (const date of rowDates(row)) {
      const endDate = endsNextDay(row) ? addCalendarDays(date, 1) : date;
      const start = wallTimeToInstant(date, row.start, timeZone);
      const end = wallTimeToInstant(endDate, row.end, timeZone);
      const refused = !start.ok
        ? { name: 'start' as const, ...start }
        : end.ok
          ? null
          : { name: 'end' as const, ...end };
      const occurrence = (message: string) =>
        row.repeatWeekly
          ? texts.schedules.occurrence(formatDayHeading(date, timeZone), message)
          : message;
      if (refused && !refused.ok) {
        errors[field(refused.name)] = occurrence(refused.message);
        return;
      }
      if (!start.ok || !end.ok) return;
      // Decision 21's rules, the same the API applies (slot-rules.ts), before anything is sent.
      // Overlaps are the server's to find: it knows the slots already saved.
      const planned = { startTime: start.instant, endTime: end.instant };
      const problem = slotRowProblem(planned, now);
      if (problem) {
        errors[field('start')] = occurrence(problem);
        return;
      }
      slots.push({ row: index, ...planned });
    }
  });
  return { slots, errors };
}

/** The message shown when the rows make more slots than one request may carry, if they do. */
export function batchProblem(slots: readonly PlannedSlot[]): string | null {
  return slots.length > SLOT_BATCH_MAX ? texts.schedules.tooManyRows(SLOT_BATCH_MAX) : null;
}

/**
 * The server's refusals (`error.fields`, keyed `slots.<index>` or `slots.<index>.<field>` by the
 * position in the request) put back on the form rows they come from, on each row's start field.
 * A repeated row names the occurrence that was refused.
 */
export function rowErrorsFromServer(
  fields: Record<string, string>,
  sent: readonly PlannedSlot[],
  rows: readonly ScheduleRowValues[],
  timeZone: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const match = /^slots\.(\d+)(?:\.|$)/.exec(key);
    const slot = match ? sent[Number(match[1])] : undefined;
    if (!slot) continue;
    const field = `rows.${slot.row}.start`;
    if (errors[field]) continue;
    errors[field] = rows[slot.row]?.repeatWeekly
      ? texts.schedules.occurrence(formatSlotRange(slot.startTime, slot.endTime, timeZone), message)
      : message;
  }
  return errors;
}
