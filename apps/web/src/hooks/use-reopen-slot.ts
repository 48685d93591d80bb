import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reopenSlot } from '@brillo/domain/contracts/slots';
import { callApi } from '@/lib/api-client';
import { agentBookingKeys } from './booking-keys';

/** The query key of the agent's slot list (/availability), which reopening a slot changes too. */
export const agentSlotsKey = ['agent-slots'] as const;

/**
 * Offers a rejected slot again (decision 23), from /rejected: the slot list and the booking
 * lists are read again, on failure too (a 409 means the slot changed meanwhile).
 */
export function useReopenSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(reopenSlot, { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentSlotsKey }),
        queryClient.invalidateQueries({ queryKey: agentBookingKeys.all }),
      ]),
  });
}
