import { agentBookingsTexts } from '@brillo/domain/texts/agent-bookings.es-CL';
import { AgentScreen } from '@/components/agent-screen';
import { AcceptedBookings } from '@/features/agent-bookings/components/booking-lists';
import { useTimeZone } from '@/features/availability/hooks/use-time-zone';

/** /accepted, behind the agent guard (spec §2 "Other agent screens"). */
export function AcceptedRoute() {
  const timeZone = useTimeZone();
  return (
    <AgentScreen
      title={agentBookingsTexts.accepted.title}
      intro={agentBookingsTexts.accepted.intro}
    >
      <AcceptedBookings timeZone={timeZone} />
    </AgentScreen>
  );
}
