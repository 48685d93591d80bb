import { Container, Stack, Title } from '@mantine/core';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { ProfileGreeting } from '@/components/profile-greeting';
import { useDashboardGreeting } from '../use-dashboard-greeting';

/** /agent-dashboard, behind the agent guard. Its panels arrive with the agent issues. */
export function AgentDashboardRoute() {
  const greeting = useDashboardGreeting(dashboardTexts.agentTitle);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{dashboardTexts.agentTitle}</Title>
        {greeting ? <ProfileGreeting {...greeting} headingOrder={2} /> : null}
      </Stack>
    </Container>
  );
}
