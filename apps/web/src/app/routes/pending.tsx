import { agentBookingsTexts } from '@brillo/domain/texts/agent-bookings.es-CL';
import { AgentScreen } from '@/components/agent-screen';
import { PendingBookings } from '@/features/agent-bookings/components/pending-bookings';
import { useTimeZone } from '@/features/availability/hooks/use-time-zone';

/** /pending, behind the agent guard (spec §2 "Other agent screens"). */
export function PendingRoute() {
  const timeZone = useTimeZone();
  return (
    <AgentScreen title={agentBookingsTexts.pending.title} intro={agentBookingsTexts.pending.intro}>
      <PendingBookings timeZone={timeZone} />
    </AgentScreen>
  );
}
