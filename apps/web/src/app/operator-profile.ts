import type { QueryClient } from '@tanstack/react-query';
import { getSessionQueryOptions } from '@/features/auth/api/get-session';
import { storeProfile } from '@/lib/display-profile-storage';

/**
 * Keeps the operator's display profile once the sign-in is whole (the authenticator's code given
 * or set up), so the site's header leads to the console and offers sign-out. The session is read
 * anew: the code step changed it.
 */
export async function keepOperatorProfile(queryClient: QueryClient): Promise<void> {
  try {
    const session = await queryClient.fetchQuery({ ...getSessionQueryOptions(), staleTime: 0 });
    storeProfile(session.user);
  } catch {
    // The console works without it: its pages read the session themselves; only the site's
    // header keeps saying 'Iniciar sesión' until the next sign-in.
  }
}
