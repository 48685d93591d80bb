import { availabilityTexts } from '@brillo/domain/texts/availability.es-CL';
import { AgentScreen } from '@/components/agent-screen';
import { SlotList } from '@/features/availability/components/slot-list';
import { useTimeZone } from '@/features/availability/hooks/use-time-zone';

/** /availability, behind the agent guard: the agent's slots, to edit or delete. */
export function AvailabilityRoute() {
  const timeZone = useTimeZone();
  return (
    <AgentScreen title={availabilityTexts.list.title}>
      <SlotList timeZone={timeZone} />
    </AgentScreen>
  );
}
