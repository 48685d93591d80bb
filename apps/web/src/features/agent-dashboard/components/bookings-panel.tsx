import { Badge, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { AgentBooking, AgentBookingListStatus } from '@brillo/domain/contracts/agent-bookings';
import { formatDateTime } from '@brillo/domain/format';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { useAgentBookings } from '../api/dashboard';
import { formatClp, formatHours } from '../display-rules';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { FirstItems } from '@/components/first-items';

const texts = dashboardTexts.bookings;

/** Who booked: the first name and comuna before payment, the full name once paid (decision 28). */
function customerLine(booking: AgentBooking): string {
  const { customer } = booking;
  return customer.contact === 'full'
    ? customer.name
    : texts.limitedCustomer(customer.firstName, customer.comuna);
}

function BookingItem({ booking, timeZone }: { booking: AgentBooking; timeZone: string }) {
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Stack gap={2}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {customerLine(booking)}
        </Text>
        <Text size="sm">
          {texts.when(
            formatDateTime(booking.startTime, timeZone),
            formatDateTime(booking.endTime, timeZone),
          )}
        </Text>
        <Text size="sm" c="gray.7">
          {texts.hoursAndTotal(formatHours(booking.hours), formatClp(booking.amount))}
        </Text>
      </Stack>
    </Paper>
  );
}

interface BookingListProps {
  status: AgentBookingListStatus;
  title: string;
  empty: string;
  timeZone: string;
}

function BookingList({ status, title, empty, timeZone }: BookingListProps) {
  const list = useAgentBookings([status]);
  const id = `bookings-${status}`;
  let content;
  if (list.isPending) content = <LoadingState text={texts.loading} />;
  else if (list.isError) {
    content = <LoadFailed text={texts.loadFailed} onRetry={() => void list.refetch()} />;
  } else if (list.data.bookings.length === 0) content = <Text>{empty}</Text>;
  else {
    const { bookings, total } = list.data;
    content = (
      <FirstItems shown={bookings.length} total={total} more={texts.more} gap="xs">
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {bookings.map((booking) => (
            <BookingItem key={booking.id} booking={booking} timeZone={timeZone} />
          ))}
        </Stack>
      </FirstItems>
    );
  }
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Group gap="xs">
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        {list.data ? (
          <Badge variant="light">
            <span aria-hidden>{list.data.total}</span>
            <VisuallyHidden>{dashboardTexts.actions.count(list.data.total)}</VisuallyHidden>
          </Badge>
        ) : null}
      </Group>
      {content}
    </Stack>
  );
}

/** The bookings panel (spec §2): pending requests and accepted, paid bookings, soonest first. */
export function BookingsPanel({ timeZone }: { timeZone: string }) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="bookings-panel-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="bookings-panel-title">
          {texts.title}
        </Title>
        <BookingList
          status="pending"
          title={texts.pendingTitle}
          empty={texts.pendingEmpty}
          timeZone={timeZone}
        />
        <BookingList
          status="accepted_payment_success"
          title={texts.acceptedTitle}
          empty={texts.acceptedEmpty}
          timeZone={timeZone}
        />
      </Stack>
    </Paper>
  );
}
