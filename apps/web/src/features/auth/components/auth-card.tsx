import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

interface AuthCardProps {
  title: string;
  intro?: string;
  /** Shown above the card, e.g. "Correo confirmado". */
  notice?: ReactNode;
  children: ReactNode;
  /** Links under the card. */
  footer?: ReactNode;
}

/** The narrow, centred layout shared by the sign-in and password pages. */
export function AuthCard({ title, intro, notice, children, footer }: AuthCardProps) {
  return (
    <Container size={460} py={{ base: 'lg', sm: 56 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{title}</Title>
          {intro ? <Text c="gray.7">{intro}</Text> : null}
        </Stack>
        {notice}
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          {children}
        </Paper>
        {footer}
      </Stack>
    </Container>
  );
}
