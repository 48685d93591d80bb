import { consolePaths } from '@brillo/domain/console-paths';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { OperatorBookingDetail } from '@brillo/domain/contracts/operator-bookings';
import { formatDateTime } from '@brillo/domain/format';
import { formatClp, formatHours } from '@brillo/domain/format-booking';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { operatorBookingsTexts } from '@brillo/domain/texts/operator-bookings.es-CL';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import { formatSlotRange } from '@brillo/domain/zoned-time';
import { moneyLabel } from './bookings-table';
import { DetailField } from './detail-field';
import { RecordTable } from './record-table';

const texts = operatorBookingsTexts.detail;
const { actors, emailKinds, emailStates, money, outcomes, recipients, refundKinds } =
  operatorBookingsTexts;

interface BookingDetailProps {
  booking: OperatorBookingDetail;
  timeZone: string;
  onCancel: () => void;
  /** 'Reembolsar': offered while something of its payment is left to refund (PD-39). */
  onRefund?: () => void;
}

/**
 * One booking for operators: its summary (and the cancellation while it can still be cancelled),
 * its two people with their contact, its amounts, then its history, payments, the provider's
 * notifications, refunds and emails.
 */
export function BookingDetail({ booking, timeZone, onCancel, onRefund }: BookingDetailProps) {
  const when = (instant: string | null) => (instant ? formatDateTime(instant, timeZone) : '—');
  const status = (value: keyof typeof bookingTexts.statuses | null) =>
    value ? bookingTexts.statuses[value] : '—';
  return (
    <Stack gap="lg">
      <Card withBorder padding="md" component="section" aria-labelledby="booking-summary">
        <Stack gap="sm">
          <Title order={3} id="booking-summary">
            {texts.summary}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DetailField label={texts.status}>{bookingTexts.statuses[booking.status]}</DetailField>
            <DetailField label={texts.reason}>
              {booking.reason ? bookingTexts.reasons[booking.reason] : '—'}
            </DetailField>
            <DetailField label={texts.when}>
              {formatSlotRange(booking.slot.startTime, booking.slot.endTime, timeZone)}
            </DetailField>
            <DetailField label={texts.createdAt}>{when(booking.createdAt)}</DetailField>
            <DetailField label={texts.paymentStatus}>{moneyLabel(booking.money)}</DetailField>
          </SimpleGrid>
          {booking.actions.includes('operatorCancel') || (onRefund && booking.refundable > 0) ? (
            <Group>
              {booking.actions.includes('operatorCancel') ? (
                <Button color="red.9" onClick={onCancel}>
                  {texts.cancel}
                </Button>
              ) : null}
              {onRefund && booking.refundable > 0 ? (
                <Button variant="default" onClick={onRefund}>
                  {problemReportsTexts.refund.action}
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      </Card>

      <Stack gap="xs" component="section" aria-labelledby="booking-people">
        <Title order={3} id="booking-people">
          {texts.people}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {(['customer', 'agent'] as const).map((role) => {
            const person = booking[role];
            return (
              <Card withBorder padding="md" key={role}>
                <Stack gap="xs">
                  <Text fw={600}>
                    {texts[role]}:{' '}
                    <Anchor
                      component={Link}
                      to={consolePaths.operatorAccount.replace(':id', person.id)}
                    >
                      {person.name}
                    </Anchor>
                  </Text>
                  <DetailField label={texts.email}>{person.email}</DetailField>
                  <DetailField label={texts.phone}>{person.phone ?? '—'}</DetailField>
                  {role === 'customer' ? (
                    <DetailField label={texts.address}>
                      {[booking.customer.address, booking.customer.addressExtra]
                        .filter(Boolean)
                        .join(', ') || '—'}
                    </DetailField>
                  ) : null}
                  <DetailField label={texts.comuna}>{person.comuna ?? '—'}</DetailField>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="booking-amounts">
        <Title order={3} id="booking-amounts">
          {texts.amounts}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <DetailField label={texts.hourlyRate}>
            {formatClp(booking.amounts.hourlyRate)}
          </DetailField>
          <DetailField label={texts.hours}>{formatHours(booking.amounts.hours)}</DetailField>
          <DetailField label={texts.total}>{formatClp(booking.amounts.amount)}</DetailField>
          <DetailField label={texts.commission}>
            {booking.amounts.commission === null
              ? texts.noCommission
              : formatClp(booking.amounts.commission)}
          </DetailField>
        </SimpleGrid>
      </Stack>

      <RecordTable
        id="booking-history"
        title={texts.history}
        columns={[texts.at, texts.actor, texts.change, texts.reason, texts.note]}
        rows={booking.history.map((step) => [
          `${when(step.at)}${step.recorded ? '' : ` ${texts.notRecorded}`}`,
          step.operator
            ? `${actors.operator}: ${step.operator.name}`
            : actors[step.actor ?? 'unknown'],
          `${status(step.from)} → ${status(step.to)}`,
          step.reason ? bookingTexts.reasons[step.reason] : '—',
          step.note ?? '—',
        ])}
      />
      <RecordTable
        id="booking-payments"
        title={texts.payments}
        columns={[texts.at, texts.provider, texts.paymentStatus, texts.total, texts.settledAt]}
        rows={booking.payments.map((payment) => [
          when(payment.createdAt),
          `${payment.provider} ${payment.providerPaymentId ?? ''}`.trim(),
          `${money.payment[payment.status]}${payment.failureReason ? ` (${payment.failureReason})` : ''}`,
          formatClp(payment.amount),
          when(payment.settledAt),
        ])}
      />
      <RecordTable
        id="booking-events"
        title={texts.events}
        columns={[texts.at, texts.eventType, texts.outcome]}
        rows={booking.events.map((event) => [
          when(event.receivedAt),
          event.type,
          outcomes[event.outcome],
        ])}
      />
      <RecordTable
        id="booking-refunds"
        title={texts.refunds}
        columns={[texts.at, texts.paymentStatus, texts.total, texts.attempt]}
        rows={booking.refunds.map((refund) => [
          when(refund.createdAt),
          `${money.refund[refund.status]}, ${refundKinds[refund.kind]}`,
          formatClp(refund.amount),
          String(refund.attempt),
        ])}
      />
      <RecordTable
        id="booking-emails"
        title={texts.emails}
        columns={[texts.at, texts.emailKind, texts.recipient, texts.emailState]}
        rows={booking.emails.map((email) => [
          when(email.sentAt ?? email.queuedAt),
          emailKinds[email.email] ?? email.email,
          `${recipients[email.recipient]} (${email.to})`,
          emailStates[email.state],
        ])}
      />
    </Stack>
  );
}
