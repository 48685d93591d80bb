import { describe, expect, it } from 'vitest';
import {
  cancellationRate,
  formatAnswerTime,
  formatRate,
  overviewPeriods,
  OVERVIEW_SERIES_DAYS,
} from './operator-overview.ts';

const ZONE = 'America/Santiago';
const iso = (range: { start: Date; end: Date }) => [
  range.start.toISOString(),
  range.end.toISOString(),
];

describe('overviewPeriods', () => {
  it('takes today and the month on Santiago’s calendar, not UTC’s', () => {
    // 02:30 UTC on 1 December is still 30 November in Santiago (UTC−3 in summer).
    const periods = overviewPeriods(new Date('2026-12-01T02:30:00Z'), ZONE);
    expect(periods.today.day).toBe('2026-11-30');
    expect(iso(periods.today)).toEqual(['2026-11-30T03:00:00.000Z', '2026-12-01T03:00:00.000Z']);
    expect(periods.month).toMatchObject({
      month: '2026-11',
      firstDay: '2026-11-01',
      lastDay: '2026-11-30',
    });
    expect(iso(periods.month)).toEqual(['2026-11-01T03:00:00.000Z', '2026-12-01T03:00:00.000Z']);
  });

  it('turns to the new day at Santiago’s midnight', () => {
    const before = overviewPeriods(new Date('2026-12-01T02:59:59.999Z'), ZONE);
    const after = overviewPeriods(new Date('2026-12-01T03:00:00Z'), ZONE);
    expect(before.today.day).toBe('2026-11-30');
    expect(after.today.day).toBe('2026-12-01');
    expect(after.month.month).toBe('2026-12');
    expect(after.month.start.toISOString()).toBe('2026-12-01T03:00:00.000Z');
  });

  it('gives April’s month its extra hour and September’s short day its 23', () => {
    // April 2026: the clocks go back at the end of Saturday 4 April (UTC−3 → UTC−4).
    const april = overviewPeriods(new Date('2026-04-20T15:00:00Z'), ZONE);
    expect(iso(april.month)).toEqual(['2026-04-01T03:00:00.000Z', '2026-05-01T04:00:00.000Z']);
    // 6 September 2026 starts at 01:00 (midnight is skipped) and lasts 23 hours.
    const september = overviewPeriods(new Date('2026-09-06T12:00:00Z'), ZONE);
    expect(september.today.day).toBe('2026-09-06');
    expect(iso(september.today)).toEqual(['2026-09-06T04:00:00.000Z', '2026-09-07T03:00:00.000Z']);
    expect(iso(september.month)).toEqual(['2026-09-01T04:00:00.000Z', '2026-10-01T03:00:00.000Z']);
  });

  it('spans the chart over 90 days ending today, across a clock change', () => {
    const periods = overviewPeriods(new Date('2026-06-15T16:00:00Z'), ZONE);
    expect(periods.series.firstDay).toBe('2026-03-18');
    expect(periods.series.lastDay).toBe('2026-06-15');
    // 18 March is in summer time (UTC−3), 15 June in winter time (UTC−4).
    expect(iso(periods.series)).toEqual(['2026-03-18T03:00:00.000Z', '2026-06-16T04:00:00.000Z']);
    const hours = (periods.series.end.getTime() - periods.series.start.getTime()) / 3_600_000;
    expect(hours).toBe(OVERVIEW_SERIES_DAYS * 24 + 1);
  });

  it('takes the answers of the 30 days of instants before now', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(iso(overviewPeriods(now, ZONE).answers)).toEqual([
      '2026-10-29T12:00:00.000Z',
      '2026-11-28T12:00:00.000Z',
    ]);
  });

  it('takes December’s month to the first of January', () => {
    const periods = overviewPeriods(new Date('2026-12-31T20:00:00Z'), ZONE);
    expect(periods.month.lastDay).toBe('2026-12-31');
    expect(periods.month.end.toISOString()).toBe('2027-01-01T03:00:00.000Z');
  });
});

describe('cancellationRate and formatRate', () => {
  it('is the cancelled share of what was created, none without bookings', () => {
    expect(cancellationRate(1, 8)).toBe(0.125);
    expect(cancellationRate(0, 5)).toBe(0);
    expect(cancellationRate(0, 0)).toBeNull();
  });

  it('reads as Chile writes a percentage, a decimal comma and one decimal at most', () => {
    expect(formatRate(0.125)).toBe('12,5 %');
    expect(formatRate(1 / 3)).toBe('33,3 %');
    expect(formatRate(0)).toBe('0 %');
    expect(formatRate(1)).toBe('100 %');
    expect(formatRate(null)).toBe('—');
  });
});

describe('formatAnswerTime', () => {
  it('says seconds, minutes, hours and days as people do', () => {
    expect(formatAnswerTime(42)).toBe('42 s');
    expect(formatAnswerTime(90)).toBe('2 min');
    expect(formatAnswerTime(12 * 60)).toBe('12 min');
    expect(formatAnswerTime(3 * 3600 + 5 * 60)).toBe('3 h 05 min');
    expect(formatAnswerTime(59 * 60 + 50)).toBe('1 h 00 min');
    expect(formatAnswerTime(52 * 3600)).toBe('2 d 4 h');
    expect(formatAnswerTime(null)).toBe('—');
  });
});
