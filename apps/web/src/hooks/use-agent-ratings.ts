import { useQuery } from '@tanstack/react-query';
import { listReceivedRatings } from '@brillo/domain/contracts/dashboard-calls';
import { callApi } from '@/lib/api-client';
import { agentRatingsKey } from './booking-keys';
import { logged } from './use-agent-bookings';

/** The spec's console line (§8 "Dashboard fetches") for a failed read. */
export const ratingsReadFailureLog = 'Failed to fetch agent rating:';

/**
 * The ratings the signed-in agent received with their average and count, computed by the
 * database (`GET /api/v1/agents/ratings`; ADR-041), shared by the dashboard's stars and /closed.
 */
export function useAgentRatings() {
  return useQuery({
    queryKey: agentRatingsKey,
    queryFn: ({ signal }) =>
      logged(ratingsReadFailureLog, signal, () => callApi(listReceivedRatings, { signal })),
  });
}
