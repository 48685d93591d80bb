import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listFinishedBookings } from '@brillo/domain/contracts/customer-bookings';
import { rateBooking, type RateBookingBody } from '@brillo/domain/contracts/ratings';
import { callApi } from '@/lib/api-client';

/**
 * What /rating reads and sends (spec §2 "/rating", §7; ADR-041). The finished list is read under
 * the same query key as /finished-services (features/customer-bookings), so one read serves both
 * screens; a rating reads every customer list again ('customer-bookings' prefix).
 */
export const ratingKeys = {
  customerBookings: ['customer-bookings'] as const,
  finished: ['customer-bookings', 'finished'] as const,
};

/** The caller's finished bookings; the screen keeps those the lifecycle lets them rate. */
export function useFinishedBookings() {
  return useQuery({
    queryKey: ratingKeys.finished,
    queryFn: ({ signal }) => callApi(listFinishedBookings, { signal }),
  });
}

/** Sends one rating; every customer list is read again afterwards, refused or not. */
export function useRateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RateBookingBody) => callApi(rateBooking, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ratingKeys.customerBookings }),
  });
}
