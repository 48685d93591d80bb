import { useRef } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { useResendConfirmation } from '../api/resend-confirmation';

/**
 * 'Reenviar correo de confirmación' for `email`, and what came of it, announced politely. The
 * button keeps the focus through the send.
 */
export function ResendConfirmation({ email }: { email: string }) {
  const resend = useResendConfirmation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  function sendAgain() {
    // The button is disabled while sending; give the focus back to it afterwards.
    resend.mutate(email, { onSettled: () => buttonRef.current?.focus() });
  }
  return (
    <Stack gap="xs" mt="sm" align="flex-start">
      <Button
        variant="default"
        size="compact-sm"
        ref={buttonRef}
        loading={resend.isPending}
        onClick={sendAgain}
      >
        {authTexts.signIn.resendConfirmation}
      </Button>
      <Text size="sm" role="status">
        {resend.isSuccess ? authTexts.signIn.confirmationSent(email) : null}
        {resend.error ? resend.error.message : null}
      </Text>
    </Stack>
  );
}
