import type { OperatorBookingsQuery } from '@brillo/domain/contracts/operator-bookings';
import { bookingStatuses, type BookingStatus } from '@brillo/domain/enums';
import { operatorBookingsTexts } from '@brillo/domain/texts/operator-bookings.es-CL';
import { useOperatorBookings } from '@/features/operators/api/bookings';
import {
  BookingFilters,
  type BookingFilterValues,
} from '@/features/operators/components/booking-filters';
import { BookingsTable } from '@/features/operators/components/bookings-table';
import { ConsoleList } from '@/features/operators/components/console-list';
import {
  listQuery,
  paramsAddress,
  useListAddress,
  type ListAddress,
} from '@/features/operators/hooks/use-list-address';
import { consoleRefusal } from './not-found';

const texts = operatorBookingsTexts.list;

const isStatus = (value: string): value is BookingStatus =>
  (bookingStatuses as readonly string[]).includes(value);

/** The filters but the statuses, each under its name in the address, after the statuses. */
const textFilters = paramsAddress<Omit<BookingFilterValues, 'statuses'>>({
  from: 'desde',
  to: 'hasta',
  customer: 'cliente',
  comuna: 'comuna',
  agentId: 'agente',
});

/** The filters, as the address keeps them (a search can be shared). */
const address: ListAddress<BookingFilterValues> = {
  read: (search) => ({
    statuses: search.getAll('estado').filter(isStatus),
    ...textFilters.read(search),
  }),
  write: (filters, search) => {
    for (const status of filters.statuses) search.append('estado', status);
    textFilters.write(filters, search);
  },
};

/**
 * /operador/reservas (issue 32): every booking, filtered and paged, newest service first. As the
 * rest of the console, the API decides who sees it: 404 shows the not-found page, 403 sends an
 * operator without an authenticator to set it up. Filters and page live in the address.
 */
export function OperatorBookingsRoute() {
  const { filters, page, key, setFilters, setPage } = useListAddress(address);
  const { statuses, ...others } = filters;
  const list = useOperatorBookings(
    listQuery<OperatorBookingsQuery>({ status: statuses, ...others }, page),
  );
  return (
    <ConsoleList
      list={list}
      texts={texts}
      titleId="bookings-title"
      refusal={consoleRefusal}
      filters={<BookingFilters key={key} value={filters} onChange={setFilters} />}
      isEmpty={(found) => found.bookings.length === 0}
    >
      {(found, timeZone) => <BookingsTable page={found} timeZone={timeZone} onPage={setPage} />}
    </ConsoleList>
  );
}
