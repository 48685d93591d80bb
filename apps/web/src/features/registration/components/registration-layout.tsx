import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';

interface RegistrationLayoutProps {
  title: string;
  intro: string;
  children: ReactNode;
}

/**
 * The page around a registration wizard: its title and a line on what the account is for, with the
 * side margin of the header and footer at every width.
 */
export function RegistrationLayout({ title, intro, children }: RegistrationLayoutProps) {
  return (
    <Container size={640} py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{title}</Title>
          <Text c="gray.7">{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
