import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { allowedActions } from '@brillo/domain/booking-lifecycle';
import {
  agentBookingScreenStatuses,
  type AgentBooking,
} from '@brillo/domain/contracts/agent-bookings';
import { formatDateTime } from '@brillo/domain/format';
import { agentBookingsTexts } from '@brillo/domain/texts/agent-bookings.es-CL';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
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
            <Modal.Root opened={confirming} onClose={() => setConfirming(false)} centered>
              <Modal.Overlay />
              <Modal.Content>
                {/* A <div>: Mantine's <header> here, outside any section, would be a second banner. */}
                <Modal.Header component="div">
                  <Modal.Title>{texts.confirmTitle}</Modal.Title>
                  <Modal.CloseButton aria-label={texts.closeDialog} />
                </Modal.Header>
                <Modal.Body>
                  <Stack gap="md">
                    <Text>{texts.confirmBody(name, when)}</Text>
                    <Group justify="flex-end" gap="sm">
                      <Button variant="default" onClick={() => setConfirming(false)}>
                        {texts.cancel}
                      </Button>
                      {/* The darkest red: white text on the default red is below 4.5:1. */}
                      <Button color="red.9" loading={busy} onClick={() => send('reject')}>
                        {texts.confirm}
                      </Button>
                    </Group>
                  </Stack>
                </Modal.Body>
              </Modal.Content>
            </Modal.Root>
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
