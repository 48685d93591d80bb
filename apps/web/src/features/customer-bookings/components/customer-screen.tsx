import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '@/hooks/use-page-title';

interface CustomerScreenProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/** The frame of every customer screen beside the sidebar: the tab title, the heading, the content. */
export function CustomerScreen({ title, intro, children }: CustomerScreenProps) {
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      {intro ? <Text>{intro}</Text> : null}
      {children}
    </Stack>
  );
}
