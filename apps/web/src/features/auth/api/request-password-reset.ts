import { useMutation } from '@tanstack/react-query';
import {
  ResetLinkSentSchema,
  type ForgotPassword,
  type ResetLinkSent,
} from '@brillo/domain/contracts/password-reset';
import { apiPost } from '@/lib/api-client';

/**
 * Asks for a reset link. The server answers the same whether or not the email has an account; the
 * emailed link opens `/reset-password?token=…` (docs/authentication.md).
 */
export function requestPasswordReset({ email }: ForgotPassword): Promise<ResetLinkSent> {
  return apiPost('/api/auth/request-password-reset', { email }, ResetLinkSentSchema);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
