import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentBookingListStatus } from '@brillo/domain/contracts/agent-bookings';
import {
  listActiveBookings,
  listAgentBookings,
  listClosedBookings,
} from '@brillo/domain/contracts/dashboard-calls';
import { callApi } from '@/lib/api-client';
import { agentBookingKeys } from './booking-keys';

/**
 * The agent's booking reads (spec §7; ADR-036, ADR-038), shared by the dashboard (its lists and
 * counts) and the booking screens (/pending, /accepted, /rejected, /closed): one query per list,
 * under one key prefix, so an accepted or rejected booking refreshes every list and count at once.
 */

/** The spec's console lines (§8 "Dashboard fetches") for a failed booking read. */
export const bookingReadFailureLogs = {
  bookings: 'Failed to fetch agent pending bookings:',
  active: 'Failed to fetch agent active bookings:',
} as const;

/**
 * Runs `read`, logging a failure with its spec line before the query sees it (a request the page
 * cancelled, leaving, is no failure).
 */
export async function logged<T>(
  line: string,
  signal: AbortSignal,
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!signal.aborted) console.error(line, error);
    throw error;
  }
}

/**
 * How long a list's answer counts as fresh. The dashboard mounts its parts one after another
 * (`InTurn`), and the bookings panel and the buttons' counts read the same lists: with the answer
 * stale at once, the part mounted later asked again for what had just arrived. A booking's change
 * (the agent's own, or a live event) invalidates the lists at once whatever their age.
 */
const LIST_FRESH_FOR_MS = 2_000;

/** The caller's bookings of any of `statuses` (one status, or a screen's group of them). */
export function agentBookingsQueryOptions(statuses: readonly AgentBookingListStatus[]) {
  return queryOptions({
    queryKey: agentBookingKeys.list(statuses),
    staleTime: LIST_FRESH_FOR_MS,
    queryFn: ({ signal }) =>
      logged(bookingReadFailureLogs.bookings, signal, () =>
        callApi(listAgentBookings, { query: { status: [...statuses] }, signal }),
      ),
  });
}

export function useAgentBookings(statuses: readonly AgentBookingListStatus[]) {
  return useQuery(agentBookingsQueryOptions(statuses));
}

/** The caller's finished services, the most recent first. */
export function useClosedBookings() {
  return useQuery({
    queryKey: agentBookingKeys.closed,
    queryFn: ({ signal }) => callApi(listClosedBookings, { signal }),
  });
}

/** The caller's paid services not over yet, soonest first. */
export function useActiveBookings() {
  return useQuery({
    queryKey: agentBookingKeys.active,
    queryFn: ({ signal }) =>
      logged(bookingReadFailureLogs.active, signal, () => callApi(listActiveBookings, { signal })),
  });
}
