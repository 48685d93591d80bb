import { useEffect } from 'react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Earnings } from '@brillo/domain/contracts/earnings';
import { earningsTexts } from '@brillo/domain/texts/earnings.es-CL';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useEarnings } from '../api/earnings';
import { BalanceFigures } from './balance-figures';
import { BookingsTable } from './bookings-table';
import { PayoutsList } from './payouts-list';

const texts = earningsTexts;

/**
 * /ganancias (PD-40, PD-41): the balances, what stops a payout from reaching the agent's bank, the
 * paid bookings with their earnings, and the payouts with their bookings.
 */
export function EarningsOverview({ timeZone }: { timeZone: string }) {
  const earnings = useEarnings();
  const { isError, errorUpdatedAt } = earnings;
  useEffect(() => {
    if (isError) notify('error', texts.page.loadFailed);
  }, [isError, errorUpdatedAt]);

  if (earnings.isPending) return <LoadingState text={texts.page.loading} />;
  if (earnings.isError) {
    return (
      <LoadFailed
        text={texts.page.loadFailed}
        onRetry={() => void earnings.refetch()}
        retrying={earnings.isFetching}
      />
    );
  }
  return (
    <Stack gap="xl">
      <BankAccountNotice bankAccount={earnings.data.bankAccount} />
      <BalanceFigures earnings={earnings.data} timeZone={timeZone} />
      <BookingsTable rows={earnings.data.bookings} timeZone={timeZone} />
      <PayoutsList payouts={earnings.data.payouts} timeZone={timeZone} />
    </Stack>
  );
}

/**
 * Why a payout cannot reach the agent yet (PD-42): no account on file, or one in its first 24
 * hours. A note read in its place, not an alert announced on arrival.
 */
function BankAccountNotice({ bankAccount }: { bankAccount: Earnings['bankAccount'] }) {
  if (bankAccount === 'ready') return null;
  return (
    <Alert color="yellow" variant="light" role="note">
      {bankAccount === 'missing' ? (
        <Stack gap={4}>
          <Text>{texts.bankAccount.missing}</Text>
          <Anchor component={Link} to={paths.bankAccount} fw={600}>
            {texts.bankAccount.missingLink}
          </Anchor>
        </Stack>
      ) : (
        <Text>{texts.bankAccount.waiting}</Text>
      )}
    </Alert>
  );
}
