import { useMutation } from '@tanstack/react-query';
import {
  requestPasswordReset as requestPasswordResetEndpoint,
  type ForgotPassword,
  type ResetLinkSent,
} from '@brillo/domain/contracts/password-reset';
import { callApi } from '@/lib/api-client';

/**
 * Asks for a reset link. The server answers the same whether or not the email has an account; the
 * emailed link opens `/reset-password?token=…` (docs/authentication.md).
 */
export function requestPasswordReset({ email }: ForgotPassword): Promise<ResetLinkSent> {
  return callApi(requestPasswordResetEndpoint, { body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
