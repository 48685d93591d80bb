import { describe, expect, it } from 'vitest';
import { BookingLiveEventSchema, openLiveEvents } from './contracts/live-events.ts';
import { LIVE_EVENTS_PATH, readBookingLiveEvent } from './live-event-names.ts';

/** Data a `booking` event may carry, well formed or not. */
const samples: unknown[] = [
  { bookingId: 'b1', status: 'pending' },
  { bookingId: 'b2', status: 'finished_evaluated', extra: 'dropped' },
  { bookingId: 'b3', status: 'not-a-status' },
  { bookingId: 4, status: 'pending' },
  { status: 'pending' },
  { bookingId: 'b5' },
  [{ bookingId: 'b6', status: 'pending' }],
  'b7',
  null,
  undefined,
  42,
];

describe('readBookingLiveEvent', () => {
  it.each(samples)('reads %j as the contract does', (data) => {
    const parsed = BookingLiveEventSchema.safeParse(data);
    expect(readBookingLiveEvent(data)).toEqual(parsed.success ? parsed.data : null);
  });

  it('keeps the two fields of a booking event, and only them', () => {
    expect(readBookingLiveEvent({ bookingId: 'b1', status: 'rejected', name: 'Ana' })).toEqual({
      bookingId: 'b1',
      status: 'rejected',
    });
  });
});

describe('LIVE_EVENTS_PATH', () => {
  it('is the path of the contract', () => {
    expect(openLiveEvents.path).toBe(LIVE_EVENTS_PATH);
  });
});
