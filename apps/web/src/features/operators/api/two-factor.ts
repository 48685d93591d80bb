import { useMutation } from '@tanstack/react-query';
import {
  enableTwoFactor,
  verifyRecoveryCode,
  verifyTotp,
} from '@brillo/domain/contracts/operators';
import { signOut } from '@brillo/domain/contracts/light-endpoints';
import { callApi } from '@/lib/api-client';

/**
 * The operator's authenticator (ADR-078): its set-up (the password again; answers the
 * `otpauth://` URI and the recovery codes, once), a code of it, or a recovery code instead.
 */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (password: string) => callApi(enableTwoFactor, { body: { password } }),
  });
}

export function useVerifyTotp() {
  return useMutation({
    mutationFn: (code: string) => callApi(verifyTotp, { body: { code } }),
  });
}

export function useVerifyRecoveryCode() {
  return useMutation({
    mutationFn: (code: string) => callApi(verifyRecoveryCode, { body: { code } }),
  });
}

/** Signs the operator out: the server ends every session of the account (PD-36). */
export function useOperatorSignOut() {
  return useMutation({ mutationFn: () => callApi(signOut) });
}
