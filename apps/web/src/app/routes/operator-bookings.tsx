import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { OperatorBookingsQuery } from '@brillo/domain/contracts/operator-bookings';
import { bookingStatuses, type BookingStatus } from '@brillo/domain/enums';
import { operatorBookingsTexts } from '@brillo/domain/texts/operator-bookings.es-CL';
import { DEFAULT_TIME_ZONE } from '@brillo/domain/zoned-time';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { useOperatorBookings } from '@/features/operators/api/bookings';
import {
  BookingFilters,
  type BookingFilterValues,
} from '@/features/operators/components/booking-filters';
import { BookingsTable } from '@/features/operators/components/bookings-table';
import { ConsolePage } from '@/features/operators/components/console-page';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePublicConfig } from '@/hooks/use-public-config';
import { ApiError } from '@/lib/api-client';
import { consoleRefusal } from './not-found';

const texts = operatorBookingsTexts.list;

const isStatus = (value: string): value is BookingStatus =>
  (bookingStatuses as readonly string[]).includes(value);

/** The filters and the page, as the address keeps them (a search can be shared). */
function filtersFrom(search: URLSearchParams): BookingFilterValues & { page: number } {
  const text = (name: string) => search.get(name)?.trim() ?? '';
  const page = Number(search.get('pagina'));
  return {
    statuses: search.getAll('estado').filter(isStatus),
    from: text('desde'),
    to: text('hasta'),
    customer: text('cliente'),
    comuna: text('comuna'),
    agentId: text('agente'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function searchFrom(filters: BookingFilterValues, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  for (const status of filters.statuses) search.append('estado', status);
  const pairs: [string, string][] = [
    ['desde', filters.from],
    ['hasta', filters.to],
    ['cliente', filters.customer],
    ['comuna', filters.comuna],
    ['agente', filters.agentId],
  ];
  for (const [name, value] of pairs) if (value) search.set(name, value);
  if (page > 1) search.set('pagina', String(page));
  return search;
}

function queryOf(filters: BookingFilterValues & { page: number }): OperatorBookingsQuery {
  return {
    ...(filters.statuses.length > 0 ? { status: filters.statuses } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.customer ? { customer: filters.customer } : {}),
    ...(filters.comuna ? { comuna: filters.comuna } : {}),
    ...(filters.agentId ? { agentId: filters.agentId } : {}),
    ...(filters.page > 1 ? { page: filters.page } : {}),
  };
}

/**
 * /operador/reservas (issue 32): every booking, filtered and paged, newest service first. As the
 * rest of the console, the API decides who sees it: 404 shows the not-found page, 403 sends an
 * operator without an authenticator to set it up. Filters and page live in the address.
 */
export function OperatorBookingsRoute() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const list = useOperatorBookings(queryOf(filters));
  const error = list.error instanceof ApiError ? list.error : null;
  const timeZone = usePublicConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
  usePageTitle(texts.title);

  const refusal = consoleRefusal(error);
  if (refusal) return refusal;

  let body;
  if (list.isPending) body = <LoadingState text={texts.loading} />;
  else if (list.isError) {
    body = (
      <LoadFailed
        text={error?.message || texts.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.bookings.length === 0) body = <Text role="status">{texts.empty}</Text>;
  else {
    body = (
      <BookingsTable
        page={list.data}
        timeZone={timeZone}
        onPage={(page) => setSearch(searchFrom(filters, page))}
      />
    );
  }

  return (
    <ConsolePage>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id="bookings-title">
            {texts.title}
          </Title>
          <Text c="gray.7">{texts.intro}</Text>
        </Stack>
        <BookingFilters
          key={search.toString()}
          value={filters}
          onChange={(next) => setSearch(searchFrom(next))}
        />
        {body}
      </Stack>
    </ConsolePage>
  );
}
