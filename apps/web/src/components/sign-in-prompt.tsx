import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { texts } from '@brillo/domain/texts.es-CL';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

/** What a signed-out visitor sees instead of a page that needs an account (decision 7). */
export function SignInPrompt() {
  usePageTitle(texts.guards.title);
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{texts.guards.title}</Title>
        <Text size="lg">{texts.guards.prompt}</Text>
        <nav aria-label={texts.guards.actionsLabel}>
          <Group gap="sm">
            <Button component={Link} to={paths.signIn}>
              {texts.home.signIn}
            </Button>
            <Button component={Link} to={paths.agentSignup} variant="outline">
              {texts.home.agentSignup}
            </Button>
            <Button component={Link} to={paths.customerSignup} variant="outline">
              {texts.home.customerSignup}
            </Button>
          </Group>
        </nav>
      </Stack>
    </Container>
  );
}
