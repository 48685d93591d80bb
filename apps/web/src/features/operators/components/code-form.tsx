import { useState, type FormEvent } from 'react';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { RecoveryCodeSchema, TotpCodeSchema } from '@brillo/domain/contracts/operators';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { FormErrorAlert } from '@/components/form-error-alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

const texts = operatorsTexts.twoFactor;

/** Errors after which this sign-in cannot go on: the password must be given again. */
const endedSignIn = new Set(['TWO_FACTOR_EXPIRED', 'TOO_MANY_REQUESTS', 'CODE_ALREADY_USED']);

interface CodeFormProps {
  /** Sends the code; rejects with the API's error. */
  send: (code: string) => Promise<unknown>;
  pending: boolean;
  error: Error | null;
  /** Each failed attempt's key, so its alert takes the focus again. */
  attempt: number;
  /** Offers a recovery code instead (the sign-in step; not the set-up). */
  allowRecoveryCode?: boolean;
  submitLabel?: string;
}

/**
 * The authenticator's 6-digit code, or one of the recovery codes. The code is checked for its
 * shape here and by the server, which answers in Spanish (wrong, already used, too many).
 */
export function CodeForm({
  send,
  pending,
  error,
  attempt,
  allowRecoveryCode = false,
  submitLabel = texts.submit,
}: CodeFormProps) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const schema = recovery ? RecoveryCodeSchema : TotpCodeSchema;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = schema.safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? operatorsTexts.errors.invalidCode);
      return;
    }
    setFieldError(null);
    void send(parsed.data).catch(() => undefined);
  }

  const apiError = error instanceof ApiError ? error : null;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {error ? (
          <FormErrorAlert key={attempt} message={error.message}>
            {apiError && endedSignIn.has(apiError.code) ? (
              <Anchor component={Link} to={paths.signIn} display="block" mt="xs">
                {authTexts.passwordReset.backToSignIn}
              </Anchor>
            ) : null}
          </FormErrorAlert>
        ) : null}
        <TextInput
          label={recovery ? texts.recoveryCodeLabel : texts.codeLabel}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={fieldError}
          aria-invalid={fieldError ? true : undefined}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          required
          data-autofocus
        />
        <Button type="submit" loading={pending} fullWidth>
          {submitLabel}
        </Button>
        {allowRecoveryCode ? (
          <Button
            variant="subtle"
            type="button"
            onClick={() => {
              setRecovery(!recovery);
              setCode('');
              setFieldError(null);
            }}
          >
            {recovery ? texts.useAuthenticator : texts.useRecoveryCode}
          </Button>
        ) : null}
      </Stack>
    </form>
  );
}
