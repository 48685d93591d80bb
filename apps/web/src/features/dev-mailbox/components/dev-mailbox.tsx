import { useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DevMail } from '@brillo/domain/contracts/dev-mailbox';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { devMailboxTexts } from '@brillo/domain/texts/dev-mailbox.es-CL';
import { usePublicConfig } from '@/hooks/use-public-config';
import { isMailboxDisabled, useDevMailbox } from '../api/get-dev-mailbox';
import { MailList } from './mail-list';
import { MailPreview } from './mail-preview';
import { MailboxFilter } from './mailbox-filter';
import classes from './dev-mailbox.module.css';

const DEFAULT_TIME_ZONE = 'America/Santiago';

interface DevMailboxProps {
  /** Only this recipient's mail, when set. */
  to: string | undefined;
  onFilterChange: (to: string | undefined) => void;
}

/** The mailbox below the page title: the filter, then the list and the selected message. */
export function DevMailbox({ to, onFilterChange }: DevMailboxProps) {
  const mailbox = useDevMailbox(to);
  if (mailbox.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{commonTexts.app.loading}</Text>
      </Group>
    );
  }
  if (isMailboxDisabled(mailbox.error)) {
    return (
      <Alert color="gray" title={devMailboxTexts.disabledTitle}>
        {devMailboxTexts.disabledBody}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <MailboxFilter key={to ?? ''} to={to} onChange={onFilterChange} />
      {mailbox.error ? (
        <Alert color="red" title={devMailboxTexts.loadError} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{mailbox.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void mailbox.refetch()}>
              {devMailboxTexts.retry}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Messages
          messages={mailbox.data.messages}
          to={to}
          refreshing={mailbox.isFetching}
          onRefresh={() => void mailbox.refetch()}
        />
      )}
    </Stack>
  );
}

interface MessagesProps {
  messages: DevMail[];
  to: string | undefined;
  refreshing: boolean;
  onRefresh: () => void;
}

function Messages({ messages, to, refreshing, onRefresh }: MessagesProps) {
  const timeZone = usePublicConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
  const [selectedId, setSelectedId] = useState<string>();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const stacked = useMediaQuery('(max-width: 48em)');
  const selected = messages.find((message) => message.id === selectedId) ?? messages[0];

  const select = (id: string) => {
    setSelectedId(id);
    // On a phone the message is below the list: take the reader (and the focus) there.
    if (stacked) requestAnimationFrame(() => previewHeading.current?.focus());
  };

  const refresh = (
    <Button variant="default" size="xs" onClick={onRefresh} loading={refreshing}>
      {devMailboxTexts.refresh}
    </Button>
  );
  if (!selected) {
    return (
      <div className={classes.empty} role="status">
        <Text fw={700}>{to ? devMailboxTexts.emptyFiltered(to) : devMailboxTexts.empty}</Text>
        <Text size="sm" c="gray.7">
          {devMailboxTexts.emptyHint}
        </Text>
        {refresh}
      </div>
    );
  }
  return (
    <div className={classes.layout}>
      <MailList
        messages={messages}
        selectedId={selected.id}
        onSelect={select}
        timeZone={timeZone}
        actions={refresh}
      />
      <MailPreview message={selected} timeZone={timeZone} headingRef={previewHeading} />
    </div>
  );
}
