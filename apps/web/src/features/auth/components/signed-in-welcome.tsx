import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';

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
          {authTexts.signIn.welcome(email)}
        </Title>
        <Text>{authTexts.signIn.signedInBody}</Text>
        <Group gap="sm">
          <Button component={Link} to={dashboardHref}>
            {authTexts.signIn.goToDashboard}
          </Button>
          <Button
            variant="default"
            onClick={signingOut ? undefined : onSignOut}
            aria-disabled={signingOut}
          >
            {authTexts.signIn.signOut}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
