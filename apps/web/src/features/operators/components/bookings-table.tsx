import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type {
  OperatorBookingRow,
  OperatorBookingsPage,
} from '@brillo/domain/contracts/operator-bookings';
import { formatClp } from '@brillo/domain/format-booking';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { operatorBookingsTexts } from '@brillo/domain/texts/operator-bookings.es-CL';
import { formatSlotRange } from '@brillo/domain/zoned-time';
import { paths } from '@/config/paths';
import classes from './operator-bookings.module.css';

const texts = operatorBookingsTexts.list;
const { money } = operatorBookingsTexts;

/** Where the booking's money stands, in words: its payment, then its refund if any. */
export function moneyLabel(state: OperatorBookingRow['money']): string {
  const payment = money.payment[state.payment ?? 'none'];
  return state.refund ? `${payment}, ${money.refund[state.refund]}` : payment;
}

interface BookingsTableProps {
  page: OperatorBookingsPage;
  timeZone: string;
  onPage: (page: number) => void;
}

/**
 * A page of bookings: a table that scrolls sideways on a narrow screen (its region takes the
 * keyboard focus), each row opening the booking's page, then the pages.
 */
export function BookingsTable({ page, timeZone, onPage }: BookingsTableProps) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <Stack gap="sm">
      <Text size="sm">{texts.total(page.total)}</Text>
      <div className={classes.scroller} role="region" aria-labelledby="bookings-title" tabIndex={0}>
        <Table striped highlightOnHover verticalSpacing="xs" className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{texts.when}</Table.Th>
              <Table.Th scope="col">{texts.status}</Table.Th>
              <Table.Th scope="col">{texts.agent}</Table.Th>
              <Table.Th scope="col">{texts.customer}</Table.Th>
              <Table.Th scope="col">{texts.comuna}</Table.Th>
              <Table.Th scope="col">{texts.amount}</Table.Th>
              <Table.Th scope="col">{texts.money}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.bookings.map((booking) => {
              const when = formatSlotRange(booking.startTime, booking.endTime, timeZone);
              return (
                <Table.Tr key={booking.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={paths.operatorBooking.replace(':id', booking.id)}
                      aria-label={texts.openLabel(booking.customer.name, when)}
                    >
                      {when}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{bookingTexts.statuses[booking.status]}</Table.Td>
                  <Table.Td>{booking.agent.name}</Table.Td>
                  <Table.Td>{booking.customer.name}</Table.Td>
                  <Table.Td>{booking.comuna ?? '—'}</Table.Td>
                  <Table.Td className={classes.nowrap}>{formatClp(booking.amount)}</Table.Td>
                  <Table.Td>{moneyLabel(booking.money)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      <Group justify="space-between" gap="sm">
        <Button variant="default" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
          {texts.previous}
        </Button>
        <Text size="sm" aria-live="polite">
          {texts.pageOf(page.page, pages)}
        </Text>
        <Button
          variant="default"
          disabled={page.page >= pages}
          onClick={() => onPage(page.page + 1)}
        >
          {texts.next}
        </Button>
      </Group>
    </Stack>
  );
}
