import { Alert } from '@mantine/core';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';

/** What the confirmation link said when it brought the person to /signin, if it did. */
export type VerificationOutcome = 'verified' | 'failed' | null;

/**
 * Reads the sign-in page's query: the confirmation link lands on `?verified=1`, or on
 * `?verification=invalid|expired` when it can no longer be used (docs/authentication.md).
 */
export function readVerificationOutcome(query: URLSearchParams): VerificationOutcome {
  if (query.has('verification')) return 'failed';
  if (query.get('verified') === '1') return 'verified';
  return null;
}

/** 'Correo confirmado' after a good link; a Spanish explanation after a bad one. */
export function VerificationNotice({ outcome }: { outcome: VerificationOutcome }) {
  if (outcome === 'verified') {
    return (
      <Alert color="brillo" variant="light" title={authTexts.signIn.verifiedTitle}>
        {authTexts.signIn.verifiedBody}
      </Alert>
    );
  }
  if (outcome === 'failed') {
    return (
      <Alert color="red" variant="light" title={authTexts.signIn.verificationFailedTitle}>
        {authTexts.signIn.verificationFailedBody}
      </Alert>
    );
  }
  return null;
}
