import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { homeTexts } from '@brillo/domain/texts/home.es-CL';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

/** What a signed-out visitor sees instead of a page that needs an account (PD-7). */
export function SignInPrompt() {
  usePageTitle(commonTexts.guards.title);
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{commonTexts.guards.title}</Title>
        <Text size="lg">{commonTexts.guards.prompt}</Text>
        <nav aria-label={commonTexts.guards.actionsLabel}>
          <Group gap="sm">
            <Button component={Link} to={paths.signIn}>
              {homeTexts.signIn}
            </Button>
            <Button component={Link} to={paths.agentSignup} variant="outline">
              {homeTexts.agentSignup}
            </Button>
            <Button component={Link} to={paths.customerSignup} variant="outline">
              {homeTexts.customerSignup}
            </Button>
          </Group>
        </nav>
      </Stack>
    </Container>
  );
}
