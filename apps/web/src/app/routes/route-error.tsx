import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

/** Shown inside the layout when a page fails to load or render (for example, a lost connection). */
export function RouteError() {
  usePageTitle(commonTexts.app.routeErrorTitle);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{commonTexts.app.routeErrorTitle}</Title>
        <Text>{commonTexts.app.routeErrorBody}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{commonTexts.app.reload}</Button>
          <Button component={Link} to={paths.home} variant="default">
            {commonTexts.notFound.backHome}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
