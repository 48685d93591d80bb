import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { listAgentDaySlots } from '@brillo/domain/contracts/discovery';
import { listPublicReviews, readPublicAgent } from '@brillo/domain/contracts/public-agent';
import { callApi } from '@/lib/api-client';

/**
 * The public profile's reads (PD-45): the agent, the reviews a page at a time, and a day's
 * offered slots. Everything of one agent shares `agent(id)` as its prefix, so a booking made on
 * the profile reads it all again.
 */
export const publicAgentKeys = {
  agent: (id: string) => ['public-agent', id] as const,
  reviews: (id: string) => ['public-agent', id, 'reviews'] as const,
  slots: (id: string, day: string) => ['public-agent', id, 'slots', day] as const,
};

export function usePublicAgent(id: string) {
  return useQuery({
    queryKey: publicAgentKeys.agent(id),
    queryFn: ({ signal }) => callApi(readPublicAgent, { params: { id }, signal }),
  });
}

/** The latest reviews; 'Ver más' reads the next page while the API says one follows. */
export function usePublicReviews(id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: publicAgentKeys.reviews(id),
    queryFn: ({ pageParam, signal }) =>
      callApi(listPublicReviews, { params: { id }, query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
}

/** The agent's offered slots on `day` (a public read: a signed-out visitor chooses one too). */
export function usePublicAgentSlots(id: string, day: string | null) {
  return useQuery({
    queryKey: publicAgentKeys.slots(id, day ?? ''),
    queryFn: ({ signal }) =>
      callApi(listAgentDaySlots, { query: { agent_id: id, day: day ?? '' }, signal }),
    enabled: day !== null,
  });
}
