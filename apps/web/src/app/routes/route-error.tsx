import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { texts } from '@brillo/domain/texts.es-CL';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

/** Shown inside the layout when a page fails to load or render (for example, a lost connection). */
export function RouteError() {
  usePageTitle(texts.app.routeErrorTitle);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{texts.app.routeErrorTitle}</Title>
        <Text>{texts.app.routeErrorBody}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{texts.app.reload}</Button>
          <Button component={Link} to={paths.home} variant="default">
            {texts.notFound.backHome}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
