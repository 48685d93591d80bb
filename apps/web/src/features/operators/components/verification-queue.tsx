import { useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type {
  DocumentForReview,
  VerificationQueue as Queue,
  VerificationQueueEntry,
} from '@brillo/domain/contracts/verification';
import { agentDocumentKinds, type AgentDocumentKind } from '@brillo/domain/enums';
import { formatLongDate } from '@brillo/domain/format';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { notify } from '@/lib/notify';
import { useApproveDocument, useRejectDocument } from '../api/verifications';
import { Pager } from './pager';
import { RejectDialog } from './reject-dialog';

const texts = verificationTexts.queue;

interface Rejecting {
  document: DocumentForReview;
  agentName: string;
}

/** One document of an agent: its file, where its review stands, and the two decisions. */
function DocumentRow({
  kind,
  document,
  agentName,
  timeZone,
  onReject,
}: {
  kind: AgentDocumentKind;
  document: DocumentForReview | null;
  agentName: string;
  timeZone: string;
  onReject: (rejecting: Rejecting) => void;
}) {
  const approve = useApproveDocument();
  const kindName = verificationTexts.kinds[kind];
  return (
    <Stack gap={4} component="li">
      <Text fw={600}>{kindName}</Text>
      {document ? (
        <>
          <Text size="sm" c="gray.7">
            {texts.uploadedOn(formatLongDate(document.uploadedAt, timeZone))} ·{' '}
            {verificationTexts.status[document.review.status]}
          </Text>
          <Group gap="sm" wrap="wrap">
            <Anchor
              href={document.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={texts.openLabel(kindName, agentName)}
            >
              {texts.open}
            </Anchor>
            {document.review.status === 'pending' ? (
              <>
                <Button
                  size="xs"
                  color="teal.9"
                  loading={approve.isPending}
                  aria-label={texts.approveLabel(kindName, agentName)}
                  onClick={() =>
                    approve.mutate(document.id, {
                      onSuccess: (answer) => notify('success', answer.message),
                      onError: (error) => notify('error', error.message),
                    })
                  }
                >
                  {texts.approve}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  color="red.8"
                  aria-label={texts.rejectLabel(kindName, agentName)}
                  onClick={() => onReject({ document, agentName })}
                >
                  {texts.reject}
                </Button>
              </>
            ) : null}
          </Group>
        </>
      ) : (
        <Text size="sm" c="gray.7">
          {texts.notUploaded}
        </Text>
      )}
    </Stack>
  );
}

function AgentCard({
  entry,
  timeZone,
  onReject,
}: {
  entry: VerificationQueueEntry;
  timeZone: string;
  onReject: (rejecting: Rejecting) => void;
}) {
  const { agent } = entry;
  const titleId = `agent-${agent.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {agent.name}
          </Title>
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {[agent.email, agent.comuna].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm">{texts.waitingSince(formatLongDate(entry.waitingSince, timeZone))}</Text>
        </Stack>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {agentDocumentKinds.map((kind) => (
            <DocumentRow
              key={kind}
              kind={kind}
              document={entry.documents[kind]}
              agentName={agent.name}
              timeZone={timeZone}
              onReject={onReject}
            />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * The verification queue (PD-37): each agent with a document waiting, the oldest upload first,
 * with both documents: open one in a new tab, approve it, or reject it with a reason and a note.
 */
export function VerificationQueue({
  queue,
  timeZone,
  onPage,
}: {
  queue: Queue;
  timeZone: string;
  onPage: (page: number) => void;
}) {
  const [rejecting, setRejecting] = useState<Rejecting | null>(null);
  const reject = useRejectDocument();
  const pages = Math.max(1, Math.ceil(queue.total / queue.pageSize));

  return (
    <Stack gap="md">
      <Text role="status">{texts.total(queue.total)}</Text>
      <Stack gap="md">
        {queue.agents.map((entry) => (
          <AgentCard
            key={entry.agent.id}
            entry={entry}
            timeZone={timeZone}
            onReject={(next) => {
              reject.reset();
              setRejecting(next);
            }}
          />
        ))}
      </Stack>
      {pages > 1 ? <Pager page={queue.page} pages={pages} onPage={onPage} /> : null}
      {rejecting ? (
        <RejectDialog
          title={verificationTexts.rejectDialog.title(
            verificationTexts.kinds[rejecting.document.kind],
            rejecting.agentName,
          )}
          busy={reject.isPending}
          error={reject.error}
          submittedAt={reject.submittedAt}
          onClose={() => setRejecting(null)}
          onReject={(body, onError) =>
            reject.mutate(
              { documentId: rejecting.document.id, body },
              {
                onSuccess: (answer) => {
                  notify('success', answer.message);
                  setRejecting(null);
                },
                onError,
              },
            )
          }
        />
      ) : null}
    </Stack>
  );
}
