import { queryOptions, useQuery } from '@tanstack/react-query';
import { readMarketSummary } from '@brillo/domain/contracts/light-endpoints';
import type { MarketSummary } from '@brillo/domain/contracts/market-summary';
import { MARKET_SUMMARY_MAX_AGE_SECONDS } from '@brillo/domain/market-summary';
import { callApiReadBy } from '@/lib/api-client';
import { KEEP_ON_SIGN_OUT } from '@/lib/query-client';
import { marketSummaryOf } from './market-summary-reader';

/**
 * The landing page's figures (`GET /api/public/market-summary`, ADR-074), read by hand
 * (`marketSummaryOf`), so that the home page loads no zod, before or after its first paint.
 */
export function getMarketSummary({
  signal,
}: { signal?: AbortSignal } = {}): Promise<MarketSummary> {
  return callApiReadBy(readMarketSummary, marketSummaryOf, { signal });
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
