import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { allowedActions } from '@brillo/domain/booking-lifecycle';
import { agentBookingScreenStatuses } from '@brillo/domain/agent-booking-statuses';
import type { AgentBooking } from '@brillo/domain/contracts/agent-bookings';
import { formatDateTime } from '@brillo/domain/format';
import { agentBookingsTexts } from '@brillo/domain/texts/agent-bookings.es-CL';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useAgentBookings } from '@/hooks/use-agent-bookings';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAnswerBooking, type AgentAnswer } from '../api/agent-bookings';
import { BookingCard, BookingListView, customerName } from './booking-card';

const texts = agentBookingsTexts.actions;

/** What the lifecycle lets the agent do with a booking now (spec §4; ADR-037). */
export function agentActionsOf(booking: AgentBooking, now: Date) {
  return allowedActions(booking.status, 'agent', {
    now,
    startTime: new Date(booking.startTime),
    endTime: new Date(booking.endTime),
    createdAt: new Date(booking.createdAt),
    decidedAt: booking.decidedAt ? new Date(booking.decidedAt) : null,
    finishedAt: booking.finishedAt ? new Date(booking.finishedAt) : null,
  });
}

const toasts: Record<AgentAnswer, string> = {
  accept: bookingTexts.toasts.accepted,
  reject: bookingTexts.toasts.rejected,
};

function PendingItem({ booking, timeZone }: { booking: AgentBooking; timeZone: string }) {
  const [confirming, setConfirming] = useState(false);
  const answer = useAnswerBooking();
  const actions = agentActionsOf(booking, new Date());
  const name = customerName(booking);
  const start = formatDateTime(booking.startTime, timeZone);
  const when = agentBookingsTexts.item.when(start, formatDateTime(booking.endTime, timeZone));

  function send(choice: AgentAnswer) {
    answer.mutate(
      { id: booking.id, answer: choice },
      {
        onSuccess: () => {
          setConfirming(false);
          notify('success', toasts[choice]);
        },
        onError: (error) => {
          setConfirming(false);
          notify('error', error instanceof ApiError ? error.message : texts.failed);
        },
      },
    );
  }

  const busy = answer.isPending;
  return (
    <BookingCard
      booking={booking}
      timeZone={timeZone}
      actions={
        actions.length > 0 ? (
          <>
            {actions.includes('accept') ? (
              <Button
                aria-label={texts.acceptLabel(name, start)}
                loading={busy && answer.variables?.answer === 'accept'}
                disabled={busy}
                onClick={() => send('accept')}
              >
                {texts.accept}
              </Button>
            ) : null}
            {actions.includes('reject') ? (
              <Button
                variant="default"
                aria-label={texts.rejectLabel(name, start)}
                disabled={busy}
                onClick={() => setConfirming(true)}
              >
                {texts.reject}
              </Button>
            ) : null}
            <ConfirmDialog
              opened={confirming}
              onClose={() => setConfirming(false)}
              title={texts.confirmTitle}
              closeLabel={texts.closeDialog}
              cancelLabel={texts.cancel}
              confirmLabel={texts.confirm}
              onConfirm={() => send('reject')}
              busy={busy}
            >
              <Text>{texts.confirmBody(name, when)}</Text>
            </ConfirmDialog>
          </>
        ) : null
      }
    />
  );
}

/** /pending: the requests waiting for the agent, with 'Aceptar' and 'Rechazar'. */
export function PendingBookings({ timeZone }: { timeZone: string }) {
  const query = useAgentBookings(agentBookingScreenStatuses.pending);
  return (
    <BookingListView
      query={query}
      listTexts={agentBookingsTexts.pending}
      label={agentBookingsTexts.pending.title}
      renderBooking={(booking) => (
        <PendingItem key={booking.id} booking={booking} timeZone={timeZone} />
      )}
    />
  );
}
