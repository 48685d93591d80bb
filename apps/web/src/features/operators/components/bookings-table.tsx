import { consolePaths } from '@brillo/domain/console-paths';
import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import type {
  OperatorBookingRow,
  OperatorBookingsPage,
} from '@brillo/domain/contracts/operator-bookings';
import { formatClp } from '@brillo/domain/format-booking';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { operatorBookingsTexts } from '@brillo/domain/texts/operator-bookings.es-CL';
import { formatSlotRange } from '@brillo/domain/zoned-time';
import { PagedTable } from './paged-table';
import classes from './scrolling-table.module.css';

const texts = operatorBookingsTexts.list;
const { money } = operatorBookingsTexts;

/** Where the booking's money stands, in words: its payment, then its refund if any. */
export function moneyLabel(state: OperatorBookingRow['money']): string {
  const payment = money.payment[state.payment ?? 'none'];
  return state.refund ? `${payment}, ${money.refund[state.refund]}` : payment;
}

const columns = [
  texts.when,
  texts.status,
  texts.agent,
  texts.customer,
  texts.comuna,
  texts.amount,
  texts.money,
] as const;

interface BookingsTableProps {
  page: OperatorBookingsPage;
  timeZone: string;
  onPage: (page: number) => void;
}

/**
 * A page of bookings: a table that scrolls sideways on a narrow screen, each row opening the
 * booking's page, then the pages.
 */
export function BookingsTable({ page, timeZone, onPage }: BookingsTableProps) {
  return (
    <PagedTable
      page={page}
      totalText={texts.total(page.total)}
      labelledBy="bookings-title"
      columns={columns}
      onPage={onPage}
    >
      {page.bookings.map((booking) => {
        const when = formatSlotRange(booking.startTime, booking.endTime, timeZone);
        return (
          <Table.Tr key={booking.id}>
            <Table.Td>
              <Anchor
                component={Link}
                to={consolePaths.operatorBooking.replace(':id', booking.id)}
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
    </PagedTable>
  );
}
