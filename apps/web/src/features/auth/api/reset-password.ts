import { useMutation } from '@tanstack/react-query';
import { apiPost, ignoreBody } from '@/lib/api-client';

interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

/** Sets a new password with the emailed token; the server ends the account's other sessions. */
export function resetPassword({ token, newPassword }: ResetPasswordInput): Promise<void> {
  return apiPost('/api/auth/reset-password', { token, newPassword }, ignoreBody);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
