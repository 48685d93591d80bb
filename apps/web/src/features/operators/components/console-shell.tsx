import type { ReactNode } from 'react';
import { Anchor, Button, Container, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { paths } from '@/config/paths';

const texts = operatorsTexts.console;

interface ConsoleShellProps {
  children: ReactNode;
  onSignOut: () => void;
  signingOut: boolean;
}

/** The operators' console: its title, its sections and sign-out, then the section's page. */
export function ConsoleShell({ children, onSignOut, signingOut }: ConsoleShellProps) {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Title order={1}>{texts.title}</Title>
          <Button variant="default" onClick={onSignOut} loading={signingOut}>
            {texts.signOut}
          </Button>
        </Group>
        <nav aria-label={texts.navLabel}>
          <Group gap="md">
            <Anchor component={Link} to={paths.operatorConsole} aria-current="page" fw={600}>
              {texts.auditLog}
            </Anchor>
          </Group>
        </nav>
        {children}
      </Stack>
    </Container>
  );
}
