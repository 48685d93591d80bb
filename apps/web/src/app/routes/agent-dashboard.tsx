import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { agentProfileTexts } from '@brillo/domain/texts/agent-profile.es-CL';
import { availabilityTexts } from '@brillo/domain/texts/availability.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { ProfileGreeting } from '@/components/profile-greeting';
import { paths } from '@/config/paths';
import { AvatarEditor } from '@/features/agent-files/components/avatar-editor';
import { useDashboardGreeting } from '../use-dashboard-greeting';

/** /agent-dashboard, behind the agent guard: the greeting, the agent's availability screens and biography. */
export function AgentDashboardRoute() {
  const greeting = useDashboardGreeting(dashboardTexts.agentTitle);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{dashboardTexts.agentTitle}</Title>
        {greeting ? <AvatarEditor name={greeting.name} /> : null}
        {greeting ? <ProfileGreeting {...greeting} headingOrder={2} /> : null}
        <Group gap="sm">
          <Button component={Link} to={paths.schedules}>
            {availabilityTexts.schedules.title}
          </Button>
          <Button component={Link} to={paths.availability} variant="light">
            {availabilityTexts.list.title}
          </Button>
          <Button component={Link} to={paths.bio} variant="light">
            {agentProfileTexts.bio.dashboardLink}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
