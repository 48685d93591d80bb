import { useMutation } from '@tanstack/react-query';
import { apiPost, ignoreBody } from '@/lib/api-client';

/**
 * Sends the confirmation email again (rate limited by the server). Its link always lands on
 * `/signin?verified=1` (docs/authentication.md).
 */
export function resendConfirmation(email: string): Promise<void> {
  return apiPost('/api/auth/send-verification-email', { email }, ignoreBody);
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
