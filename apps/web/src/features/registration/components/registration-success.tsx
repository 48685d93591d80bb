import { useEffect, useRef } from 'react';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';

/** Spec §9: the page moves on 4 seconds after a registration. */
export const REDIRECT_DELAY_MS = 4000;

interface RegistrationSuccessProps {
  email: string;
  /** Where the page goes after the delay: `/` for agents, `/signin` for customers. */
  redirectTo: string;
  redirectNote: string;
  goNowLabel: string;
}

/**
 * 'Registro exitoso! Por favor confirma tu correo.' The heading takes the focus so screen readers
 * read it at once; a link lets anyone go on before the automatic move.
 */
export function RegistrationSuccess(props: RegistrationSuccessProps) {
  const { email, redirectTo, redirectNote, goNowLabel } = props;
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    const timer = window.setTimeout(
      () => void navigate(redirectTo, { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate, redirectTo]);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="brillo" aria-hidden>
          ✓
        </ThemeIcon>
        <Title order={2} ref={headingRef} tabIndex={-1}>
          {registrationTexts.success.title}
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{registrationTexts.success.body(email)}</Text>
        <Text c="gray.7">{redirectNote}</Text>
        <Button component={Link} to={redirectTo} replace>
          {goNowLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
