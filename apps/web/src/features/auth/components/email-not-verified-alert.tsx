import { FormErrorAlert } from '@/components/form-error-alert';
import { ResendConfirmation } from './resend-confirmation';

interface EmailNotVerifiedAlertProps {
  /** The server's message, e.g. that the email is not confirmed yet. */
  message: string;
  email: string;
}

/** Sign-in refused until the email is confirmed (PD-4), with a way to get the email again. */
export function EmailNotVerifiedAlert({ message, email }: EmailNotVerifiedAlertProps) {
  return (
    <FormErrorAlert message={message}>
      <ResendConfirmation email={email} />
    </FormErrorAlert>
  );
}
