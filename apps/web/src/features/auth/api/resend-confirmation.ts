import { useMutation } from '@tanstack/react-query';
import {
  ConfirmationEmailSentSchema,
  type ConfirmationEmailSent,
} from '@brillo/domain/contracts/email-confirmation';
import { apiPost } from '@/lib/api-client';

/**
 * Sends the confirmation email again (rate limited by the server). Its link always lands on
 * `/signin?verified=1` (docs/authentication.md).
 */
export function resendConfirmation(email: string): Promise<ConfirmationEmailSent> {
  return apiPost('/api/auth/send-verification-email', { email }, ConfirmationEmailSentSchema);
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
