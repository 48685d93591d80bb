import { Alert, Text } from '@mantine/core';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { ResendConfirmation } from './resend-confirmation';

/**
 * /signin right after a sign-up: the account exists and waits for its email confirmation (PD-4);
 * the email can be sent again from here.
 */
export function AwaitingConfirmationNotice({ email }: { email: string }) {
  return (
    <Alert color="brillo" variant="light" title={authTexts.signIn.awaitingConfirmationTitle}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {authTexts.signIn.awaitingConfirmationBody(email)}
      </Text>
      <ResendConfirmation email={email} />
    </Alert>
  );
}
