import { describe, expect, it } from 'vitest';
import { bookingReminderAt, reminderTimeFor } from './booking-reminder.ts';

const SANTIAGO = 'America/Santiago';
const reminder = (start: string) => reminderTimeFor(new Date(start), SANTIAGO).toISOString();

// Chile in 2026: the clocks go back at 24:00 on Saturday 4 April (-03 → -04) and forward at 24:00
// on Saturday 5 September (-04 → -03, 00:00–01:00 on Sunday 6 September never happens).
describe('reminderTimeFor', () => {
  it('is 10:00 in Santiago on the day before, in summer and in winter', () => {
    expect(reminder('2026-12-08T12:00:00Z')).toBe('2026-12-07T13:00:00.000Z'); // 10:00 -03
    expect(reminder('2026-07-16T13:00:00Z')).toBe('2026-07-15T14:00:00.000Z'); // 10:00 -04
  });

  it('is 10:00 summer time for a service on the Sunday the clocks go back', () => {
    // Sunday 5 April 09:00 -04; the day before is still on -03.
    expect(reminder('2026-04-05T13:00:00Z')).toBe('2026-04-04T13:00:00.000Z');
    // Monday 6 April 10:00 -04: the day before is already on -04.
    expect(reminder('2026-04-06T14:00:00Z')).toBe('2026-04-05T14:00:00.000Z');
  });

  it('reads the day of a service in the hour that happens twice in April on the local clock', () => {
    // 23:30 -04 on Saturday 4 April (the second 23:30), 03:30 UTC on the 5th: the day is the 4th.
    expect(reminder('2026-04-05T03:30:00Z')).toBe('2026-04-03T13:00:00.000Z');
  });

  it('is 10:00 winter time for a service on the Sunday the clocks go forward', () => {
    // Sunday 6 September 09:00 -03; the day before is still on -04.
    expect(reminder('2026-09-06T12:00:00Z')).toBe('2026-09-05T14:00:00.000Z');
    // 01:00 -03 on the 6th, the first hour after the skipped one: still the 6th.
    expect(reminder('2026-09-06T04:00:00Z')).toBe('2026-09-05T14:00:00.000Z');
    // Monday 7 September 09:00 -03: the day before is already on -03.
    expect(reminder('2026-09-07T12:00:00Z')).toBe('2026-09-06T13:00:00.000Z');
  });

  it('follows another configured zone', () => {
    expect(reminderTimeFor(new Date('2026-07-16T15:00:00Z'), 'Pacific/Easter').toISOString()).toBe(
      '2026-07-15T16:00:00.000Z',
    );
  });
});

describe('bookingReminderAt', () => {
  const start = new Date('2026-12-08T12:00:00Z'); // Tuesday 8 December 09:00 in Santiago

  it('is the reminder time while it is ahead', () => {
    expect(bookingReminderAt(start, new Date('2026-12-07T12:59:59Z'), SANTIAGO)).toEqual(
      new Date('2026-12-07T13:00:00Z'),
    );
  });

  it('is none once 10:00 the day before has come, the payment emails having just said it all', () => {
    expect(bookingReminderAt(start, new Date('2026-12-07T13:00:00Z'), SANTIAGO)).toBeNull();
    expect(bookingReminderAt(start, new Date('2026-12-08T10:00:00Z'), SANTIAGO)).toBeNull();
  });
});
