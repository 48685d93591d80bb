import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ActiveBooking } from '@brillo/domain/contracts/agent-bookings';
import { toMailtoHref, toTelHref } from '@brillo/domain/contact-links';
import { formatDateTime } from '@brillo/domain/format';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { useActiveBookings } from '../api/dashboard';
import { formatClp, formatHours, orNotAvailable, phoneWithPlus } from '../display-rules';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { FirstItems } from '@/components/first-items';
import { FieldList } from './part-state';

const texts = dashboardTexts.active;

function ActiveServiceCard({ booking, timeZone }: { booking: ActiveBooking; timeZone: string }) {
  const { customer } = booking;
  const phone = phoneWithPlus(customer.phone);
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={`active-${booking.id}`}
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id={`active-${booking.id}`} style={{ overflowWrap: 'anywhere' }}>
          {texts.cardTitle(customer.name)}
        </Title>
        <FieldList
          fields={[
            { label: texts.customer, value: customer.name },
            {
              label: texts.email,
              value: customer.email ? (
                <Anchor href={toMailtoHref(customer.email)}>{customer.email}</Anchor>
              ) : (
                orNotAvailable(null)
              ),
            },
            {
              label: texts.phone,
              value: customer.phone ? <Anchor href={toTelHref(phone)}>{phone}</Anchor> : phone,
            },
            { label: texts.address, value: orNotAvailable(customer.address) },
            { label: texts.addressExtra, value: orNotAvailable(customer.addressExtra) },
            { label: texts.start, value: formatDateTime(booking.startTime, timeZone) },
            { label: texts.end, value: formatDateTime(booking.endTime, timeZone) },
            { label: texts.hours, value: formatHours(booking.hours) },
            { label: texts.hourlyRate, value: formatClp(booking.hourlyRate) },
            { label: texts.total, value: formatClp(booking.amount) },
          ]}
        />
      </Stack>
    </Paper>
  );
}

/** The cards of the agent's paid services that are not over yet (spec §2), soonest first. */
export function ActiveServices({ timeZone }: { timeZone: string }) {
  const active = useActiveBookings();
  let content;
  if (active.isPending) content = <LoadingState text={texts.loading} />;
  else if (active.isError) {
    content = <LoadFailed text={texts.loadFailed} onRetry={() => void active.refetch()} />;
  } else if (active.data.bookings.length === 0) content = <Text>{texts.empty}</Text>;
  else {
    const { bookings, total } = active.data;
    content = (
      <FirstItems shown={bookings.length} total={total} more={texts.more}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {bookings.map((booking) => (
            <ActiveServiceCard key={booking.id} booking={booking} timeZone={timeZone} />
          ))}
        </SimpleGrid>
      </FirstItems>
    );
  }
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby="active-services-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="active-services-title">
          {texts.title}
        </Title>
        {content}
      </Stack>
    </Paper>
  );
}
