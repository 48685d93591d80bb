import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '@brillo/domain/session';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { ApiError, apiGet } from '@/lib/api-client';

export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * Who is signed in, from `GET /api/session` (401 when nobody is). The answer is checked with the
 * domain's `SessionSchema`, loaded on demand so that zod stays out of the first visit's JavaScript.
 */
export async function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<Session> {
  const [body, { SessionSchema }] = await Promise.all([
    apiGet('/api/session', (data) => data, { signal }),
    import('@brillo/domain/session'),
  ]);
  const session = SessionSchema.safeParse(body);
  if (!session.success) throw new ApiError(200, 'UNEXPECTED_RESPONSE', commonTexts.errors.internal);
  return session.data;
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
