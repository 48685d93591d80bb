import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

const MAX_RETRIES = 2;

/**
 * A query's `meta` flag for data that is the same for everyone (e.g. the public settings): it
 * survives sign-out, when everything else the cache holds about the user is removed.
 */
export const KEEP_ON_SIGN_OUT = 'keepOnSignOut';

/** A client error (4xx) will not change by asking again; network and server errors may. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
