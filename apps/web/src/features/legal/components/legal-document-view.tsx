import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import type { LegalDocument } from '@brillo/domain/legal-document';
import { legalTexts } from '@brillo/domain/texts/legal.es-CL';
import { LegalBlockView, type ContactEmail } from './legal-block-view';
import { LegalText } from './legal-text';
import classes from './legal-document-view.module.css';

interface LegalDocumentViewProps {
  document: LegalDocument;
  contactEmail: ContactEmail;
}

/** A legal text: title, date, introduction, a table of contents and one `h2` per section. */
export function LegalDocumentView({ document, contactEmail }: LegalDocumentViewProps) {
  return (
    <Container size="md" py="xl">
      <article className={classes.article}>
        <header className={classes.header}>
          <Title order={1}>{document.title}</Title>
          <Text size="sm" className={classes.updated}>
            {legalTexts.updatedOn(document.updatedOn)}
          </Text>
        </header>
        <Stack gap="sm">
          {document.intro.map((paragraph) => (
            <Text key={paragraph}>
              <LegalText text={paragraph} />
            </Text>
          ))}
        </Stack>
        <nav aria-label={legalTexts.contentsLabel} className={classes.contents}>
          <Text fw={700} size="sm" className={classes.contentsTitle}>
            {legalTexts.contentsLabel}
          </Text>
          <List type="ordered" spacing={4} size="sm">
            {document.sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`} inherit>
                  {section.heading}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </nav>
        {document.sections.map((section, index) => (
          <section key={section.id} id={section.id} className={classes.section}>
            <Title order={2} mb="sm">
              {`${index + 1}. ${section.heading}`}
            </Title>
            <Stack gap="sm">
              {section.blocks.map((block, blockIndex) => (
                <LegalBlockView key={blockIndex} block={block} contactEmail={contactEmail} />
              ))}
            </Stack>
          </section>
        ))}
      </article>
    </Container>
  );
}
