import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  readBookingPayment,
  readSandboxIntent,
  settleSandboxIntent,
  type BookingPayment,
  type SandboxSettleBody,
} from '@brillo/domain/contracts/payments';
import { callApi } from '@/lib/api-client';

/** How often a result page asks again while the bank has not confirmed. */
export const RESULT_REFRESH_MS = 2000;
/** How long a result page keeps asking before it says the answer will come by email. */
export const RESULT_WAIT_MS = 3 * 60_000;

/**
 * The booking's state has settled: paid, failed, or over. A booking still failed from an earlier
 * attempt whose latest attempt is open (a retry) waits for that attempt's notification.
 */
export function isSettled(payment: BookingPayment): boolean {
  if (payment.booking_status === 'accepted_pending_payment') return false;
  return !(
    payment.booking_status === 'accepted_payment_failed' && payment.payment_status === 'created'
  );
}

/**
 * The booking and its payment as the server knows them, read again every 2 s until the provider's
 * notification has settled it (decision 12: the page never decides the result), and no longer
 * after an error or once `gaveUp`.
 */
export function useBookingPayment(bookingId: string | null, refresh: boolean, gaveUp = false) {
  return useQuery({
    queryKey: ['booking-payment', bookingId],
    queryFn: ({ signal }) =>
      callApi(readBookingPayment, { params: { id: bookingId ?? '' }, signal }),
    enabled: bookingId !== null,
    refetchInterval: (query) =>
      refresh &&
      !gaveUp &&
      query.state.status !== 'error' &&
      (!query.state.data || !isSettled(query.state.data))
        ? RESULT_REFRESH_MS
        : false,
  });
}

export function useSandboxIntent(token: string) {
  return useQuery({
    queryKey: ['sandbox-intent', token],
    queryFn: ({ signal }) => callApi(readSandboxIntent, { params: { token }, signal }),
    enabled: token !== '',
    retry: false,
  });
}

/** The sandbox bank's answer: the server signs and delivers the notification, then answers. */
export function useSettleSandbox(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SandboxSettleBody) =>
      callApi(settleSandboxIntent, { params: { token }, body }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
