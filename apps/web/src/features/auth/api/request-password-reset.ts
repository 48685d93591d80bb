import { useMutation } from '@tanstack/react-query';
import type { ForgotPassword } from '@brillo/domain/contracts/password-reset';
import { apiPost, ignoreBody } from '@/lib/api-client';

/**
 * Asks for a reset link. The server answers the same whether or not the email has an account; the
 * emailed link opens `/reset-password?token=…` (docs/authentication.md).
 */
export function requestPasswordReset({ email }: ForgotPassword): Promise<void> {
  return apiPost('/api/auth/request-password-reset', { email }, ignoreBody);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
