import type { SignedOut } from '@brillo/domain/contracts/session';
import { apiPost } from '@/lib/api-client';

/**
 * Ends the server session and clears its cookie. The navigation bar of every page offers it, so
 * the contract is imported on demand (ADR-015); the session context keeps its pending state.
 */
export function signOut(): Promise<SignedOut> {
  const contract = () =>
    import('@brillo/domain/contracts/session').then((session) => session.SignedOutSchema);
  return apiPost('/api/auth/sign-out', {}, contract);
}
