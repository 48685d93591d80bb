import { describe, expect, it } from 'vitest';
import { bookingTotal, isCalendarDay, isCalendarMonth, paginationWindow } from './discovery.ts';

describe('paginationWindow', () => {
  it('shows at most five page numbers, the current one as centred as the ends allow', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(1, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(paginationWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });
});

describe('bookingTotal', () => {
  it('is the rate times the exact hours, rounded like the database', () => {
    expect(bookingTotal(12500, '2026-11-25T12:00:00Z', '2026-11-25T16:00:00Z')).toBe(50000);
    expect(bookingTotal(9500, '2026-11-25T11:30:00Z', '2026-11-25T15:00:00Z')).toBe(33250);
    expect(bookingTotal(9999, '2026-11-25T12:00:00Z', '2026-11-25T13:15:00Z')).toBe(12499);
  });
});

describe('calendar values', () => {
  it('accepts real days and months only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-11-24T00:00')).toBe(false);
    expect(isCalendarDay('24-11-2026')).toBe(false);
    expect(isCalendarMonth('2026-12')).toBe(true);
    expect(isCalendarMonth('2026-13')).toBe(false);
  });
});
