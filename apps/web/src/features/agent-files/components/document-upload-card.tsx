import { useEffect, useId, useRef, useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import type { AgentDocument } from '@brillo/domain/contracts/agent-files';
import { DOCUMENT_MAX_BYTES, documentAccept } from '@brillo/domain/file-uploads';
import type { AgentDocumentKind } from '@brillo/domain/enums';
import { formatLongDate } from '@brillo/domain/format';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { FormErrorAlert } from '@/components/form-error-alert';
import { notify } from '@/lib/notify';
import { useUploadDocument } from '../api/documents';
import { isAbort } from '../api/upload-file';
import { DocumentReviewState } from './document-review-state';
import { UploadProgress } from './upload-progress';

const texts = agentFilesTexts.docs;
const acceptedTypes = documentAccept.split(',');

interface DocumentUploadCardProps {
  kind: AgentDocumentKind;
  /** The kind's current file, null when none was uploaded. */
  current: AgentDocument | null;
  /** The zone the upload date is shown in. */
  timeZone: string;
}

/**
 * One identity document on /docs: its current file (name, date, where its review stands, a link
 * to read it), a drop zone
 * that is also a button (click, Enter or Space opens the file picker), the upload with a progress
 * bar, and replacement. The chosen file stays chosen when an upload fails.
 */
export function DocumentUploadCard({ kind, current, timeZone }: DocumentUploadCardProps) {
  const kindTexts = texts[kind];
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState(0);
  const [failure, setFailure] = useState<{ message: string; at: number } | null>(null);
  const upload = useUploadDocument();
  const controllerRef = useRef<AbortController | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Counts the uploads done here, so the button takes the focus back once it is enabled again.
  const [uploads, setUploads] = useState(0);

  useEffect(() => () => controllerRef.current?.abort(), []);

  useEffect(() => {
    if (uploads > 0) buttonRef.current?.focus();
  }, [uploads]);

  function fail(message: string) {
    setFailure({ message, at: Date.now() });
  }

  function choose(files: File[]) {
    const [chosen] = files;
    if (!chosen) return;
    setFile(chosen);
    setFailure(null);
  }

  function send() {
    if (!file) {
      fail(kindTexts.noFile);
      return;
    }
    setFailure(null);
    setPercent(0);
    const controller = new AbortController();
    controllerRef.current = controller;
    upload.mutate(
      { kind, file, signal: controller.signal, onProgress: setPercent },
      {
        onSuccess: () => {
          setFile(null);
          setUploads((count) => count + 1);
          notify('success', texts.uploaded);
        },
        onError: (error) => {
          if (isAbort(error)) return;
          fail(texts.failed(error.message));
        },
      },
    );
  }

  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h3" id={titleId}>
            {kindTexts.title}
          </Title>
          <Text size="sm" c="gray.7">
            {kindTexts.hint}
          </Text>
        </Stack>

        <CurrentDocument current={current} timeZone={timeZone} titleId={titleId} />

        {failure ? <FormErrorAlert key={failure.at} message={failure.message} /> : null}

        <Dropzone
          onDrop={choose}
          onReject={() => fail(texts.dropReject)}
          accept={acceptedTypes}
          maxSize={DOCUMENT_MAX_BYTES}
          multiple={false}
          disabled={upload.isPending}
          // A button named by its two lines of text; its file input is out of the page's way.
          role="button"
          aria-disabled={upload.isPending || undefined}
          inputProps={{ style: { display: 'none' } }}
          p="md"
        >
          <Stack gap={4} align="center" ta="center">
            <Text fw={600}>{texts.dropTitle}</Text>
            <Text size="sm" c="gray.7">
              {texts.dropHint}
            </Text>
          </Stack>
        </Dropzone>

        {file ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {texts.selected(file.name)}
          </Text>
        ) : null}

        {upload.isPending ? <UploadProgress label={texts.uploading} percent={percent} /> : null}

        <Group>
          <Button ref={buttonRef} onClick={send} loading={upload.isPending}>
            {current ? texts.replace : texts.upload}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

interface CurrentDocumentProps {
  current: AgentDocument | null;
  timeZone: string;
  /** The card's title, which tells the two 'Ver documento' links apart. */
  titleId: string;
}

function CurrentDocument({ current, timeZone, titleId }: CurrentDocumentProps) {
  if (!current) return <Text size="sm">{texts.none}</Text>;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {texts.current}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {current.name}
      </Text>
      <Text size="sm" c="gray.7">
        <time dateTime={current.uploadedAt}>
          {texts.uploadedOn(formatLongDate(current.uploadedAt, timeZone))}
        </time>
      </Text>
      <DocumentReviewState review={current.review} timeZone={timeZone} />
      <Anchor
        href={current.url}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        aria-describedby={titleId}
      >
        {texts.view}
      </Anchor>
    </Stack>
  );
}
