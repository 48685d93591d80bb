import { Container } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { publicAgentTexts } from '@brillo/domain/texts/public-agent.es-CL';
import { DEFAULT_TIME_ZONE } from '@brillo/domain/zoned-time';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { ConfirmBooking } from '@/features/customer-dashboard/components/confirm-booking';
import { publicAgentKeys, usePublicAgent } from '@/features/public-agent/api/public-agent';
import {
  PublicAgentProfile,
  type Viewer,
} from '@/features/public-agent/components/public-agent-profile';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePublicConfig } from '@/hooks/use-public-config';
import { ApiError } from '@/lib/api-client';
import { useSession } from '../session-context';
import { NotFoundRoute } from './not-found';

const texts = publicAgentTexts;

/**
 * /agentes/:id (PD-45): an agent as anyone may see it, signed in or not. A customer books the
 * chosen slot here with the dashboard's confirmation card; a signed-out visitor who chose one
 * signs in and comes back to it. An unknown or suspended agent (the API's 404) is the not-found
 * page.
 */
export function PublicAgentRoute() {
  const { id = '' } = useParams();
  const agent = usePublicAgent(id);
  const session = useSession();
  const timeZone = usePublicConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
  const queryClient = useQueryClient();
  usePageTitle(agent.data ? texts.pageTitle(agent.data.name) : texts.loadingTitle);

  if (agent.error instanceof ApiError && agent.error.status === 404) return <NotFoundRoute />;
  const viewer: Viewer =
    session.status === 'signed-out'
      ? 'signed-out'
      : session.user.role === 'customer'
        ? 'customer'
        : 'other';

  let body;
  if (agent.isPending) body = <LoadingState text={texts.loading} />;
  else if (agent.isError)
    body = (
      <LoadFailed
        text={texts.loadFailed}
        onRetry={() => void agent.refetch()}
        retrying={agent.isFetching}
      />
    );
  else
    body = (
      <PublicAgentProfile
        agent={agent.data}
        viewer={viewer}
        timeZone={timeZone}
        renderConfirm={({ agent: slotAgent, slot, onClose }) => (
          <ConfirmBooking
            agent={slotAgent}
            slot={slot}
            timeZone={timeZone}
            onClose={() => {
              // Booked, taken meanwhile or put back: the profile's days and slots read again.
              void queryClient.invalidateQueries({ queryKey: publicAgentKeys.agent(id) });
              onClose();
            }}
          />
        )}
      />
    );
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      {body}
    </Container>
  );
}
