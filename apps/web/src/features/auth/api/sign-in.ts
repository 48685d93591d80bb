import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { signIn as signInEndpoint, type SignIn } from '@brillo/domain/contracts/sign-in';
import type { Session } from '@brillo/domain/contracts/session';
import { callApi } from '@/lib/api-client';
import { getSessionQueryOptions } from './get-session';

/**
 * Signs in with email and password: the server sets the HttpOnly session cookie and answers no
 * token (a cookie sign-in, the default). The session is then read back, for the caller to keep its
 * display profile and to go where the role leads. Null when the account asks for its
 * authenticator's code next (operators, ADR-078): no session yet.
 */
export async function signIn(
  credentials: SignIn,
  queryClient: QueryClient,
): Promise<Session | null> {
  const answer = await callApi(signInEndpoint, { body: credentials });
  if ('twoFactorRedirect' in answer) return null;
  // Always fresh: an earlier answer may still say "signed out".
  return queryClient.fetchQuery({ ...getSessionQueryOptions(), staleTime: 0 });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: SignIn) => signIn(credentials, queryClient),
  });
}
