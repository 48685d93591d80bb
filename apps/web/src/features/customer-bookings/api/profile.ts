import { useQuery } from '@tanstack/react-query';
import { readSession } from '@brillo/domain/contracts/light-endpoints';
import { callApi } from '@/lib/api-client';

/**
 * The signed-in customer's session with its personal data (`GET /api/session`), for /profile.
 * Under the session's own query key (features/auth `SESSION_QUERY_KEY`), so the page reads what
 * the app already holds and refreshes it.
 */
export function useProfileSession() {
  return useQuery({
    queryKey: ['session'],
    queryFn: ({ signal }) => callApi(readSession, { signal }),
    staleTime: 5 * 60 * 1000,
  });
}
