import { describe, expect, it } from 'vitest';
import { availabilityTexts } from './texts/availability.es-CL.ts';
import {
  addCalendarDays,
  formatDayHeading,
  formatSlotRange,
  formatSlotTimes,
  groupByLocalDay,
  hoursBetween,
  instantToWallTime,
  wallTimeToInstant,
} from './zoned-time.ts';

/**
 * The spaces ICU 78 writes in a range of one day: U+202F before 'a. m.' / 'p. m.', U+2009 around
 * the dash. A single time (`format`, used for slots across midnight) has plain spaces.
 */
const NNBSP = '\u202f';
const THIN = '\u2009';

function instant(date: string, time: string, zone?: string): string {
  const result = wallTimeToInstant(date, time, zone);
  if (!result.ok) throw new Error(`${date} ${time}: ${result.message}`);
  return result.instant;
}

// Chile in 2026 (checked with Intl on Node 24): the clocks go back at 24:00 on Saturday 4 April
// (00:00 -03 becomes 23:00 -04, so 23:00–24:00 happens twice), and forward at 24:00 on Saturday
// 5 September (00:00 -04 becomes 01:00 -03, so 00:00–01:00 on Sunday 6 September never happens).
describe('wallTimeToInstant', () => {
  it('gives the instant with the Santiago offset and no seconds, in summer and in winter', () => {
    expect(instant('2026-12-07', '09:00')).toBe('2026-12-07T09:00-03:00');
    expect(instant('2026-07-15', '09:00')).toBe('2026-07-15T09:00-04:00');
    expect(new Date(instant('2026-12-07', '09:00')).toISOString()).toBe('2026-12-07T12:00:00.000Z');
  });

  it('uses another zone when told', () => {
    expect(instant('2026-12-07', '09:00', 'America/Punta_Arenas')).toBe('2026-12-07T09:00-03:00');
    expect(instant('2026-07-15', '09:00', 'Pacific/Easter')).toBe('2026-07-15T09:00-06:00');
  });

  it('makes a 23:00–01:00 slot on the night the clocks go back in April last 3 hours', () => {
    const start = instant('2026-04-04', '23:00');
    const end = instant(addCalendarDays('2026-04-04', 1), '01:00');
    expect(start).toBe('2026-04-04T23:00-03:00');
    expect(end).toBe('2026-04-05T01:00-04:00');
    expect(hoursBetween(start, end)).toBe(3);
    // The same wall times a week later are 2 hours apart.
    expect(hoursBetween(instant('2026-04-11', '23:00'), instant('2026-04-12', '01:00'))).toBe(2);
  });

  it('refuses a start inside the hour September skips, in Spanish', () => {
    for (const time of ['00:00', '00:15', '00:45']) {
      expect(wallTimeToInstant('2026-09-06', time)).toEqual({
        ok: false,
        reason: 'skipped',
        message: availabilityTexts.rules.skippedHour,
      });
    }
    expect(instant('2026-09-05', '23:45')).toBe('2026-09-05T23:45-04:00');
    expect(instant('2026-09-06', '01:00')).toBe('2026-09-06T01:00-03:00');
    expect(hoursBetween(instant('2026-09-05', '23:00'), instant('2026-09-06', '01:00'))).toBe(1);
  });

  it('refuses dates and times that are not ones', () => {
    for (const [date, time] of [
      ['2026-02-31', '09:00'],
      ['2026-13-01', '09:00'],
      ['2026-12-07', '24:00'],
      ['2026-12-07', '9:00'],
      ['07-12-2026', '09:00'],
      ['', ''],
    ] as const) {
      expect(wallTimeToInstant(date, time)).toMatchObject({
        ok: false,
        reason: 'invalid',
        message: availabilityTexts.rules.invalidTime,
      });
    }
  });
});

describe('instantToWallTime', () => {
  it('reads what the clocks in Santiago say at an instant, on both sides of each change', () => {
    expect(instantToWallTime('2026-12-07T12:00Z')).toEqual({ date: '2026-12-07', time: '09:00' });
    expect(instantToWallTime('2026-04-05T02:00Z')).toEqual({ date: '2026-04-04', time: '23:00' });
    expect(instantToWallTime('2026-04-05T03:00Z')).toEqual({ date: '2026-04-04', time: '23:00' });
    expect(instantToWallTime('2026-09-06T03:59Z')).toEqual({ date: '2026-09-05', time: '23:59' });
    expect(instantToWallTime('2026-09-06T04:00Z')).toEqual({ date: '2026-09-06', time: '01:00' });
  });
});

describe('formatSlotRange', () => {
  it("writes a slot as Node 24's ICU does for es-CL", () => {
    expect(formatSlotRange('2026-12-07T12:00Z', '2026-12-07T16:00Z')).toBe(
      `lun, 7 dic, 9:00${NNBSP}a.${NNBSP}m.${THIN}–${THIN}1:00${NNBSP}p.${NNBSP}m.`,
    );
  });

  it('shows the local times on both sides of the April change', () => {
    // Saturday before the change (-03) and Sunday after it (-04).
    expect(formatSlotRange('2026-04-04T12:00Z', '2026-04-04T16:00Z')).toBe(
      `sáb, 4 abr, 9:00${NNBSP}a.${NNBSP}m.${THIN}–${THIN}1:00${NNBSP}p.${NNBSP}m.`,
    );
    expect(formatSlotRange('2026-04-05T13:00Z', '2026-04-05T17:00Z')).toBe(
      `dom, 5 abr, 9:00${NNBSP}a.${NNBSP}m.${THIN}–${THIN}1:00${NNBSP}p.${NNBSP}m.`,
    );
    // The 3-hour night across the change names both days.
    expect(formatSlotRange('2026-04-04T23:00-03:00', '2026-04-05T01:00-04:00')).toBe(
      `sáb, 4 abr, 11:00 p. m.${THIN}–${THIN}dom, 5 abr, 1:00 a. m.`,
    );
  });

  it('shows the local times on both sides of the September change', () => {
    expect(formatSlotRange('2026-09-05T13:00Z', '2026-09-05T17:00Z')).toBe(
      `sáb, 5 sept, 9:00${NNBSP}a.${NNBSP}m.${THIN}–${THIN}1:00${NNBSP}p.${NNBSP}m.`,
    );
    expect(formatSlotRange('2026-09-06T12:00Z', '2026-09-06T16:00Z')).toBe(
      `dom, 6 sept, 9:00${NNBSP}a.${NNBSP}m.${THIN}–${THIN}1:00${NNBSP}p.${NNBSP}m.`,
    );
  });

  it('gives only the times under a day heading, and the day of an end on the next day', () => {
    expect(formatSlotTimes('2026-12-07T12:00Z', '2026-12-07T16:00Z')).toBe(
      `9:00${NNBSP}a.${NNBSP}m.${THIN}–${THIN}1:00${NNBSP}p.${NNBSP}m.`,
    );
    expect(formatSlotTimes('2026-12-08T01:00Z', '2026-12-08T05:00Z')).toBe(
      `10:00 p. m.${THIN}–${THIN}mar, 8 dic, 2:00 a. m.`,
    );
    expect(formatDayHeading('2026-12-07')).toBe('lunes, 7 de diciembre');
  });
});

describe('groupByLocalDay', () => {
  it('groups slots by the day they start on in Santiago, not in UTC', () => {
    const slots = [
      { id: 'a', startTime: '2026-12-07T12:00Z' },
      // 22:00 on 7 December in Santiago is already the 8th in UTC.
      { id: 'b', startTime: '2026-12-08T01:00Z' },
      { id: 'c', startTime: '2026-12-08T12:00Z' },
    ];
    expect(groupByLocalDay(slots)).toEqual([
      { date: '2026-12-07', slots: [slots[0], slots[1]] },
      { date: '2026-12-08', slots: [slots[2]] },
    ]);
  });
});

describe('addCalendarDays', () => {
  it('counts calendar days across months, years and clock changes', () => {
    expect(addCalendarDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addCalendarDays('2026-04-04', 1)).toBe('2026-04-05');
    expect(addCalendarDays('2026-09-05', 7)).toBe('2026-09-12');
  });
});
