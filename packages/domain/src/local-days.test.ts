import { describe, expect, it } from 'vitest';
import { daysOfMonth, localDayRange } from './local-days.ts';
import { addCalendarDays } from './zoned-time.ts';

const ZONE = 'America/Santiago';
const range = (day: string) => {
  const { start, end } = localDayRange(day, ZONE);
  return [start.toISOString(), end.toISOString()];
};

describe('localDayRange', () => {
  it("is a Santiago day's instants, not the UTC date", () => {
    expect(range('2026-11-24')).toEqual(['2026-11-24T03:00:00.000Z', '2026-11-25T03:00:00.000Z']);
  });

  it('gives the day before April’s change 25 hours', () => {
    expect(range('2026-04-04')).toEqual(['2026-04-04T03:00:00.000Z', '2026-04-05T04:00:00.000Z']);
  });

  it('starts September’s short day at 01:00, the skipped midnight’s next hour', () => {
    expect(range('2026-09-05')).toEqual(['2026-09-05T04:00:00.000Z', '2026-09-06T04:00:00.000Z']);
    expect(range('2026-09-06')).toEqual(['2026-09-06T04:00:00.000Z', '2026-09-07T03:00:00.000Z']);
  });

  it('answers a day asked again the same, by zone, whatever the caller did to the last answer', () => {
    const first = localDayRange('2026-12-07', ZONE);
    first.start.setTime(0);
    first.end.setTime(0);
    expect(range('2026-12-07')).toEqual(['2026-12-07T03:00:00.000Z', '2026-12-08T03:00:00.000Z']);
    const madrid = localDayRange('2026-12-07', 'Europe/Madrid');
    expect(madrid.start.toISOString()).toBe('2026-12-06T23:00:00.000Z');
  });

  it('still answers once more days were asked than it keeps', () => {
    for (let offset = 0; offset < 3000; offset++)
      localDayRange(addCalendarDays('2026-01-01', offset), ZONE);
    expect(range('2026-11-24')).toEqual(['2026-11-24T03:00:00.000Z', '2026-11-25T03:00:00.000Z']);
  });
});

describe('daysOfMonth', () => {
  it('lists every day, leap years included', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2026-02').at(-1)).toBe('2026-02-28');
    expect(daysOfMonth('2026-11')[0]).toBe('2026-11-01');
  });
});
