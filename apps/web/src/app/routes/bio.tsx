import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { agentProfileTexts } from '@brillo/domain/texts/agent-profile.es-CL';
import { paths } from '@/config/paths';
import { BioEditor } from '@/features/agent-profile/components/bio-editor';
import { usePageTitle } from '@/hooks/use-page-title';

/** /bio, behind the agent guard: the agent's biography and its edit form. */
export function BioRoute() {
  usePageTitle(agentProfileTexts.bio.title);
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group>
          <Button component={Link} to={paths.agentDashboard} variant="default" size="xs">
            {agentProfileTexts.backToDashboard}
          </Button>
        </Group>
        <Title order={1}>{agentProfileTexts.bio.title}</Title>
        <BioEditor />
      </Stack>
    </Container>
  );
}
