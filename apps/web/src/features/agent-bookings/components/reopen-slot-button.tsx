import { Button } from '@mantine/core';
import type { AgentBooking } from '@brillo/domain/contracts/agent-bookings';
import { formatDateTime } from '@brillo/domain/format';
import { agentBookingsTexts } from '@brillo/domain/texts/agent-bookings.es-CL';
import { useReopenSlot } from '@/hooks/use-reopen-slot';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

const texts = agentBookingsTexts.actions;

/**
 * Whether the agent can offer the booking's slot again (decision 23): the API names the slot
 * while it is still rejected, and its start must be ahead.
 */
export function canReopenSlot(booking: AgentBooking, now: Date): boolean {
  return booking.reopenableSlotId !== null && new Date(booking.startTime) > now;
}

/** 'Volver a ofrecer el espacio' on a rejected request whose slot can be offered again. */
export function ReopenSlotButton({
  booking,
  timeZone,
}: {
  booking: AgentBooking;
  timeZone: string;
}) {
  const reopen = useReopenSlot();
  const slotId = booking.reopenableSlotId;
  if (slotId === null) return null;
  return (
    <Button
      variant="light"
      aria-label={texts.reopenLabel(formatDateTime(booking.startTime, timeZone))}
      loading={reopen.isPending}
      onClick={() =>
        reopen.mutate(slotId, {
          onSuccess: () => notify('success', texts.reopened),
          onError: (error) =>
            notify('error', error instanceof ApiError ? error.message : texts.failed),
        })
      }
    >
      {texts.reopen}
    </Button>
  );
}
