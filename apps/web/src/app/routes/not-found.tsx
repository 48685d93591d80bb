import type { ReactElement } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import type { ApiError } from '@/lib/api-client';

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

/**
 * What a console page shows when the API refused its read (ADR-078): this page to anyone but an
 * operator (the API answers them 404, so the console is not revealed), the authenticator's set-up
 * to an operator who has none yet; null when the page shows as usual. Beside the page it shows,
 * so that the build keeps this page a chunk of its own (the prerendering looks it up).
 */
export function consoleRefusal(error: ApiError | null): ReactElement | null {
  if (error?.status === 404) return <NotFoundRoute />;
  if (error?.code === 'TWO_FACTOR_SETUP_REQUIRED') {
    return <Navigate to={paths.operatorAuthenticator} replace />;
  }
  return null;
}
