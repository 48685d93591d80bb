import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@brillo/domain/format';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { customerBookingsTexts } from '@brillo/domain/texts/customer-bookings.es-CL';
import type { CustomerBooking } from '@brillo/domain/contracts/customer-bookings';
import { useCustomerBookings, type CustomerListKind } from '../api/customer-bookings';
import { formatClp, formatHours, phoneWithPlus, useTimeZone } from '../display';
import { FirstItems } from '@/components/first-items';
import { LoadingState, LoadFailed } from '@/components/load-states';

const texts = customerBookingsTexts.list;

export interface ListTexts {
  loading: string;
  loadFailed: string;
  empty: string;
}

interface BookingListProps {
  kind: CustomerListKind;
  texts: ListTexts;
  /** The fields a booking shows beyond the shared ones (the reason, the rating): `Field`s only. */
  renderDetails?: (booking: CustomerBooking) => ReactNode;
  /** A sentence under the fields, if any (why a payment is still due). */
  renderNote?: (booking: CustomerBooking) => ReactNode;
  /** The booking's buttons, if any. */
  renderActions?: (booking: CustomerBooking, service: string) => ReactNode;
}

/** A label and value pair, one line of a booking card. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group component="div" gap={6} wrap="wrap" align="baseline">
      <Text component="dt" fw={600} size="sm">
        {label}:
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function BookingCard({
  booking,
  timeZone,
  renderDetails,
  renderNote,
  renderActions,
}: {
  booking: CustomerBooking;
  timeZone: string;
} & Pick<BookingListProps, 'renderDetails' | 'renderNote' | 'renderActions'>) {
  const start = formatDateTime(booking.startTime, timeZone);
  const service = texts.serviceWith(booking.agent.name, start);
  const status = bookingTexts.statuses[booking.status];
  const actions = renderActions?.(booking, service);
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={service}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {booking.agent.name}
          </Text>
          <Badge
            variant="light"
            color={booking.status === 'accepted_payment_failed' ? 'red' : 'brillo'}
          >
            {status}
          </Badge>
        </Group>
        <Stack component="dl" gap={4} m={0}>
          <Field label={texts.status}>{status}</Field>
          <Field label={texts.start}>{start}</Field>
          <Field label={texts.end}>{formatDateTime(booking.endTime, timeZone)}</Field>
          <Field label={texts.createdAt}>{formatDateTime(booking.createdAt, timeZone)}</Field>
          <Field label={texts.agent}>{booking.agent.name}</Field>
          {booking.agent.phone ? (
            <Field label={texts.agentPhone}>{phoneWithPlus(booking.agent.phone)}</Field>
          ) : null}
          <Field label={texts.hours}>{formatHours(booking.hours)}</Field>
          <Field label={texts.total}>{formatClp(booking.amount)}</Field>
          {renderDetails?.(booking)}
        </Stack>
        {renderNote?.(booking)}
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Stack>
    </Paper>
  );
}

/**
 * One of the customer's lists: loading, error with 'Reintentar', the Spanish empty state, or the
 * bookings soonest first, noting how many the server left out.
 */
export function BookingList({
  kind,
  texts: listTexts,
  renderDetails,
  renderNote,
  renderActions,
}: BookingListProps) {
  const list = useCustomerBookings(kind);
  const timeZone = useTimeZone();
  if (list.isPending) {
    return <LoadingState text={listTexts.loading} />;
  }
  if (list.isError) {
    return (
      <LoadFailed
        text={listTexts.loadFailed}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const { bookings, total } = list.data;
  if (bookings.length === 0) return <Text>{listTexts.empty}</Text>;
  return (
    <FirstItems shown={bookings.length} total={total} more={texts.more}>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {bookings.map((booking) => (
          <BookingCard
            key={booking.id}
            booking={booking}
            timeZone={timeZone}
            renderDetails={renderDetails}
            renderNote={renderNote}
            renderActions={renderActions}
          />
        ))}
      </Stack>
    </FirstItems>
  );
}
