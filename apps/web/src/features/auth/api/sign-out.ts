import { useMutation } from '@tanstack/react-query';
import { apiPost, ignoreBody } from '@/lib/api-client';

/** Ends the server session and clears its cookie. */
export function signOut(): Promise<void> {
  return apiPost('/api/auth/sign-out', {}, ignoreBody);
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
