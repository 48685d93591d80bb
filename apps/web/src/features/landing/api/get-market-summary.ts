import { queryOptions, useQuery } from '@tanstack/react-query';
import { readMarketSummary } from '@brillo/domain/contracts/light-endpoints';
import type { MarketSummary } from '@brillo/domain/contracts/market-summary';
import { MARKET_SUMMARY_MAX_AGE_SECONDS } from '@brillo/domain/market-summary';
import { callApi } from '@/lib/api-client';
import { KEEP_ON_SIGN_OUT } from '@/lib/query-client';

/**
 * The landing page's figures (`GET /api/public/market-summary`, ADR-047). Its schema is
 * imported on demand, while the request is on its way, so the home page does not wait for zod (a
 * light definition, ADR-015).
 */
export function getMarketSummary({
  signal,
}: { signal?: AbortSignal } = {}): Promise<MarketSummary> {
  return callApi(readMarketSummary, { signal });
}

export function useMarketSummary() {
  return useQuery(
    queryOptions({
      queryKey: ['market-summary'],
      queryFn: ({ signal }) => getMarketSummary({ signal }),
      // The server keeps one summary this long; asking sooner would get the same one.
      staleTime: MARKET_SUMMARY_MAX_AGE_SECONDS * 1000,
      meta: { [KEEP_ON_SIGN_OUT]: true },
    }),
  );
}
