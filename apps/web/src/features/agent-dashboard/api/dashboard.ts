import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ActiveBookingListSchema,
  AgentBookingListSchema,
  AgentProfilePanelSchema,
  ClosedBookingListSchema,
  agentBookingPaths,
  statusQuery,
  type AgentBookingListStatus,
} from '@brillo/domain/contracts/agent-bookings';
import { AgentRatingsSchema, BioAnswerSchema } from '@brillo/domain/contracts/agent-profile';
import { AgentDocsFlagsSchema, agentFilePaths } from '@brillo/domain/contracts/agent-files';
import { apiGet } from '@/lib/api-client';

/**
 * What the agent dashboard reads (spec §2 "Agent dashboard", §7; ADR-036), one query per part so
 * that one failing read never blanks the others. A failure is logged to the console with the
 * spec's line (§8 "Dashboard fetches"); the part shows its own Spanish error and a retry.
 */
export const RATINGS_PATH = '/api/v1/agents/ratings';

/** The spec's console lines (§8), by the part that failed. */
export const fetchFailureLogs = {
  ratings: 'Failed to fetch agent rating:',
  bookings: 'Failed to fetch agent pending bookings:',
  active: 'Failed to fetch agent active bookings:',
  docs: 'Failed to fetch agent docs:',
  bio: 'Failed to load biography:',
  profile: 'Failed to fetch agent profile:',
} as const;

/**
 * Runs `read`, logging a failure with its spec line before the query sees it (a request the page
 * cancelled, leaving, is no failure).
 */
async function logged<T>(line: string, signal: AbortSignal, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!signal.aborted) console.error(line, error);
    throw error;
  }
}

export const agentDashboardKeys = {
  all: ['agent-dashboard'] as const,
  /** Every booking list; a transition refreshes them all (the screens' lists and the badges). */
  allBookings: ['agent-dashboard', 'bookings'] as const,
  bookings: (statuses: readonly AgentBookingListStatus[]) =>
    ['agent-dashboard', 'bookings', ...statuses] as const,
  closed: ['agent-dashboard', 'bookings', 'closed'] as const,
  active: ['agent-dashboard', 'active-bookings'] as const,
  profile: ['agent-dashboard', 'profile'] as const,
  ratings: ['agent-dashboard', 'ratings'] as const,
  /** The same key as the /docs screen's flags (features/agent-files), which an upload refreshes. */
  docs: ['agent-files', 'docs-flags'] as const,
};

/** The caller's bookings of any of `statuses` (one status or a screen's group of them). */
export function agentBookingsQueryOptions(statuses: readonly AgentBookingListStatus[]) {
  return queryOptions({
    queryKey: agentDashboardKeys.bookings(statuses),
    queryFn: ({ signal }) =>
      logged(fetchFailureLogs.bookings, signal, () =>
        apiGet(`${agentBookingPaths.bookings}?${statusQuery(statuses)}`, AgentBookingListSchema, {
          signal,
        }),
      ),
  });
}

export function useAgentBookings(statuses: readonly AgentBookingListStatus[]) {
  return useQuery(agentBookingsQueryOptions(statuses));
}

/** The caller's finished services, the most recent first. */
export function closedBookingsQueryOptions() {
  return queryOptions({
    queryKey: agentDashboardKeys.closed,
    queryFn: ({ signal }) => apiGet(agentBookingPaths.closed, ClosedBookingListSchema, { signal }),
  });
}

export function useClosedBookings() {
  return useQuery(closedBookingsQueryOptions());
}

export function useActiveBookings() {
  return useQuery({
    queryKey: agentDashboardKeys.active,
    queryFn: ({ signal }) =>
      logged(fetchFailureLogs.active, signal, () =>
        apiGet(agentBookingPaths.active, ActiveBookingListSchema, { signal }),
      ),
  });
}

export function useAgentProfilePanel() {
  return useQuery({
    queryKey: agentDashboardKeys.profile,
    queryFn: ({ signal }) =>
      logged(fetchFailureLogs.profile, signal, () =>
        apiGet(agentBookingPaths.profile, AgentProfilePanelSchema, { signal }),
      ),
  });
}

export function useAgentRatings() {
  return useQuery({
    queryKey: agentDashboardKeys.ratings,
    queryFn: ({ signal }) =>
      logged(fetchFailureLogs.ratings, signal, () =>
        apiGet(RATINGS_PATH, AgentRatingsSchema, { signal }),
      ),
  });
}

export function useAgentDocsFlags() {
  return useQuery({
    queryKey: agentDashboardKeys.docs,
    queryFn: ({ signal }) =>
      logged(fetchFailureLogs.docs, signal, () =>
        apiGet(agentFilePaths.docsFlags, AgentDocsFlagsSchema, { signal }),
      ),
  });
}

/**
 * The biography, under the same query key as the /bio screen's (features/agent-profile), so a
 * saved biography shows here at once.
 */
export function useAgentBio() {
  return useQuery({
    queryKey: ['agent-bio'],
    queryFn: ({ signal }) => apiGet('/api/agents/bio', BioAnswerSchema, { signal }),
  });
}
