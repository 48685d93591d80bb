import { consolePaths } from '@brillo/domain/console-paths';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { OperatorAccountDetail } from '@brillo/domain/contracts/operator-accounts';
import { formatDateTime } from '@brillo/domain/format';
import { operatorAccountsTexts } from '@brillo/domain/texts/operator-accounts.es-CL';
import { operatorPayoutsTexts } from '@brillo/domain/texts/operator-payouts.es-CL';
import { DetailField } from './detail-field';
import { RecordTable } from './record-table';

const texts = operatorAccountsTexts.detail;

interface AccountDetailProps {
  account: OperatorAccountDetail;
  timeZone: string;
  onChange: (change: 'suspend' | 'restore') => void;
}

/**
 * One account for operators: its data and state with the button that suspends or restores it,
 * a link to its bookings, then the history of its suspensions.
 */
export function AccountDetail({ account, timeZone, onChange }: AccountDetailProps) {
  const when = (instant: string) => formatDateTime(instant, timeZone);
  const suspended = account.state === 'suspended';
  const bookingsFilter = account.role === 'agent' ? 'agente' : 'cliente';
  const bookingsValue = account.role === 'agent' ? account.id : account.email;
  return (
    <Stack gap="lg">
      <Card withBorder padding="md" component="section" aria-labelledby="account-profile">
        <Stack gap="sm">
          <Group gap="sm" align="center">
            <Title order={3} id="account-profile">
              {texts.profile}
            </Title>
            <Badge color={suspended ? 'red.9' : 'teal.9'} variant="filled">
              {operatorAccountsTexts.states[account.state]}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DetailField label={texts.role}>
              {operatorAccountsTexts.roles[account.role]}
            </DetailField>
            <DetailField label={texts.email}>{account.email}</DetailField>
            <DetailField label={texts.phone}>{account.phone ?? texts.none}</DetailField>
            <DetailField label={texts.comuna}>{account.comuna ?? texts.none}</DetailField>
            <DetailField label={texts.createdAt}>{when(account.createdAt)}</DetailField>
            <DetailField label={texts.emailVerified}>
              {account.emailVerified ? texts.yes : texts.no}
            </DetailField>
            <DetailField label={texts.state}>
              {account.suspendedAt
                ? texts.suspendedSince(when(account.suspendedAt))
                : operatorAccountsTexts.states.active}
            </DetailField>
            <DetailField label={texts.openBookings}>
              {account.openBookings}{' '}
              <Anchor
                component={Link}
                to={`${consolePaths.operatorBookings}?${new URLSearchParams({ [bookingsFilter]: bookingsValue }).toString()}`}
              >
                {texts.bookingsLink}
              </Anchor>
            </DetailField>
            {account.role === 'agent' ? (
              <DetailField label={operatorPayoutsTexts.agent.earningsLabel}>
                <Anchor
                  component={Link}
                  to={consolePaths.operatorAgentEarnings.replace(':id', account.id)}
                >
                  {operatorPayoutsTexts.agent.earningsLink}
                </Anchor>
              </DetailField>
            ) : null}
          </SimpleGrid>
          <Group>
            {account.actions.includes('suspend') ? (
              <Button color="red.9" onClick={() => onChange('suspend')}>
                {texts.suspend}
              </Button>
            ) : null}
            {account.actions.includes('restore') ? (
              <Button color="teal.9" onClick={() => onChange('restore')}>
                {texts.restore}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Card>
      {account.history.length === 0 ? (
        <Stack gap="xs" component="section" aria-labelledby="account-history">
          <Title order={3} id="account-history">
            {texts.history}
          </Title>
          <Text size="sm">{texts.noHistory}</Text>
        </Stack>
      ) : (
        <RecordTable
          id="account-history"
          title={texts.history}
          columns={[texts.when, texts.action, texts.operator, texts.reason]}
          rows={account.history.map((entry) => [
            when(entry.at),
            texts.actions[entry.action],
            entry.operator?.name ?? texts.byCommand,
            entry.reason,
          ])}
        />
      )}
    </Stack>
  );
}
