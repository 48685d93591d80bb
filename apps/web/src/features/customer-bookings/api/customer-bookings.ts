import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingStatus } from '@brillo/domain/enums';
import { callApi } from '@/lib/api-client';
import {
  changeBooking,
  listCustomerBookings,
  listFinishedBookings,
  type UpdateBookingBody,
} from '@brillo/domain/contracts/customer-bookings';
import { reportProblem, type ReportProblemBody } from '@brillo/domain/contracts/problem-reports';

/** The customer's lists, one per screen (spec §2 "Other customer screens"; decision 26). */
export const customerLists = {
  pending: ['pending'],
  booked: ['accepted_pending_payment', 'accepted_payment_failed'],
  active: ['accepted_payment_success'],
  cancelled: ['rejected', 'accepted_customer_cancelation'],
  finished: null,
} as const satisfies Record<string, readonly BookingStatus[] | null>;
export type CustomerListKind = keyof typeof customerLists;

export const customerBookingKeys = {
  all: ['customer-bookings'] as const,
  list: (kind: CustomerListKind) => ['customer-bookings', kind] as const,
};

function readList(kind: CustomerListKind, signal: AbortSignal) {
  const statuses = customerLists[kind];
  if (statuses === null) return callApi(listFinishedBookings, { signal });
  return callApi(listCustomerBookings, { query: { status: [...statuses] }, signal });
}

export function customerBookingsQueryOptions(kind: CustomerListKind) {
  return queryOptions({
    queryKey: customerBookingKeys.list(kind),
    queryFn: ({ signal }) => readList(kind, signal),
  });
}

export function useCustomerBookings(kind: CustomerListKind) {
  return useQuery(customerBookingsQueryOptions(kind));
}

/** Cancels or finishes one booking; every customer list is read again afterwards. */
export function useChangeCustomerBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: UpdateBookingBody['status'] }) =>
      callApi(changeBooking, { params: { id }, body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerBookingKeys.all }),
  });
}

/** Reports a problem of a finished service (PD-39); every customer list is read again. */
export function useReportProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReportProblemBody }) =>
      callApi(reportProblem, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerBookingKeys.all }),
  });
}
