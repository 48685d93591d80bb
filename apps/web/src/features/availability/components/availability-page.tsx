import type { ReactNode } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { availabilityTexts } from '@brillo/domain/texts/availability.es-CL';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

interface AvailabilityPageProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/**
 * The frame of the agent's availability screens: 'Volver al Dashboard' (a button, as on every
 * agent screen of the spec, that is a link to the dashboard), the title and the content.
 */
export function AvailabilityPage({ title, intro, children }: AvailabilityPageProps) {
  usePageTitle(title);
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group>
          <Button component={Link} to={paths.agentDashboard} variant="default" size="xs">
            {availabilityTexts.backToDashboard}
          </Button>
        </Group>
        <Title order={1}>{title}</Title>
        {intro ? <Text>{intro}</Text> : null}
        {children}
      </Stack>
    </Container>
  );
}
