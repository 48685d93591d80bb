import { agentBookingsTexts } from '@brillo/domain/texts/agent-bookings.es-CL';
import { AgentScreen } from '@/components/agent-screen';
import { ClosedBookings } from '@/features/agent-bookings/components/booking-lists';
import { useTimeZone } from '@/features/availability/hooks/use-time-zone';

/** /closed, behind the agent guard (spec §2 "Other agent screens"). */
export function ClosedRoute() {
  const timeZone = useTimeZone();
  return (
    <AgentScreen title={agentBookingsTexts.closed.title} intro={agentBookingsTexts.closed.intro}>
      <ClosedBookings timeZone={timeZone} />
    </AgentScreen>
  );
}
