import { useEffect, useRef } from 'react';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { paths } from '@/config/paths';
import { awaitingConfirmationState } from '@/lib/awaiting-confirmation';
import { rememberReturnPath, RETURN_PARAM, withReturnPath } from '@/lib/return-path';

/** Spec §9: the page moves on 4 seconds after a registration. */
export const REDIRECT_DELAY_MS = 4000;

const texts = registrationTexts.success;

/**
 * '¡Registro exitoso! Por favor confirma tu correo.' The heading takes the focus so screen readers
 * read it at once; a link lets anyone go on before the automatic move. Both lead to /signin, which
 * repeats that the account waits for its email confirmation and offers to resend the email, and
 * keeps the sign-up's return path (`?next=`), so signing in leads back to it (PD-45), also from
 * the confirmation link's sign-in page (`rememberReturnPath`).
 */
export function RegistrationSuccess({ email }: { email: string }) {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const next = query.get(RETURN_PARAM);
  const signInPath = withReturnPath(paths.signIn, next);
  const state = awaitingConfirmationState(email);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The confirmation link opens sign-in in a new tab, without `?next=`: it is remembered there.
  useEffect(() => rememberReturnPath(next), [next]);

  useEffect(() => {
    headingRef.current?.focus();
    const timer = window.setTimeout(
      () => void navigate(signInPath, { replace: true, state: awaitingConfirmationState(email) }),
      REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate, email, signInPath]);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="brillo" aria-hidden>
          ✓
        </ThemeIcon>
        <Title order={2} ref={headingRef} tabIndex={-1}>
          {texts.title}
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{texts.body(email)}</Text>
        <Text c="gray.7">{texts.redirectSignIn}</Text>
        <Button component={Link} to={signInPath} replace state={state}>
          {texts.goSignIn}
        </Button>
      </Stack>
    </Paper>
  );
}
