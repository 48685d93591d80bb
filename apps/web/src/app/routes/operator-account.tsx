import { consolePaths } from '@brillo/domain/console-paths';
import { useState } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { operatorAccountsTexts } from '@brillo/domain/texts/operator-accounts.es-CL';
import { DEFAULT_TIME_ZONE } from '@brillo/domain/zoned-time';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { paths } from '@/config/paths';
import { useChangeAccountStatus, useOperatorAccount } from '@/features/operators/api/accounts';
import { AccountDetail } from '@/features/operators/components/account-detail';
import { AccountStatusDialog } from '@/features/operators/components/account-status-dialog';
import { ConsolePage } from '@/features/operators/components/console-page';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePublicConfig } from '@/hooks/use-public-config';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { NotFoundRoute } from './not-found';

const texts = operatorAccountsTexts.detail;

/**
 * /operador/cuentas/:id (issue 32, PD-38): one customer's or agent's account, its state and the
 * history of its suspensions, and suspending or restoring it with a reason. An unknown account
 * says so inside the console; anyone but an operator gets the not-found page.
 */
export function OperatorAccountRoute() {
  const { id = '' } = useParams();
  const account = useOperatorAccount(id);
  const [dialog, setDialog] = useState<'suspend' | 'restore' | null>(null);
  const suspend = useChangeAccountStatus(id, 'suspend');
  const restore = useChangeAccountStatus(id, 'restore');
  const [submittedAt, setSubmittedAt] = useState(0);
  const error = account.error instanceof ApiError ? account.error : null;
  const timeZone = usePublicConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
  usePageTitle(account.data ? texts.title(account.data.name) : operatorAccountsTexts.list.title);

  if (error?.code === 'TWO_FACTOR_SETUP_REQUIRED') {
    return <Navigate to={paths.operatorAuthenticator} replace />;
  }
  // An operator reads "no such account"; anyone else is never told the console exists.
  if (error?.status === 404 && error.message !== operatorAccountsTexts.api.accountNotFound) {
    return <NotFoundRoute />;
  }

  let body;
  if (account.isPending) body = <LoadingState text={texts.loading} />;
  else if (error?.status === 404) body = <Text role="status">{error.message}</Text>;
  else if (account.isError) {
    body = (
      <LoadFailed
        text={texts.error}
        onRetry={() => void account.refetch()}
        retrying={account.isFetching}
      />
    );
  } else {
    body = (
      <AccountDetail
        account={account.data}
        timeZone={timeZone}
        onChange={(change) => {
          (change === 'suspend' ? suspend : restore).reset();
          setDialog(change);
        }}
      />
    );
  }

  const mutation = dialog === 'restore' ? restore : suspend;
  return (
    <ConsolePage>
      <Stack gap="md">
        <Anchor component={Link} to={consolePaths.operatorAccounts}>
          {texts.back}
        </Anchor>
        <Title order={2}>
          {account.data ? texts.title(account.data.name) : operatorAccountsTexts.list.title}
        </Title>
        {body}
      </Stack>
      {dialog && account.data && account.data.role !== 'operator' ? (
        <AccountStatusDialog
          change={dialog}
          name={account.data.name}
          role={account.data.role}
          onClose={() => setDialog(null)}
          busy={mutation.isPending}
          error={mutation.error}
          submittedAt={submittedAt}
          onConfirm={(reason, onError) => {
            setSubmittedAt(Date.now());
            mutation.mutate(reason, {
              onSuccess: () => {
                setDialog(null);
                notify('success', operatorAccountsTexts.dialogs[dialog].done);
              },
              onError,
            });
          }}
        />
      ) : null}
    </ConsolePage>
  );
}
