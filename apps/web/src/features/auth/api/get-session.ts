import { queryOptions, useQuery } from '@tanstack/react-query';
import { readSession } from '@brillo/domain/contracts/light-endpoints';
import { ApiError, callApiReadBy } from '@/lib/api-client';
import { sessionOf } from './session-reader';

export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * Who is signed in, from `GET /api/session` (401 when nobody is). Every page of a signed-in visit
 * asks, so its answer is read by hand (`sessionOf`) rather than with its zod schema (ADR-066).
 */
export function getSession({ signal }: { signal?: AbortSignal } = {}) {
  return callApiReadBy(readSession, sessionOf, { signal });
}

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession({ signal }),
    // The cookie lasts for days; asking once per page load (and after signing in) is enough.
    staleTime: 5 * 60 * 1000,
  });
}

/** True when the server says nobody is signed in (the cookie expired or the session ended). */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The server's session, for pages that show more than the display profile (e.g. the join date). */
export function useSessionDetails() {
  return useQuery(getSessionQueryOptions());
}
