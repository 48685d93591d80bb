import type { ReactNode } from 'react';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { availabilityTexts } from '@brillo/domain/texts/availability.es-CL';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

interface AvailabilityPageProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/** The frame of the agent's availability screens: the title, 'Volver al Dashboard' and content. */
export function AvailabilityPage({ title, intro, children }: AvailabilityPageProps) {
  usePageTitle(title);
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.agentDashboard} size="sm">
          {availabilityTexts.backToDashboard}
        </Anchor>
        <Title order={1}>{title}</Title>
        {intro ? <Text>{intro}</Text> : null}
        {children}
      </Stack>
    </Container>
  );
}
