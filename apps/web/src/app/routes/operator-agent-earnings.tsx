import { consolePaths } from '@brillo/domain/console-paths';
import { useState } from 'react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { formatClp } from '@brillo/domain/format-booking';
import { operatorPayoutsTexts } from '@brillo/domain/texts/operator-payouts.es-CL';
import { DEFAULT_TIME_ZONE } from '@brillo/domain/zoned-time';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { paths } from '@/config/paths';
import { useOperatorAgentEarnings, usePayAgentNow } from '@/features/operators/api/payouts';
import { AgentEarningsDetail } from '@/features/operators/components/agent-earnings-detail';
import { ConsolePage } from '@/features/operators/components/console-page';
import { PayoutReasonDialog } from '@/features/operators/components/payout-reason-dialog';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePublicConfig } from '@/hooks/use-public-config';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { NotFoundRoute } from './not-found';

const texts = operatorPayoutsTexts.agent;

/**
 * /operador/pagos/agentes/:id (PD-41, issue 33): one agent's balances, bank account, ledger and
 * payouts, and paying the available balance now with a reason (the API's refusal, in Spanish, in
 * the dialog). Someone who is not an agent says so inside the console; anyone but an operator
 * gets the not-found page.
 */
export function OperatorAgentEarningsRoute() {
  const { id = '' } = useParams();
  const earnings = useOperatorAgentEarnings(id);
  const payNow = usePayAgentNow(id);
  const [paying, setPaying] = useState(false);
  const [submittedAt, setSubmittedAt] = useState(0);
  const error = earnings.error instanceof ApiError ? earnings.error : null;
  const timeZone = usePublicConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
  const title = earnings.data ? texts.title(earnings.data.agent.name) : texts.fallbackTitle;
  usePageTitle(title);

  if (error?.code === 'TWO_FACTOR_SETUP_REQUIRED') {
    return <Navigate to={paths.operatorAuthenticator} replace />;
  }
  // An operator reads "no such agent"; anyone else is never told the console exists.
  if (error?.status === 404 && error.message !== operatorPayoutsTexts.api.agentNotFound) {
    return <NotFoundRoute />;
  }

  let body;
  if (earnings.isPending) body = <LoadingState text={texts.loading} />;
  else if (error?.status === 404) body = <Text role="status">{error.message}</Text>;
  else if (earnings.isError) {
    body = (
      <LoadFailed
        text={texts.error}
        onRetry={() => void earnings.refetch()}
        retrying={earnings.isFetching}
      />
    );
  } else {
    body = (
      <AgentEarningsDetail
        earnings={earnings.data}
        timeZone={timeZone}
        onPayNow={() => {
          payNow.reset();
          setPaying(true);
        }}
      />
    );
  }

  return (
    <ConsolePage>
      <Stack gap="md">
        <Anchor component={Link} to={consolePaths.operatorPayouts}>
          {texts.back}
        </Anchor>
        <Stack gap={4}>
          <Title order={2}>{title}</Title>
          {earnings.data ? (
            <Group gap="sm">
              <Text size="sm">{earnings.data.agent.email}</Text>
              <Anchor
                component={Link}
                size="sm"
                to={consolePaths.operatorAccount.replace(':id', earnings.data.agent.id)}
              >
                {texts.accountLink}
              </Anchor>
            </Group>
          ) : null}
        </Stack>
        {body}
      </Stack>
      {paying && earnings.data ? (
        <PayoutReasonDialog
          title={operatorPayoutsTexts.dialogs.payNow.title}
          confirmLabel={operatorPayoutsTexts.dialogs.payNow.confirm}
          body={operatorPayoutsTexts.dialogs.payNow.body(
            earnings.data.agent.name,
            formatClp(earnings.data.balances.available),
          )}
          onClose={() => setPaying(false)}
          busy={payNow.isPending}
          error={payNow.error}
          submittedAt={submittedAt}
          onConfirm={(reason, onError) => {
            setSubmittedAt(Date.now());
            payNow.mutate(reason, {
              onSuccess: (answer) => {
                setPaying(false);
                notify('success', answer.message);
              },
              onError,
            });
          }}
        />
      ) : null}
    </ConsolePage>
  );
}
