import { useEffect } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { agentDocumentKinds } from '@brillo/domain/enums';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { DEFAULT_TIME_ZONE } from '@brillo/domain/zoned-time';
import { usePublicConfig } from '@/hooks/use-public-config';
import { notify } from '@/lib/notify';
import { useDocuments } from '../api/documents';
import { DocumentUploadCard } from './document-upload-card';
import { LoadingState, LoadFailed } from '@/components/load-states';
import { VerifiedBadge } from '@/components/verified-badge';

const texts = agentFilesTexts.docs;

/**
 * /docs (spec §2 "Other agent screens"): whether the agent is verified (PD-37), then one upload
 * card per identity document with where its review stands.
 */
export function DocumentsPanel() {
  const documents = useDocuments();
  const timeZone = usePublicConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
  const { isError, errorUpdatedAt } = documents;

  useEffect(() => {
    if (isError) notify('error', texts.loadFailed);
  }, [isError, errorUpdatedAt]);

  if (documents.isPending) {
    return <LoadingState text={texts.loading} />;
  }
  if (documents.isError) {
    return <LoadFailed text={texts.loadFailed} onRetry={() => void documents.refetch()} />;
  }
  return (
    <Stack gap="lg">
      {documents.data.verified ? (
        <Group gap="xs" wrap="wrap">
          <VerifiedBadge />
          <Text>{verificationTexts.agent.verified}</Text>
        </Group>
      ) : (
        <Text c="gray.7">{verificationTexts.agent.notVerified}</Text>
      )}
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
