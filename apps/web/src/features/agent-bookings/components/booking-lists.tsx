import { agentBookingScreenStatuses } from '@brillo/domain/agent-booking-statuses';
import type { AgentBooking, ClosedBooking } from '@brillo/domain/contracts/agent-bookings';
import { agentBookingsTexts } from '@brillo/domain/texts/agent-bookings.es-CL';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { useAgentBookings, useClosedBookings } from '@/hooks/use-agent-bookings';
import {
  BookingCard,
  BookingListView,
  ContactLines,
  ReasonLine,
  type BookingChip,
} from './booking-card';
import { ReopenSlotButton, canReopenSlot } from './reopen-slot-button';

const chips = bookingTexts.chips;

/** The payment-status chip of an accepted booking. */
export function paymentChip(booking: AgentBooking): BookingChip {
  switch (booking.status) {
    case 'accepted_payment_success':
      return { label: chips.paid, tone: 'good' };
    case 'accepted_payment_failed':
      return { label: chips.paymentFailed, tone: 'bad' };
    default:
      return { label: chips.waitingForPayment, tone: 'neutral' };
  }
}

/** Rejected by the agent, expired by a deadline, or cancelled (decision 25). */
export function endedChip(booking: AgentBooking): BookingChip {
  if (booking.reason === 'request_expired' || booking.reason === 'payment_expired') {
    return { label: chips.expired, tone: 'neutral' };
  }
  if (booking.status === 'rejected') return { label: chips.rejected, tone: 'bad' };
  return { label: chips.cancelled, tone: 'neutral' };
}

export function closedChip(booking: ClosedBooking): BookingChip {
  return booking.evaluated
    ? { label: chips.evaluated, tone: 'good' }
    : { label: chips.finished, tone: 'neutral' };
}

/** /accepted: accepted bookings with their payment status; the full contact once paid. */
export function AcceptedBookings({ timeZone }: { timeZone: string }) {
  const query = useAgentBookings(agentBookingScreenStatuses.accepted);
  return (
    <BookingListView
      query={query}
      listTexts={agentBookingsTexts.accepted}
      label={agentBookingsTexts.accepted.title}
      renderBooking={(booking) => (
        <BookingCard
          key={booking.id}
          booking={booking}
          timeZone={timeZone}
          chip={paymentChip(booking)}
          details={<ContactLines booking={booking} />}
        />
      )}
    />
  );
}

/**
 * /rejected: rejected, expired and cancelled bookings, each with its reason; a request the agent
 * rejected offers its slot again while the slot is still ahead (decision 23).
 */
export function RejectedBookings({ timeZone }: { timeZone: string }) {
  const query = useAgentBookings(agentBookingScreenStatuses.rejected);
  return (
    <BookingListView
      query={query}
      listTexts={agentBookingsTexts.rejected}
      label={agentBookingsTexts.rejected.title}
      renderBooking={(booking) => (
        <BookingCard
          key={booking.id}
          booking={booking}
          timeZone={timeZone}
          chip={endedChip(booking)}
          details={<ReasonLine booking={booking} />}
          actions={
            canReopenSlot(booking, new Date()) ? (
              <ReopenSlotButton booking={booking} timeZone={timeZone} />
            ) : null
          }
        />
      )}
    />
  );
}

/** /closed: finished services, the most recent first, 'Finalizado' or 'Evaluado'. */
export function ClosedBookings({ timeZone }: { timeZone: string }) {
  const query = useClosedBookings();
  return (
    <BookingListView
      query={query}
      listTexts={agentBookingsTexts.closed}
      label={agentBookingsTexts.closed.title}
      renderBooking={(booking) => (
        <BookingCard
          key={booking.id}
          booking={booking}
          timeZone={timeZone}
          chip={closedChip(booking)}
          details={<ContactLines booking={booking} />}
        />
      )}
    />
  );
}
