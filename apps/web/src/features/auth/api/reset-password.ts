import { useMutation } from '@tanstack/react-query';
import {
  PasswordChangedSchema,
  type NewPassword,
  type PasswordChanged,
} from '@brillo/domain/contracts/password-reset';
import { apiPost } from '@/lib/api-client';

/** Sets a new password with the emailed token; the server ends the account's other sessions. */
export function resetPassword({ token, newPassword }: NewPassword): Promise<PasswordChanged> {
  return apiPost('/api/auth/reset-password', { token, newPassword }, PasswordChangedSchema);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
