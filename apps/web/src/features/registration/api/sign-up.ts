import { useMutation } from '@tanstack/react-query';
import {
  signUp as signUpEndpoint,
  type SignedUp,
  type SignUp,
} from '@brillo/domain/contracts/sign-up';
import { callApi } from '@/lib/api-client';

/**
 * Creates an agent or customer account with its profile (`POST /api/sign-up`). The server
 * validates the body again with `SignUpSchema` and sends the confirmation email; refusals come back
 * as `ApiError`s whose `fields` are keyed by the schema path (`phone`, `personalData.gender`…).
 */
export function signUp(body: SignUp): Promise<SignedUp> {
  return callApi(signUpEndpoint, { body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
