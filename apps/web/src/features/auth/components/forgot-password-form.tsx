import { Alert, Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ForgotPasswordSchema, type ForgotPassword } from '@brillo/domain/contracts/password-reset';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formLevelError, showFieldErrors, submitOrFocusError } from '@/lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { EmailField } from './email-field';

const FIELD_ORDER = ['email'] as const;

/**
 * Asks for a reset link. The answer is the same whether or not the email has an account, so the
 * page never tells who is registered.
 */
export function ForgotPasswordForm() {
  const form = useForm<ForgotPassword>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(ForgotPasswordSchema, { sync: true }),
    transformValues: (values) => ForgotPasswordSchema.parse(values),
  });
  const request = useRequestPasswordReset();
  const error = formLevelError(request.error, FIELD_ORDER);

  if (request.isSuccess) {
    return (
      <Alert color="brillo" variant="light" title={authTexts.passwordReset.sentTitle}>
        {authTexts.passwordReset.sentBody}
      </Alert>
    );
  }

  function submit(values: ForgotPassword) {
    request.mutate(values, { onError: (error) => showFieldErrors(form, FIELD_ORDER, error) });
  }

  return (
    <form noValidate onSubmit={submitOrFocusError(form, FIELD_ORDER, submit)}>
      <Stack gap="md">
        {error ? <FormErrorAlert message={error.message} key={request.submittedAt} /> : null}
        <EmailField
          label={authTexts.passwordReset.emailLabel}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={request.isPending} fullWidth>
          {authTexts.passwordReset.send}
        </Button>
      </Stack>
    </form>
  );
}
