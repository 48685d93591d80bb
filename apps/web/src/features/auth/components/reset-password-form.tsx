import { Anchor, Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { ResetPasswordSchema, type ResetPassword } from '@brillo/domain/contracts/password-reset';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PasswordField } from '@/components/password-field';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/config/paths';
import { formLevelError, showFieldErrors, submitOrFocusError } from '@/lib/form-errors';
import { useResetPassword } from '../api/reset-password';

const FIELD_ORDER = ['newPassword', 'confirmPassword'] as const;

interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
}

/** The new password, typed twice. A used or expired link gets a way to ask for another. */
export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const form = useForm<ResetPassword>({
    mode: 'uncontrolled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: schemaResolver(ResetPasswordSchema, { sync: true }),
  });
  const reset = useResetPassword();
  const error = formLevelError(reset.error, FIELD_ORDER);

  function submit({ newPassword }: ResetPassword) {
    reset.mutate(
      { token, newPassword },
      { onSuccess: onDone, onError: (failure) => showFieldErrors(form, FIELD_ORDER, failure) },
    );
  }

  return (
    <form noValidate onSubmit={submitOrFocusError(form, FIELD_ORDER, submit)}>
      <Stack gap="md">
        {error ? (
          <FormErrorAlert message={error.message} key={reset.submittedAt}>
            {isBadLink(error) ? (
              <Anchor component={Link} to={paths.forgotPassword} display="block" mt="xs" fw={600}>
                {authTexts.passwordReset.requestAgain}
              </Anchor>
            ) : null}
          </FormErrorAlert>
        ) : null}
        <PasswordField
          label={authTexts.passwordReset.newPasswordLabel}
          autoComplete="new-password"
          required
          key={form.key('newPassword')}
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label={authTexts.passwordReset.confirmPasswordLabel}
          autoComplete="new-password"
          required
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          {authTexts.passwordReset.save}
        </Button>
      </Stack>
    </form>
  );
}

/** The link was used already, expired or never existed: only a new one helps. */
function isBadLink(error: Error): boolean {
  return error instanceof ApiError && error.code === 'INVALID_TOKEN';
}
