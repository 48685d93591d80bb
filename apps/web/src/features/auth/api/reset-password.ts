import { useMutation } from '@tanstack/react-query';
import {
  resetPassword as resetPasswordEndpoint,
  type NewPassword,
  type PasswordChanged,
} from '@brillo/domain/contracts/password-reset';
import { callApi } from '@/lib/api-client';

/** Sets a new password with the emailed token; the server ends the account's other sessions. */
export function resetPassword({ token, newPassword }: NewPassword): Promise<PasswordChanged> {
  return callApi(resetPasswordEndpoint, { body: { token, newPassword } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
