import type { ReactNode } from 'react';
import { Group, Text, Title, UnstyledButton } from '@mantine/core';
import type { DevMail } from '@brillo/domain/contracts/dev-mailbox';
import { formatDateTime } from '@brillo/domain/format';
import { devMailboxTexts } from '@brillo/domain/texts/dev-mailbox.es-CL';
import classes from './dev-mailbox.module.css';

interface MailListProps {
  messages: DevMail[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  timeZone: string;
  /** Shown beside the count, e.g. a refresh button. */
  actions?: ReactNode;
}

/** The messages, newest first; the selected one is marked as current for screen readers. */
export function MailList({ messages, selectedId, onSelect, timeZone, actions }: MailListProps) {
  return (
    <section aria-labelledby="dev-mailbox-list-title" className={classes.list}>
      <div className={classes.listHeader}>
        <Title order={2} id="dev-mailbox-list-title" size="h4">
          {devMailboxTexts.listLabel}
        </Title>
        <Group gap="sm">
          <Text size="sm" c="gray.7">
            {devMailboxTexts.count(messages.length)}
          </Text>
          {actions}
        </Group>
      </div>
      <ul className={classes.items}>
        {messages.map((message) => (
          <li key={message.id}>
            <UnstyledButton
              className={classes.item}
              aria-current={message.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(message.id)}
            >
              <span className={classes.itemSubject}>{message.subject}</span>
              <span className={classes.itemMeta}>
                {devMailboxTexts.to}: {message.to}
              </span>
              <time className={classes.itemMeta} dateTime={message.createdAt}>
                {formatDateTime(message.createdAt, timeZone)}
              </time>
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
