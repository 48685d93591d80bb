import { useQuery } from '@tanstack/react-query';
import { SessionSchema } from '@brillo/domain/contracts/session';
import { apiGet } from '@/lib/api-client';

/**
 * The signed-in customer's session with its personal data (`GET /api/session`), for /profile.
 * Under the session's own query key (features/auth `SESSION_QUERY_KEY`), so the page reads what
 * the app already holds and refreshes it.
 */
export function useProfileSession() {
  return useQuery({
    queryKey: ['session'],
    queryFn: ({ signal }) => apiGet('/api/session', SessionSchema, { signal }),
    staleTime: 5 * 60 * 1000,
  });
}
