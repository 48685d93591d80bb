import { z } from 'zod';
import { bookingStatuses } from '../enums.ts';
import { LIVE_EVENTS_PATH, liveEventNames } from '../live-event-names.ts';
import { endpoint } from './definition.ts';

/**
 * `GET /api/events` (ADR-046): a `text/event-stream` of the signed-in person's events, named in
 * `live-event-names.ts` (without zod, for the pages; exported here too).
 */
export { LIVE_EVENTS_PATH, liveEventNames };

/**
 * A booking's id and its new status: never personal data; the screen refetches the rest. The
 * pages read it by hand (`bookingLiveEventOf` in the web app), which a test holds to this.
 */
export const BookingLiveEventSchema = z.object({
  bookingId: z.string(),
  status: z.enum(bookingStatuses),
});
export type BookingLiveEvent = z.infer<typeof BookingLiveEventSchema>;

/** How long a browser waits before reconnecting a dropped stream (the stream's `retry:`). */
export const LIVE_EVENTS_RETRY_MS = 3_000;

/** OpenAPI's description of the stream: a string body of `text/event-stream`. */
export const LiveEventStreamSchema = z
  .string()
  .describe(
    'text/event-stream: eventos `booking` ({ bookingId, status }), `resync` y `session-ended`, y un comentario cada 25 s.',
  );

/** The caller's live events, opened with an `EventSource`, never through the client. */
export const openLiveEvents = endpoint({
  method: 'GET',
  path: LIVE_EVENTS_PATH,
  answers: { 200: LiveEventStreamSchema },
});
