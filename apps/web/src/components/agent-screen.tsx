import type { ReactNode } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

interface AgentScreenProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/**
 * The frame of every agent screen but the dashboard: 'Volver al Dashboard' (a button, as on every
 * agent screen of the spec, that is a link to the dashboard), the title and the content.
 */
export function AgentScreen({ title, intro, children }: AgentScreenProps) {
  usePageTitle(title);
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group>
          <Button component={Link} to={paths.agentDashboard} variant="default" size="xs">
            {dashboardTexts.backToDashboard}
          </Button>
        </Group>
        <Title order={1}>{title}</Title>
        {intro ? <Text>{intro}</Text> : null}
        {children}
      </Stack>
    </Container>
  );
}
