import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BookingLiveEvent } from '@brillo/domain/contracts/live-events';
import type { UserRole } from '@brillo/domain/enums';
import { LIVE_EVENTS_PATH, liveEventNames } from '@brillo/domain/live-event-names';
import { agentBookingKeys, agentRatingsKey, customerBookingsKey } from './booking-keys';
import { bookingLiveEventOf } from './live-event-reader';

/** A booking's payment state, as the payment result screen reads it (features/payments). */
const bookingPaymentKey = (bookingId: string) => ['booking-payment', bookingId] as const;

/** Waits before opening the stream again after the browser gave up on it: 1 s, doubling, ≤ 60 s. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 60_000;

/** What the browser's EventSource offers the hook; tests pass a fake. */
export type EventSourceFactory = (url: string) => EventSource;

/** The browser's own; none where it has no EventSource (the screens then refresh as before). */
const browserEventSource: EventSourceFactory | null =
  typeof EventSource === 'undefined' ? null : (url) => new EventSource(url);

/** `EventSource.CLOSED`: the browser will not reconnect this one. */
const CLOSED = 2;

/** Refetches what a change of one booking (or of any, without an event) may have made stale. */
function invalidate(queryClient: QueryClient, role: UserRole, event?: BookingLiveEvent) {
  if (role === 'agent') {
    void queryClient.invalidateQueries({ queryKey: agentBookingKeys.all });
    if (!event || event.status === 'finished_evaluated') {
      void queryClient.invalidateQueries({ queryKey: agentRatingsKey });
    }
    return;
  }
  void queryClient.invalidateQueries({ queryKey: customerBookingsKey });
  if (event) void queryClient.invalidateQueries({ queryKey: bookingPaymentKey(event.bookingId) });
}

function parsed(data: unknown): BookingLiveEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    return bookingLiveEventOf(JSON.parse(data));
  } catch {
    return undefined;
  }
}

export interface LiveUpdatesOptions {
  /**
   * The server said the session is over, or refused the stream (an answer other than the
   * stream: signed out meanwhile, too many tabs): the app asks for its session again.
   */
  checkSession?: () => void;
  createEventSource?: EventSourceFactory;
}

/**
 * Keeps the signed-in person's screens current without a reload (ADR-046): every `booking`
 * event refetches the lists and counts it may change; `resync`, and every reopening after a
 * drop, refetch them all, since events may have been missed meanwhile. The browser reconnects a
 * dropped stream by itself (after the server's `retry:`); when it gives up (the server refused),
 * the hook opens a new one after a growing delay. Closed on unmount, which sign-out causes.
 */
export function useLiveUpdates(role: UserRole, options: LiveUpdatesOptions = {}) {
  const queryClient = useQueryClient();
  const { checkSession, createEventSource = browserEventSource } = options;

  useEffect(() => {
    if (!createEventSource) return;
    const connect = createEventSource;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = RECONNECT_MIN_MS;
    let dropped = false;
    let stopped = false;

    function open() {
      // Same origin, so the session cookie goes with it.
      const current = connect(LIVE_EVENTS_PATH);
      source = current;
      current.addEventListener('open', () => {
        delay = RECONNECT_MIN_MS;
        if (dropped) invalidate(queryClient, role);
        dropped = false;
      });
      current.addEventListener(liveEventNames.booking, (message) => {
        const event = parsed((message as MessageEvent).data);
        if (event) invalidate(queryClient, role, event);
      });
      current.addEventListener(liveEventNames.resync, () => invalidate(queryClient, role));
      current.addEventListener(liveEventNames.sessionEnded, () => {
        // The stream's session is over. Signing out in this tab unmounts the hook right after,
        // which cancels the new attempt; another tab's sign-out may leave this one with a newer
        // session (signed in again), so open again later. If there is none, that stream is
        // refused, and the refusal asks the app for its session.
        current.close();
        source = undefined;
        dropped = true;
        openLater();
      });
      current.addEventListener('error', () => {
        dropped = true;
        // Not for a stream closed here, nor one the browser is still reconnecting.
        if (stopped || current !== source || current.readyState !== CLOSED) return;
        // The browser gave up (an answer other than the stream): the session may be over; if
        // not, try again later, less often.
        checkSession?.();
        openLater();
      });
    }

    function openLater() {
      if (stopped) return;
      clearTimeout(retry);
      retry = setTimeout(open, delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    }

    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [queryClient, role, checkSession, createEventSource]);
}
