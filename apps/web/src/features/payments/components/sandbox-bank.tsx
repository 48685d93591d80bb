import { useState } from 'react';
import { Alert, Badge, Button, Container, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { sandboxBanks, type SandboxSettleBody } from '@brillo/domain/contracts/payments';
import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import { LoadingState } from '@/components/load-states';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { paymentResultPath } from '@/hooks/use-start-payment';
import { formatClp } from '@/lib/booking-display';
import { notify } from '@/lib/notify';
import { useSandboxIntent, useSettleSandbox } from '../api/payments';

const texts = paymentsTexts.sandbox;
type Bank = SandboxSettleBody['bank'];

/**
 * The built-in sandbox bank (ADR-040), styled as a bank-transfer widget: choose a Chilean bank,
 * approve, decline or close. Approving or declining makes the server send itself the same signed
 * notification Fintoc sends; closing is not a failure (decision 26).
 */
export function SandboxBank() {
  usePageTitle(texts.pageTitle);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const bookingId = params.get('booking') ?? '';
  const name = params.get('name');
  const intent = useSandboxIntent(token);
  const settle = useSettleSandbox(token);
  const [bank, setBank] = useState<Bank | null>(null);
  const [bankError, setBankError] = useState<string | null>(null);

  function answer(outcome: SandboxSettleBody['outcome']) {
    if (!bank) {
      setBankError(texts.bankRequired);
      return;
    }
    settle.mutate(
      { outcome, bank },
      {
        onSuccess: () => {
          if (outcome === 'succeeded') notify('success', paymentsTexts.toasts.succeeded);
          void navigate(
            paymentResultPath(outcome === 'succeeded' ? 'success' : 'failure', bookingId, name),
          );
        },
        onError: () => notify('error', texts.settleFailed),
      },
    );
  }

  return (
    <Container size={440} py="xl" px="md">
      <Paper withBorder radius="lg" shadow="md" p={0} style={{ overflow: 'hidden' }}>
        <Stack gap={0}>
          <Stack gap={6} bg="dark.7" px="lg" py="md" align="flex-start">
            <Badge color="yellow" variant="filled" c="dark.9">
              {texts.pageTitle}
            </Badge>
            <Title order={1} size="h4" c="white">
              {texts.title}
            </Title>
          </Stack>
          <Stack gap="md" p="lg">
            <Text size="sm" c="gray.7">
              {texts.notice}
            </Text>
            {intent.isPending && token ? <LoadingState text={texts.loading} /> : null}
            {intent.isError || !token || (intent.data && intent.data.status !== 'created') ? (
              <Alert color="red" variant="light">
                <Stack gap="sm" align="flex-start">
                  <Text>{texts.loadFailed}</Text>
                  <Button variant="light" onClick={() => void navigate(paths.bookedServices)}>
                    {texts.backToServices}
                  </Button>
                </Stack>
              </Alert>
            ) : null}
            {intent.data && intent.data.status === 'created' ? (
              <>
                <Stack gap={2}>
                  <Text size="sm" c="gray.7">
                    {texts.amount}
                  </Text>
                  <Text fz={32} fw={700} lh={1.1} data-testid="sandbox-amount">
                    {formatClp(intent.data.amount)}
                  </Text>
                </Stack>
                <Stack gap={2}>
                  <Text size="sm" c="gray.7">
                    {texts.description}
                  </Text>
                  <Text>{intent.data.description}</Text>
                </Stack>
                <Select
                  label={texts.bankLabel}
                  placeholder={texts.bankPlaceholder}
                  data={[...sandboxBanks]}
                  value={bank}
                  onChange={(value) => {
                    setBank(value as Bank | null);
                    setBankError(null);
                  }}
                  error={bankError}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  // The ten banks fit on a phone's screen: shown whole, with no scrolling box
                  // inside the list that a keyboard could not reach (axe's
                  // scrollable-region-focusable); the arrow keys move through them.
                  withScrollArea={false}
                />
                <Stack gap="sm">
                  <Button
                    size="md"
                    loading={settle.isPending && settle.variables.outcome === 'succeeded'}
                    disabled={settle.isPending}
                    onClick={() => answer('succeeded')}
                  >
                    {texts.approve}
                  </Button>
                  <Button
                    variant="default"
                    c="red.9"
                    loading={settle.isPending && settle.variables.outcome === 'rejected'}
                    disabled={settle.isPending}
                    onClick={() => answer('rejected')}
                  >
                    {texts.decline}
                  </Button>
                  <Button
                    variant="subtle"
                    c="gray.8"
                    disabled={settle.isPending}
                    onClick={() => void navigate(paymentResultPath('failure', bookingId, name))}
                  >
                    {texts.close}
                  </Button>
                </Stack>
              </>
            ) : null}
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
