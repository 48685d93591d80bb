import { signOut as signOutEndpoint } from '@brillo/domain/contracts/light-endpoints';
import type { SignedOut } from '@brillo/domain/contracts/session';
import { callApi } from '@/lib/api-client';

/**
 * Ends the server session and clears its cookie. The navigation bar of every page offers it, so
 * its schema is imported on demand (a light definition, ADR-015); the session context keeps its
 * pending state.
 */
export function signOut(): Promise<SignedOut> {
  return callApi(signOutEndpoint);
}
