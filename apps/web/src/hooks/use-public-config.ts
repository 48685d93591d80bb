import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@brillo/domain/public-config';
import { apiGet } from '@/lib/api-client';
import { KEEP_ON_SIGN_OUT } from '@/lib/query-client';

const TEXT_FIELDS = ['homeUrl', 'city', 'contactEmail', 'contactPhone', 'timeZone'] as const;

/**
 * Checks the answer for the fields this app shows. Not `PublicConfigSchema.parse`: zod would add
 * about 23 KB (gzip) to the JavaScript of every first visit, for five string checks.
 */
function parsePublicConfig(data: unknown): PublicConfig {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  for (const field of TEXT_FIELDS) {
    if (typeof record[field] !== 'string') throw new TypeError(`public-config: ${field}`);
  }
  return data as PublicConfig;
}

/**
 * Settings every visitor sees: the external home link and the contact data of the footer. Shared by
 * the layouts and any feature (features never import each other).
 */
export function getPublicConfig({ signal }: { signal?: AbortSignal } = {}): Promise<PublicConfig> {
  return apiGet('/api/public-config', parsePublicConfig, { signal });
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
