import { describe, expect, it } from 'vitest';
import { SLOT_BATCH_MAX } from '@brillo/domain/contracts/slots';
import { availabilityTexts } from '@brillo/domain/texts/availability.es-CL';
import { formatDayHeading, formatSlotRange, hoursBetween } from '@brillo/domain/zoned-time';
import {
  batchProblem,
  emptyRow,
  planSlots,
  rowErrorsFromServer,
  type ScheduleRowValues,
} from './schedule-rows';

const ZONE = 'America/Santiago';
/** Times the tests plan from, so that their dates are ahead and within the 90 days. */
const BEFORE_APRIL = new Date('2026-03-01T12:00:00Z');
const BEFORE_SEPTEMBER = new Date('2026-08-01T12:00:00Z');
const BEFORE_DECEMBER = new Date('2026-11-24T12:00:00Z');
const texts = availabilityTexts;

function rowOf(values: Partial<ScheduleRowValues>): ScheduleRowValues {
  return { ...emptyRow(), ...values };
}

describe('planSlots', () => {
  it('ends a row on the next day when its end reads earlier, 3 hours on the April night', () => {
    const { slots, errors } = planSlots(
      [rowOf({ date: '2026-04-04', start: '23:00', end: '01:00' })],
      ZONE,
      BEFORE_APRIL,
    );
    expect(errors).toEqual({});
    expect(slots).toEqual([
      { row: 0, startTime: '2026-04-04T23:00-03:00', endTime: '2026-04-05T01:00-04:00' },
    ]);
    const [night] = slots;
    expect(night && hoursBetween(night.startTime, night.endTime)).toBe(3);
  });

  it('repeats weekly on the wall clock across the April change', () => {
    const { slots } = planSlots(
      [
        rowOf({
          date: '2026-03-28',
          start: '09:00',
          end: '13:00',
          repeatWeekly: true,
          until: '2026-04-11',
        }),
      ],
      ZONE,
      BEFORE_APRIL,
    );
    expect(slots.map((slot) => slot.startTime)).toEqual([
      '2026-03-28T09:00-03:00',
      '2026-04-04T09:00-03:00',
      '2026-04-11T09:00-04:00',
    ]);
  });

  it('names the week whose start falls in the hour September skips', () => {
    const { slots, errors } = planSlots(
      [
        rowOf({
          date: '2026-08-30',
          start: '00:30',
          end: '04:00',
          repeatWeekly: true,
          until: '2026-09-06',
        }),
      ],
      ZONE,
      BEFORE_SEPTEMBER,
    );
    expect(errors).toEqual({
      'rows.0.start': texts.schedules.occurrence(
        formatDayHeading('2026-09-06', ZONE),
        texts.rules.skippedHour,
      ),
    });
    expect(slots).toHaveLength(1);
  });

  it('asks for the missing fields and for a repetition end after the date', () => {
    expect(planSlots([rowOf({})], ZONE).errors).toEqual({
      'rows.0.date': texts.rules.required,
      'rows.0.start': texts.rules.required,
      'rows.0.end': texts.rules.required,
    });
    const repeated = rowOf({
      date: '2026-12-07',
      start: '09:00',
      end: '13:00',
      repeatWeekly: true,
    });
    expect(planSlots([repeated], ZONE).errors).toEqual({
      'rows.0.until': texts.schedules.repeatUntilRequired,
    });
    expect(planSlots([{ ...repeated, until: '2026-12-07' }], ZONE).errors).toEqual({
      'rows.0.until': texts.schedules.repeatUntilBeforeDate,
    });
  });

  it(`says when the rows make more than ${SLOT_BATCH_MAX} slots`, () => {
    // 17 rows repeated weekly from 1 December to 22 February: 12 slots each, 204 in all.
    const rows = Array.from({ length: 17 }, () =>
      rowOf({
        date: '2026-12-01',
        start: '09:00',
        end: '13:00',
        repeatWeekly: true,
        until: '2027-02-22',
      }),
    );
    const { slots, errors } = planSlots(rows, ZONE, BEFORE_DECEMBER);
    expect(errors).toEqual({});
    expect(slots).toHaveLength(204);
    expect(batchProblem(slots)).toBe(texts.schedules.tooManyRows(SLOT_BATCH_MAX));
    expect(batchProblem(slots.slice(0, SLOT_BATCH_MAX))).toBeNull();
  });

  it("refuses a row that breaks decision 21's rules before anything is sent", () => {
    const plan = (row: Partial<ScheduleRowValues>) =>
      planSlots(
        [rowOf({ date: '2026-12-07', start: '09:00', end: '13:00', ...row })],
        ZONE,
        BEFORE_DECEMBER,
      );
    expect(plan({ date: '2026-11-20' }).errors).toEqual({ 'rows.0.start': texts.rules.past });
    expect(plan({ start: '09:10' }).errors).toEqual({ 'rows.0.start': texts.rules.quarterHour });
    expect(plan({ end: '09:30' }).errors).toEqual({ 'rows.0.start': texts.rules.tooShort });
    expect(plan({ start: '06:00', end: '19:00' }).errors).toEqual({
      'rows.0.start': texts.rules.tooLong,
    });
    expect(plan({ date: '2027-03-01' }).errors).toEqual({
      'rows.0.start': texts.rules.tooFarAhead,
    });
    expect(plan({}).slots).toHaveLength(1);
    // A weekly row that runs past the 90 days names the first week that does.
    const weekly = plan({ repeatWeekly: true, until: '2027-03-31' });
    expect(weekly.errors).toEqual({
      'rows.0.start': texts.schedules.occurrence(
        formatDayHeading('2027-03-01', ZONE),
        texts.rules.tooFarAhead,
      ),
    });
  });
});

describe('rowErrorsFromServer', () => {
  it('puts each refused request index back on the form row it came from', () => {
    const rows = [
      rowOf({
        date: '2026-12-07',
        start: '09:00',
        end: '13:00',
        repeatWeekly: true,
        until: '2026-12-14',
      }),
      rowOf({ date: '2026-12-08', start: '09:00', end: '13:00' }),
    ];
    const { slots } = planSlots(rows, ZONE, BEFORE_DECEMBER);
    expect(slots.map((slot) => slot.row)).toEqual([0, 0, 1]);

    const errors = rowErrorsFromServer(
      {
        'slots.1': texts.rules.overlapsExisting,
        'slots.2.startTime': texts.rules.invalidTime,
        slots: texts.rules.none,
        'slots.9': texts.rules.past,
      },
      slots,
      rows,
      ZONE,
    );
    const second = slots[1] ?? { startTime: '', endTime: '' };
    expect(errors).toEqual({
      'rows.0.start': texts.schedules.occurrence(
        formatSlotRange(second.startTime, second.endTime, ZONE),
        texts.rules.overlapsExisting,
      ),
      'rows.1.start': texts.rules.invalidTime,
    });
  });
});
