import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptBooking, rejectBooking } from '@brillo/domain/contracts/customer-bookings';
import { callApi } from '@/lib/api-client';
import { agentBookingKeys } from '@/hooks/booking-keys';

/**
 * The agent's answers to a pending request (spec §7): `PATCH /api/customers/bookings/{id}/accept`
 * and `/reject`. The lists are the shared booking reads (hooks/use-agent-bookings), so an
 * answer refreshes the screens' lists and the dashboard's counts together.
 */
export type AgentAnswer = 'accept' | 'reject';

const answerEndpoints = { accept: acceptBooking, reject: rejectBooking } as const;

export function useAnswerBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: AgentAnswer }) =>
      callApi(answerEndpoints[answer], { params: { id }, body: {} }),
    // Refreshed on failure too: a 409 means the booking changed meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentBookingKeys.all }),
  });
}
