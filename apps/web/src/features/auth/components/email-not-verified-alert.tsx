import { useRef } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useResendConfirmation } from '../api/resend-confirmation';

interface EmailNotVerifiedAlertProps {
  /** The server's message, e.g. that the email is not confirmed yet. */
  message: string;
  email: string;
}

/** Sign-in refused until the email is confirmed (PD-4), with a way to get the email again. */
export function EmailNotVerifiedAlert({ message, email }: EmailNotVerifiedAlertProps) {
  const resend = useResendConfirmation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  function sendAgain() {
    // The button is disabled while sending; give the focus back to it afterwards.
    resend.mutate(email, { onSettled: () => buttonRef.current?.focus() });
  }
  return (
    <FormErrorAlert message={message}>
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
    </FormErrorAlert>
  );
}
