import { Container, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { devMailboxTexts } from '@brillo/domain/texts/dev-mailbox.es-CL';
import { DevMailbox } from '@/features/dev-mailbox/components/dev-mailbox';
import { usePageTitle } from '@/hooks/use-page-title';

/**
 * The development mailbox (/dev/mailbox): the mail Brillo would send when no SMTP server is
 * configured. The recipient filter lives in the address (`?to=`), so a link can point at one inbox.
 */
export function DevMailboxRoute() {
  usePageTitle(devMailboxTexts.title);
  const [searchParams, setSearchParams] = useSearchParams();
  const to = searchParams.get('to')?.trim() || undefined;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{devMailboxTexts.title}</Title>
          <Text c="gray.7" maw="42rem">
            {devMailboxTexts.intro}
          </Text>
        </Stack>
        <DevMailbox to={to} onFilterChange={(next) => setSearchParams(next ? { to: next } : {})} />
      </Stack>
    </Container>
  );
}
