import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  operatorBooking,
  operatorBookings,
  operatorCancelBooking,
  type OperatorBookingsQuery,
} from '@brillo/domain/contracts/operator-bookings';
import { callApi } from '@/lib/api-client';
import { consoleListQueryOptions, consoleQueryOptions } from './console-query';

export const operatorBookingKeys = {
  all: ['operator-bookings'] as const,
  page: (query: OperatorBookingsQuery) => [...operatorBookingKeys.all, 'page', query] as const,
  one: (id: string) => [...operatorBookingKeys.all, 'one', id] as const,
};

/** A page of every booking (`GET /api/operador/bookings`), with its filters. */
export function getOperatorBookings(
  query: OperatorBookingsQuery,
  { signal }: { signal?: AbortSignal } = {},
) {
  return callApi(operatorBookings, { query, signal });
}

export function operatorBookingsQueryOptions(query: OperatorBookingsQuery) {
  return consoleListQueryOptions(operatorBookingKeys.page(query), (signal) =>
    getOperatorBookings(query, { signal }),
  );
}

export function useOperatorBookings(query: OperatorBookingsQuery) {
  return useQuery(operatorBookingsQueryOptions(query));
}

/** One booking with its people, money, history and emails (`GET /api/operador/bookings/:id`). */
export function getOperatorBooking(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(operatorBooking, { params: { id }, signal });
}

export function operatorBookingQueryOptions(id: string) {
  return consoleQueryOptions(operatorBookingKeys.one(id), (signal) =>
    getOperatorBooking(id, { signal }),
  );
}

export function useOperatorBooking(id: string) {
  return useQuery(operatorBookingQueryOptions(id));
}

/** Cancels a booking on someone's behalf with a reason; the answer is the booking as it is now. */
export function useCancelOperatorBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      callApi(operatorCancelBooking, { params: { id }, body: { reason } }),
    onSuccess: (booking) => {
      queryClient.setQueryData(operatorBookingKeys.one(id), booking);
      void queryClient.invalidateQueries({ queryKey: [...operatorBookingKeys.all, 'page'] });
    },
  });
}
