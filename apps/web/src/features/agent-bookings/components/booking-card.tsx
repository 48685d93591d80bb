import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AgentBooking } from '@brillo/domain/contracts/agent-bookings';
import { toMailtoHref, toTelHref } from '@brillo/domain/contact-links';
import { formatDateTime } from '@brillo/domain/format';
import { agentBookingsTexts } from '@brillo/domain/texts/agent-bookings.es-CL';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { formatClp, formatHours, orNotAvailable, phoneWithPlus } from '@/lib/booking-display';
import { FirstItems } from '@/components/first-items';
import { LoadingState, LoadFailed } from '@/components/load-states';

const texts = agentBookingsTexts;

/** Who booked, as one line: the first name and comuna before payment, the name once paid. */
export function customerName(booking: AgentBooking): string {
  const { customer } = booking;
  return customer.contact === 'full'
    ? customer.name
    : texts.item.limitedCustomer(customer.firstName, customer.comuna);
}

export type ChipTone = 'good' | 'neutral' | 'bad';

/** Outlined chips in the palette's darkest shades, so their text keeps a 4.5:1 contrast. */
const chipColors: Record<ChipTone, string> = {
  good: 'brillo.9',
  neutral: 'gray.8',
  bad: 'red.9',
};

export interface BookingChip {
  label: string;
  tone: ChipTone;
}

interface BookingCardProps {
  booking: AgentBooking;
  timeZone: string;
  chip?: BookingChip;
  /** Lines after the times and amounts (the contact, the reason). */
  details?: ReactNode;
  /** The booking's buttons. */
  actions?: ReactNode;
}

/** One booking: who, when, how many hours and the total the server computed (decision 9). */
export function BookingCard({ booking, timeZone, chip, details, actions }: BookingCardProps) {
  const start = formatDateTime(booking.startTime, timeZone);
  const name = customerName(booking);
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={texts.item.label(name, start)}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {chip ? (
            <Badge variant="outline" color={chipColors[chip.tone]}>
              {chip.label}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">{texts.item.when(start, formatDateTime(booking.endTime, timeZone))}</Text>
        <Text size="sm">
          {texts.item.hours}: {formatHours(booking.hours)} · {texts.item.total}:{' '}
          {formatClp(booking.amount)}
        </Text>
        {details}
        {actions ? (
          <Group gap="sm" mt={4}>
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The customer's full contact of a paid booking, or a note that it comes with the payment. */
export function ContactLines({ booking }: { booking: AgentBooking }) {
  const { customer } = booking;
  if (customer.contact === 'limited') {
    return (
      <Text size="sm" c="gray.7">
        {texts.item.contactAfterPayment}
      </Text>
    );
  }
  const address = [customer.address, customer.addressExtra].filter(Boolean).join(', ');
  const phone = phoneWithPlus(customer.phone);
  return (
    <Stack gap={2}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {texts.item.email}:{' '}
        {customer.email ? (
          <Anchor href={toMailtoHref(customer.email)} inherit>
            {customer.email}
          </Anchor>
        ) : (
          orNotAvailable(null)
        )}
      </Text>
      <Text size="sm">
        {texts.item.phone}:{' '}
        {customer.phone ? (
          <Anchor href={toTelHref(phone)} inherit>
            {phone}
          </Anchor>
        ) : (
          phone
        )}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {texts.item.address}: {orNotAvailable(address)}
      </Text>
    </Stack>
  );
}

/** Why a rejected or cancelled booking ended (decision 25). */
export function ReasonLine({ booking }: { booking: AgentBooking }) {
  if (!booking.reason) return null;
  return (
    <Text size="sm">
      {texts.item.reason}: {bookingTexts.reasons[booking.reason]}
    </Text>
  );
}

interface ListTexts {
  loading: string;
  empty: string;
  loadFailed: string;
}

interface BookingListViewProps<Item extends AgentBooking> {
  query: UseQueryResult<{ bookings: Item[]; total: number }>;
  listTexts: ListTexts;
  label: string;
  renderBooking: (booking: Item) => ReactNode;
}

/** A screen's list: loading, its error with a retry, its empty state, or the bookings. */
export function BookingListView<Item extends AgentBooking>({
  query,
  listTexts,
  label,
  renderBooking,
}: BookingListViewProps<Item>) {
  if (query.isPending) {
    return <LoadingState text={listTexts.loading} />;
  }
  if (query.isError) {
    return <LoadFailed text={listTexts.loadFailed} onRetry={() => void query.refetch()} />;
  }
  const { bookings, total } = query.data;
  if (bookings.length === 0) return <Text>{listTexts.empty}</Text>;
  return (
    <FirstItems shown={bookings.length} total={total} more={texts.more}>
      <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {bookings.map((booking) => renderBooking(booking))}
      </Stack>
    </FirstItems>
  );
}
