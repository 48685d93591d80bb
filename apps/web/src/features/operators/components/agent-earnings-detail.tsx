import { consolePaths } from '@brillo/domain/console-paths';
import { Anchor, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { OperatorAgentEarnings } from '@brillo/domain/contracts/operator-payouts';
import { formatDateTime, formatLongDate } from '@brillo/domain/format';
import { formatClp } from '@brillo/domain/format-booking';
import { operatorPayoutsTexts } from '@brillo/domain/texts/operator-payouts.es-CL';
import { movementLabel, payoutOrigin, payoutStatusLabel, signedClp } from '../payout-display';
import { DetailField } from './detail-field';
import { RecordTable } from './record-table';

const texts = operatorPayoutsTexts.agent;

const bookingPath = (id: string) => consolePaths.operatorBooking.replace(':id', id);

interface AgentEarningsDetailProps {
  earnings: OperatorAgentEarnings;
  timeZone: string;
  /** Opens the dialog that pays the available balance now. */
  onPayNow: () => void;
}

/**
 * One agent's money for operators: the balances with 'Pagar ahora', the account payouts go to,
 * then each ledger movement as it changed what is held and available, and each payout with the
 * bookings it paid.
 */
export function AgentEarningsDetail({ earnings, timeZone, onPayNow }: AgentEarningsDetailProps) {
  const when = (instant: string) => formatDateTime(instant, timeZone);
  const { balances, bankAccount } = earnings;
  return (
    <Stack gap="lg">
      <Card withBorder padding="md" component="section" aria-labelledby="agent-balances">
        <Stack gap="sm">
          <Title order={3} id="agent-balances">
            {texts.balances}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DetailField label={texts.available}>{formatClp(balances.available)}</DetailField>
            <DetailField label={texts.held}>
              {formatClp(balances.held)}
              <br />
              {texts.heldForRecentService(formatClp(balances.heldForRecentService))}
              <br />
              {texts.heldForOpenProblem(formatClp(balances.heldForOpenProblem))}
            </DetailField>
            <DetailField label={texts.inTransit}>{formatClp(balances.inTransit)}</DetailField>
            <DetailField label={texts.paid}>{formatClp(balances.paid)}</DetailField>
          </SimpleGrid>
          <Stack gap={4} align="flex-start">
            <Button disabled={!earnings.canPayNow} onClick={onPayNow}>
              {texts.payNow}
            </Button>
            <Text size="sm" c="gray.7">
              {earnings.canPayNow ? texts.payNowHint : texts.cannotPayNow}
            </Text>
          </Stack>
        </Stack>
      </Card>
      <Card withBorder padding="md" component="section" aria-labelledby="agent-bank-account">
        <Stack gap="sm">
          <Title order={3} id="agent-bank-account">
            {texts.bankAccount}
          </Title>
          {bankAccount === null ? (
            <Text size="sm">{texts.noBankAccount}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <DetailField label={texts.accountNumber}>{bankAccount.maskedNumber}</DetailField>
              <DetailField label={texts.bank}>{bankAccount.bankName}</DetailField>
              <DetailField label={texts.accountType}>{bankAccount.accountType}</DetailField>
              <DetailField label={texts.holderRut}>{bankAccount.holderRut}</DetailField>
              <DetailField label={texts.since}>
                {formatLongDate(bankAccount.createdAt, timeZone)}
              </DetailField>
              <DetailField label={texts.payable}>
                {bankAccount.payableNow ? texts.payableNow : texts.notPayableYet}
              </DetailField>
            </SimpleGrid>
          )}
        </Stack>
      </Card>
      <RecordTable
        id="agent-ledger"
        title={texts.ledger}
        columns={[
          texts.when,
          texts.movement,
          texts.booking,
          texts.heldChange,
          texts.availableChange,
        ]}
        rows={earnings.ledger.map((line) => [
          when(line.at),
          movementLabel(line.movement),
          line.bookingId === null ? (
            operatorPayoutsTexts.none
          ) : (
            <Anchor
              component={Link}
              to={bookingPath(line.bookingId)}
              aria-label={texts.openBookingLabel(movementLabel(line.movement), when(line.at))}
            >
              {texts.openBooking}
            </Anchor>
          ),
          signedClp(line.held),
          signedClp(line.available),
        ])}
      />
      <RecordTable
        id="agent-payouts"
        title={texts.payouts}
        columns={[
          texts.when,
          texts.run,
          texts.amount,
          texts.destination,
          texts.status,
          texts.bookings,
        ]}
        rows={earnings.payouts.map((payout) => [
          when(payout.createdAt),
          payoutOrigin({ run: payout.run, requestedBy: null }),
          formatClp(payout.amount),
          payout.destination,
          payout.failureReason === null
            ? payoutStatusLabel(payout.status)
            : `${payoutStatusLabel(payout.status)}: ${payout.failureReason}`,
          <Stack gap={2} key="items">
            {payout.items.map((item) => (
              <Anchor key={item.bookingId} component={Link} to={bookingPath(item.bookingId)}>
                {texts.item(when(item.serviceStart), formatClp(item.amount))}
              </Anchor>
            ))}
          </Stack>,
        ])}
      />
    </Stack>
  );
}
