import { useMutation } from '@tanstack/react-query';
import {
  resendConfirmation as resendConfirmationEndpoint,
  type ConfirmationEmailSent,
} from '@brillo/domain/contracts/email-confirmation';
import { callApi } from '@/lib/api-client';

/**
 * Sends the confirmation email again (rate limited by the server). Its link always lands on
 * `/signin?verified=1` (docs/authentication.md).
 */
export function resendConfirmation(email: string): Promise<ConfirmationEmailSent> {
  return callApi(resendConfirmationEndpoint, { body: { email } });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
