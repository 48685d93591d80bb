import { queryOptions, useQuery } from '@tanstack/react-query';
import { readPublicConfig } from '@brillo/domain/contracts/light-endpoints';
import type { PublicConfig } from '@brillo/domain/contracts/public-config';
import { callApi } from '@/lib/api-client';
import { KEEP_ON_SIGN_OUT } from '@/lib/query-client';

/**
 * Settings every visitor sees: the external home link and the contact data of the footer. Shared by
 * the layouts and any feature (features never import each other). Every page asks, so its schema
 * is imported on demand, while the request is on its way (a light definition, ADR-015).
 */
export function getPublicConfig({ signal }: { signal?: AbortSignal } = {}): Promise<PublicConfig> {
  return callApi(readPublicConfig, { signal });
}

export function getPublicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => getPublicConfig({ signal }),
    // The settings change only when the server restarts with new ones.
    staleTime: 5 * 60 * 1000,
    meta: { [KEEP_ON_SIGN_OUT]: true },
  });
}

export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}
