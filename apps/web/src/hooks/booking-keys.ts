import type { AgentBookingListStatus } from '@brillo/domain/contracts/agent-bookings';

/**
 * The query keys of the booking reads that a change of a booking makes stale, apart from the reads
 * themselves: the live updates (`use-live-updates`), which every signed-in page runs, invalidate
 * them without loading the contracts' schemas the reads parse their answers with.
 */

/** The agent's booking reads (`use-agent-bookings`): a transition makes all of them stale. */
export const agentBookingKeys = {
  /** Every booking read: what a transition makes stale. */
  all: ['agent-bookings'] as const,
  list: (statuses: readonly AgentBookingListStatus[]) =>
    ['agent-bookings', 'list', ...statuses] as const,
  closed: ['agent-bookings', 'closed'] as const,
  active: ['agent-bookings', 'active'] as const,
};

/** The ratings the signed-in agent received (`use-agent-ratings`). */
export const agentRatingsKey = ['agent-ratings'] as const;

/**
 * The customer's booking reads: the dashboard tiles, the lists and /rating all live under this
 * prefix (features/customer-dashboard, customer-bookings, ratings), so one invalidation
 * refreshes every one of them.
 */
export const customerBookingsKey = ['customer-bookings'] as const;
