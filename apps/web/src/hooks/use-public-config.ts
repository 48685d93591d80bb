import { queryOptions, useQuery } from '@tanstack/react-query';
import { readPublicConfig } from '@brillo/domain/contracts/light-endpoints';
import type { PublicConfig } from '@brillo/domain/contracts/public-config';
import { callApiReadBy } from '@/lib/api-client';
import { KEEP_ON_SIGN_OUT } from '@/lib/query-client';
import { publicConfigOf } from './public-config-reader';

/**
 * Settings every visitor sees: the external home link and the contact data of the footer. Shared by
 * the layouts and any feature (features never import each other). Every page asks, so its answer
 * is read by hand (`publicConfigOf`) rather than with its zod schema (ADR-066).
 */
export function getPublicConfig({ signal }: { signal?: AbortSignal } = {}): Promise<PublicConfig> {
  return callApiReadBy(readPublicConfig, publicConfigOf, { signal });
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
