import { queryOptions, useQuery } from '@tanstack/react-query';
import { readEarnings } from '@brillo/domain/contracts/earnings';
import { callApi } from '@/lib/api-client';

/**
 * 'Mis ganancias' (PD-40, PD-41): the caller agent's balances, paid bookings and payouts. The
 * dashboard's balance reads the same key, so a visit to either shows the other at once.
 */
export const earningsKey = ['agent-earnings'] as const;

export function getEarningsQueryOptions() {
  return queryOptions({
    queryKey: earningsKey,
    queryFn: ({ signal }) => callApi(readEarnings, { signal }),
  });
}

export function useEarnings() {
  return useQuery(getEarningsQueryOptions());
}
