import { bookingStatuses, type BookingStatus } from './enums.ts';

/**
 * The live events stream as a signed-in page reads it (ADR-046): its path, its events' names and
 * a booking event's data. Without zod, so that the guard every signed-in page renders does not
 * build the contract's schemas while the page starts (ADR-088); `contracts/live-events` defines
 * the endpoint with these and exports them too.
 */

/** `GET /api/events`: a `text/event-stream` of the signed-in person's events. */
export const LIVE_EVENTS_PATH = '/api/events';

/**
 * - `booking`: one of their bookings was made or changed; `data` is a `BookingLiveEvent`.
 * - `resync`: events may have been missed; refetch what is on screen.
 * - `session-ended`: the session is over (signed out or expired); the stream ends.
 * Comments (`: heartbeat`) keep the connection open and carry nothing.
 */
export const liveEventNames = {
  booking: 'booking',
  resync: 'resync',
  sessionEnded: 'session-ended',
} as const;

/** A booking's id and its new status: never personal data; the screen refetches the rest. */
export interface BookingLiveEvent {
  bookingId: string;
  status: BookingStatus;
}

/**
 * A `booking` event's data, read as the contract's `BookingLiveEventSchema` reads it (a test
 * checks that they agree): the two fields, other fields dropped, or null when it is not one.
 */
export function readBookingLiveEvent(data: unknown): BookingLiveEvent | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { bookingId, status } = data as Record<string, unknown>;
  if (typeof bookingId !== 'string' || !isBookingStatus(status)) return null;
  return { bookingId, status };
}

function isBookingStatus(value: unknown): value is BookingStatus {
  return (bookingStatuses as readonly unknown[]).includes(value);
}
