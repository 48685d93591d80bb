import { agentBookingsTexts } from '@brillo/domain/texts/agent-bookings.es-CL';
import { AgentScreen } from '@/components/agent-screen';
import { RejectedBookings } from '@/features/agent-bookings/components/booking-lists';
import { useTimeZone } from '@/features/availability/hooks/use-time-zone';

/** /rejected, behind the agent guard (spec §2 "Other agent screens"). */
export function RejectedRoute() {
  const timeZone = useTimeZone();
  return (
    <AgentScreen
      title={agentBookingsTexts.rejected.title}
      intro={agentBookingsTexts.rejected.intro}
    >
      <RejectedBookings timeZone={timeZone} />
    </AgentScreen>
  );
}
