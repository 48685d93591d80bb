import { useEffect } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { agentDocumentKinds } from '@brillo/domain/enums';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { DEFAULT_TIME_ZONE } from '@brillo/domain/zoned-time';
import { usePublicConfig } from '@/hooks/use-public-config';
import { notify } from '@/lib/notify';
import { useDocuments } from '../api/documents';
import { DocumentUploadCard } from './document-upload-card';

const texts = agentFilesTexts.docs;

/** /docs (spec §2 "Other agent screens"): one upload card per identity document. */
export function DocumentsPanel() {
  const documents = useDocuments();
  const timeZone = usePublicConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
  const { isError, errorUpdatedAt } = documents;

  useEffect(() => {
    if (isError) notify('error', texts.loadFailed);
  }, [isError, errorUpdatedAt]);

  if (documents.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{texts.loading}</Text>
      </Group>
    );
  }
  if (documents.isError) {
    return (
      <Alert color="red" variant="light">
        <Stack gap="sm" align="flex-start">
          <Text>{texts.loadFailed}</Text>
          <Button variant="light" onClick={() => void documents.refetch()}>
            {texts.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      {agentDocumentKinds.map((kind) => (
        <DocumentUploadCard
          key={kind}
          kind={kind}
          current={documents.data.documents[kind]}
          timeZone={timeZone}
        />
      ))}
    </Stack>
  );
}
