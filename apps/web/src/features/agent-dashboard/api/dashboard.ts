import { useQuery } from '@tanstack/react-query';
import {
  readAgentProfilePanel,
  readBio,
  readDocsFlags,
  readEarnings,
} from '@brillo/domain/contracts/dashboard-calls';
import { callApi } from '@/lib/api-client';
import { takeFrameBio } from '@/lib/frame-data';
import { agentBookingKeys, agentRatingsKey } from '@/hooks/booking-keys';
import { bookingReadFailureLogs, logged } from '@/hooks/use-agent-bookings';
import { ratingsReadFailureLog } from '@/hooks/use-agent-ratings';

export { useAgentRatings } from '@/hooks/use-agent-ratings';
export {
  agentBookingsQueryOptions,
  useActiveBookings,
  useAgentBookings,
  useClosedBookings,
} from '@/hooks/use-agent-bookings';

/**
 * What the agent dashboard reads (spec §2 "Agent dashboard", §7; ADR-036), one query per part so
 * that one failing read never blanks the others. A failure is logged to the console with the
 * spec's line (§8 "Dashboard fetches"); the part shows its own Spanish error and a retry.
 */
/** The spec's console lines (§8), by the part that failed. */
export const fetchFailureLogs = {
  ratings: ratingsReadFailureLog,
  ...bookingReadFailureLogs,
  docs: 'Failed to fetch agent docs:',
  bio: 'Failed to load biography:',
  profile: 'Failed to fetch agent profile:',
} as const;

export const agentDashboardKeys = {
  all: ['agent-dashboard'] as const,
  /** The booking reads' keys, shared with the booking screens. */
  bookings: agentBookingKeys.list,
  active: agentBookingKeys.active,
  profile: ['agent-dashboard', 'profile'] as const,
  /** The same key as /closed's received ratings (hooks/use-agent-ratings). */
  ratings: agentRatingsKey,
  /** The same key as the /docs screen's flags (features/agent-files), which an upload refreshes. */
  docs: ['agent-files', 'docs-flags'] as const,
  /** The same key as 'Mis ganancias' (features/earnings): one read serves both. */
  earnings: ['agent-earnings'] as const,
};

export function useAgentProfilePanel() {
  return useQuery({
    queryKey: agentDashboardKeys.profile,
    queryFn: ({ signal }) =>
      logged(fetchFailureLogs.profile, signal, () => callApi(readAgentProfilePanel, { signal })),
  });
}

export function useAgentDocsFlags() {
  return useQuery({
    queryKey: agentDashboardKeys.docs,
    queryFn: ({ signal }) =>
      logged(fetchFailureLogs.docs, signal, () => callApi(readDocsFlags, { signal })),
  });
}

/**
 * The biography, under the same query key as the /bio screen's (features/agent-profile), so a
 * saved biography shows here at once. On a page that arrived as the agent's filled frame, the
 * biography it carries is the first data (read again at once in the background, as any mount).
 */
export function useAgentBio(email: string) {
  return useQuery({
    queryKey: ['agent-bio'],
    queryFn: ({ signal }) => callApi(readBio, { signal }),
    initialData: () => takeFrameBio(email),
  });
}

/**
 * The balance available for the next payout, from the same read as 'Mis ganancias' (its key
 * shared, so opening the page after the dashboard shows it at once).
 */
export function useAvailableBalance() {
  return useQuery({
    queryKey: agentDashboardKeys.earnings,
    queryFn: ({ signal }) => callApi(readEarnings, { signal }),
    select: (earnings) => earnings.balances.available,
  });
}
