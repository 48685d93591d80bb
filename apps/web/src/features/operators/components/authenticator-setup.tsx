import { useState } from 'react';
import { Box, Button, Code, List, Stack, Text, Title } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import type { TwoFactorSetup } from '@brillo/domain/contracts/operators';
import { validationTexts } from '@brillo/domain/texts/validation.es-CL';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PasswordField } from '@/components/password-field';
import { useEnableTwoFactor, useVerifyTotp } from '../api/two-factor';
import { CodeForm } from './code-form';

const texts = operatorsTexts.setup;

/** The key inside an `otpauth://` URI, in groups of four to type it by hand. */
export function readableKey(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * The first sign-in of an operator (ADR-078): the password again makes the authenticator's key,
 * shown as a QR code to scan, as text and as an `otpauth://` link, with the recovery codes, once;
 * a first code of the app confirms it.
 */
export function AuthenticatorSetup({ onDone }: { onDone: () => void }) {
  const enable = useEnableTwoFactor();
  const verify = useVerifyTotp();
  const [attempt, setAttempt] = useState(0);

  if (!enable.data) return <PasswordStep enable={enable} />;
  return (
    <Stack gap="lg">
      <KeyDetails setup={enable.data} />
      <Stack gap="sm">
        <Text>{texts.confirmIntro}</Text>
        <CodeForm
          send={(code) =>
            verify.mutateAsync(code, {
              onSuccess: onDone,
              onError: () => setAttempt((count) => count + 1),
            })
          }
          pending={verify.isPending}
          error={verify.error}
          attempt={attempt}
          submitLabel={texts.confirm}
        />
      </Stack>
    </Stack>
  );
}

function PasswordStep({ enable }: { enable: ReturnType<typeof useEnableTwoFactor> }) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!password) {
          setFieldError(validationTexts.passwordRequired);
          return;
        }
        setFieldError(null);
        enable.mutate(password);
      }}
    >
      <Stack gap="md">
        {enable.error ? (
          <FormErrorAlert key={enable.submittedAt} message={enable.error.message} />
        ) : null}
        <PasswordField
          label={texts.passwordLabel}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldError}
        />
        <Button type="submit" loading={enable.isPending} fullWidth>
          {texts.generate}
        </Button>
      </Stack>
    </form>
  );
}

/** Long keys wrap instead of scrolling: nothing to scroll on a phone. */
const wrapping = { whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

function KeyDetails({ setup }: { setup: TwoFactorSetup }) {
  return (
    <Stack gap="md">
      <Text>{texts.scan}</Text>
      {/* Dark on white with its quiet zone, whatever the colour scheme: what cameras read best. */}
      <Box bg="white" p="sm" w="fit-content">
        <QRCodeSVG
          value={setup.totpURI}
          size={192}
          marginSize={4}
          title={texts.qrLabel}
          role="img"
          aria-label={texts.qrLabel}
        />
      </Box>
      <Stack gap={4}>
        <Text fw={600} id="authenticator-key">
          {texts.secretLabel}
        </Text>
        <Code block aria-labelledby="authenticator-key" fz="md" style={wrapping}>
          {readableKey(setup.totpURI)}
        </Code>
      </Stack>
      <Stack gap={4}>
        <Text fw={600} id="authenticator-uri">
          {texts.uriLabel}
        </Text>
        <Code block aria-labelledby="authenticator-uri" style={wrapping}>
          {setup.totpURI}
        </Code>
      </Stack>
      <Stack gap={4}>
        <Title order={2} size="h4">
          {texts.recoveryTitle}
        </Title>
        <Text size="sm">{texts.recoveryIntro}</Text>
        <List spacing={2} ff="monospace">
          {setup.backupCodes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List>
      </Stack>
    </Stack>
  );
}
