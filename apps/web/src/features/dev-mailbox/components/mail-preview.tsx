import { useState, type Ref } from 'react';
import { Switch, Text, Title } from '@mantine/core';
import type { DevMail } from '@brillo/domain/contracts/dev-mailbox';
import { formatDateTime } from '@brillo/domain/format';
import { devMailboxTexts } from '@brillo/domain/texts/dev-mailbox.es-CL';
import classes from './dev-mailbox.module.css';

/**
 * The email's HTML runs in a sandbox with an opaque origin: no scripts, no access to this page.
 * Its links may open a new tab or, when clicked, the top window (the email's action link says
 * `target="_top"`).
 */
const SANDBOX =
  'allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';

interface MailPreviewProps {
  message: DevMail;
  timeZone: string;
  /** The subject heading, focusable so that choosing a message on a phone can move to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One message as its recipient would see it, or its plain-text part. */
export function MailPreview({ message, timeZone, headingRef }: MailPreviewProps) {
  const [showText, setShowText] = useState(false);
  return (
    <section aria-labelledby="dev-mailbox-preview-title" className={classes.preview}>
      <header className={classes.previewHeader}>
        <Text size="sm" c="gray.7">
          {devMailboxTexts.previewLabel}
        </Text>
        <Title order={2} size="h3" id="dev-mailbox-preview-title" ref={headingRef} tabIndex={-1}>
          {message.subject}
        </Title>
        <Text size="sm">
          {devMailboxTexts.to}: {message.to}
          {' · '}
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, timeZone)}</time>
        </Text>
        <Switch
          label={devMailboxTexts.showText}
          checked={showText}
          onChange={(event) => setShowText(event.currentTarget.checked)}
        />
      </header>
      {showText ? (
        <pre className={classes.text}>{message.text}</pre>
      ) : (
        <iframe
          key={message.id}
          className={classes.frame}
          title={devMailboxTexts.previewFrameTitle(message.subject)}
          srcDoc={message.html}
          sandbox={SANDBOX}
        />
      )}
    </section>
  );
}
