import { consolePaths } from '@brillo/domain/console-paths';
import type { ReactNode } from 'react';
import { Anchor, Button, Container, Group, Stack, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { operatorAccountsTexts } from '@brillo/domain/texts/operator-accounts.es-CL';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { operatorBookingsTexts } from '@brillo/domain/texts/operator-bookings.es-CL';
import { operatorOverviewTexts } from '@brillo/domain/texts/operator-overview.es-CL';
import { operatorPayoutsTexts } from '@brillo/domain/texts/operator-payouts.es-CL';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { paths } from '@/config/paths';

const texts = operatorsTexts.console;

/** The console's sections, in the navigation's order. */
const sections = [
  { to: paths.operatorConsole, label: operatorOverviewTexts.nav },
  { to: consolePaths.operatorAuditLog, label: texts.auditLog },
  { to: consolePaths.operatorVerifications, label: verificationTexts.queue.navLabel },
  { to: consolePaths.operatorBookings, label: operatorBookingsTexts.nav },
  { to: consolePaths.operatorProblems, label: problemReportsTexts.nav },
  { to: consolePaths.operatorAccounts, label: operatorAccountsTexts.nav },
  { to: consolePaths.operatorPayouts, label: operatorPayoutsTexts.nav },
];

interface ConsoleShellProps {
  children: ReactNode;
  onSignOut: () => void;
  signingOut: boolean;
}

/** The operators' console: its title, its sections and sign-out, then the section's page. */
export function ConsoleShell({ children, onSignOut, signingOut }: ConsoleShellProps) {
  const { pathname } = useLocation();
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
            {sections.map(({ to, label }) => (
              <Anchor
                key={to}
                component={Link}
                to={to}
                aria-current={pathname === to ? 'page' : undefined}
                fw={pathname === to ? 700 : 400}
              >
                {label}
              </Anchor>
            ))}
          </Group>
        </nav>
        {children}
      </Stack>
    </Container>
  );
}
