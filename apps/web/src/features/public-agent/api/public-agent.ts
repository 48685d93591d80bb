import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { listPublicReviews, readPublicAgent } from '@brillo/domain/contracts/public-agent';
import { callApi } from '@/lib/api-client';

/** The public profile's reads (PD-45): the agent, and the reviews a page at a time. */
export const publicAgentKeys = {
  agent: (id: string) => ['public-agent', id] as const,
  reviews: (id: string) => ['public-agent', id, 'reviews'] as const,
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
