/**
 * The live events stream's path and its events' names (ADR-046), without zod, so that the guard
 * every signed-in page renders does not build the contract's schemas while the page starts
 * (ADR-089); `contracts/live-events` defines the endpoint with them and exports them too.
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
