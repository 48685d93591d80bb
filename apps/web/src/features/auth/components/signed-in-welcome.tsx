import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { texts } from '@brillo/domain/texts.es-CL';

interface SignedInWelcomeProps {
  email: string;
  dashboardHref: string;
  onSignOut: () => void;
  signingOut: boolean;
}

/** /signin for someone already signed in (spec §2): a welcome with the email and a sign-out. */
export function SignedInWelcome({
  email,
  dashboardHref,
  onSignOut,
  signingOut,
}: SignedInWelcomeProps) {
  return (
    <Container size="sm" py={{ base: 'lg', sm: 56 }}>
      <Stack gap="md">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {texts.signIn.welcome(email)}
        </Title>
        <Text>{texts.signIn.signedInBody}</Text>
        <Group gap="sm">
          <Button component={Link} to={dashboardHref}>
            {texts.signIn.goToDashboard}
          </Button>
          <Button
            variant="default"
            onClick={signingOut ? undefined : onSignOut}
            aria-disabled={signingOut}
          >
            {texts.signIn.signOut}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
