import { describe, it } from 'vitest';
import { BookingLiveEventSchema } from '@brillo/domain/contracts/live-events';
import { expectSameReading } from '../../test/reader-agreement';
import { bookingLiveEventOf } from './live-event-reader';

describe('a booking event read by hand', () => {
  it('reads what the contract reads and refuses what it refuses', () => {
    expectSameReading(bookingLiveEventOf, BookingLiveEventSchema, {
      valid: [
        { bookingId: 'b1', status: 'pending' },
        { bookingId: 'b2', status: 'finished_evaluated', name: 'Ana' },
      ],
      invalid: [
        null,
        undefined,
        42,
        'b3',
        [{ bookingId: 'b4', status: 'pending' }],
        {},
        { bookingId: 'b5' },
        { status: 'pending' },
        { bookingId: 6, status: 'pending' },
        { bookingId: 'b7', status: 'not-a-status' },
      ],
    });
  });
});
