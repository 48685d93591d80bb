import { Anchor, List, Skeleton, Text } from '@mantine/core';
import type { LegalBlock } from '@brillo/domain/legal-document';
import { toMailtoHref } from '@brillo/domain/contact-links';
import { LegalText } from './legal-text';

/** Where the contact email stands: still loading, known, or not available (then the text says so). */
export type ContactEmail =
  { status: 'loading' } | { status: 'ready'; email: string } | { status: 'missing' };

interface LegalBlockViewProps {
  block: LegalBlock;
  contactEmail: ContactEmail;
}

export function LegalBlockView({ block, contactEmail }: LegalBlockViewProps) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Text>
          <LegalText text={block.text} />
        </Text>
      );
    case 'list':
      return (
        <List spacing="xs" withPadding>
          {block.items.map((item) => (
            <List.Item key={item}>
              <LegalText text={item} />
            </List.Item>
          ))}
        </List>
      );
    case 'contact':
      return (
        <ContactParagraph text={block.text} fallback={block.fallback} contactEmail={contactEmail} />
      );
  }
}

interface ContactParagraphProps {
  text: string;
  fallback: string;
  contactEmail: ContactEmail;
}

function ContactParagraph({ text, fallback, contactEmail }: ContactParagraphProps) {
  if (contactEmail.status === 'missing') return <Text>{fallback}</Text>;
  if (contactEmail.status === 'loading') return <Skeleton height={18} width="80%" radius="sm" />;
  return (
    <Text>
      {text}{' '}
      <Anchor href={toMailtoHref(contactEmail.email)} inherit>
        {contactEmail.email}
      </Anchor>
      .
    </Text>
  );
}
