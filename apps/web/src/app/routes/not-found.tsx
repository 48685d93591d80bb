import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

export function NotFoundRoute() {
  usePageTitle(commonTexts.notFound.title);
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Stack gap="md" align="flex-start">
        <Text fw={700} fz={56} lh={1} c="brillo.7" aria-hidden="true">
          404
        </Text>
        <Title order={1}>{commonTexts.notFound.title}</Title>
        <Text>{commonTexts.notFound.body}</Text>
        <Button component={Link} to={paths.home}>
          {commonTexts.notFound.backHome}
        </Button>
      </Stack>
    </Container>
  );
}
