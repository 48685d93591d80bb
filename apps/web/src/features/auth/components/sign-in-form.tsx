import { Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { SignInSchema, type SignIn } from '@brillo/domain/contracts/sign-in';
import type { Session } from '@brillo/domain/contracts/session';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PasswordField } from '@/components/password-field';
import { ApiError } from '@/lib/api-client';
import { formLevelError, showFieldErrors, submitOrFocusError } from '@/lib/form-errors';
import { useSignIn } from '../api/sign-in';
import { EmailField } from './email-field';
import { EmailNotVerifiedAlert } from './email-not-verified-alert';

const FIELD_ORDER = ['email', 'password'] as const;

interface SignInFormProps {
  onSignedIn: (session: Session) => void;
  /** The account asks for its authenticator's code next (operators). */
  onCodeNeeded?: () => void;
  /** The email to start with, e.g. the account just signed up. */
  initialEmail?: string;
}

/** Email and password (spec §2). What was typed stays in the fields whatever the answer. */
export function SignInForm({ onSignedIn, onCodeNeeded, initialEmail = '' }: SignInFormProps) {
  const form = useForm<SignIn>({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail, password: '' },
    validate: schemaResolver(SignInSchema, { sync: true }),
    transformValues: (values) => SignInSchema.parse(values),
  });
  const signIn = useSignIn();

  function submit(values: SignIn) {
    signIn.mutate(values, {
      onSuccess: (session) => (session ? onSignedIn(session) : onCodeNeeded?.()),
      onError: (error) => showFieldErrors(form, FIELD_ORDER, error),
    });
  }

  return (
    <form noValidate onSubmit={submitOrFocusError(form, FIELD_ORDER, submit)}>
      <Stack gap="md">
        <SignInError
          error={formLevelError(signIn.error, FIELD_ORDER)}
          email={signIn.variables?.email}
          key={signIn.submittedAt}
        />
        <EmailField
          label={authTexts.signIn.emailLabel}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={authTexts.signIn.passwordLabel}
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth mt="xs">
          {authTexts.signIn.submit}
        </Button>
      </Stack>
    </form>
  );
}

interface SignInErrorProps {
  error: Error | null;
  email: string | undefined;
}

/** The server's answer when it is not about one field: its Spanish message, as it comes. */
function SignInError({ error, email }: SignInErrorProps) {
  if (!error) return null;
  if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED' && email) {
    return <EmailNotVerifiedAlert message={error.message} email={email} />;
  }
  return <FormErrorAlert message={error.message} />;
}
