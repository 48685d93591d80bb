import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addFavouriteAgent,
  listFavouriteAgents,
  removeFavouriteAgent,
} from '@brillo/domain/contracts/dashboard-calls';
import { callApi } from '@/lib/api-client';

/**
 * 'Mis agentes' (PD-46): the customer's favourite agents, read once and shared by the page and
 * every agent card's toggle, so saving an agent anywhere shows at once everywhere.
 */
export const favouritesKey = ['favourites'] as const;
/** The prefix of the customer dashboard's search reads (`discoveryKeys.all`). */
const discoverySearchKey = ['discovery'] as const;

export function useFavourites({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: favouritesKey,
    queryFn: ({ signal }) => callApi(listFavouriteAgents, { signal }),
    enabled,
  });
}

/** Saves (`saved: true`) or removes an agent; both are idempotent on the server. */
export function useFavouriteChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agentId, saved }: { agentId: string; saved: boolean }) =>
      callApi(saved ? addFavouriteAgent : removeFavouriteAgent, { params: { agentId } }),
    // The dashboard's lists show the favourites first (PD-46): they are read again too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: favouritesKey }),
        queryClient.invalidateQueries({ queryKey: discoverySearchKey }),
      ]),
  });
}
