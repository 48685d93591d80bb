import { availabilityTexts } from '@brillo/domain/texts/availability.es-CL';
import { AvailabilityPage } from '@/features/availability/components/availability-page';
import { SlotList } from '@/features/availability/components/slot-list';
import { useTimeZone } from '@/features/availability/hooks/use-time-zone';

/** /availability, behind the agent guard: the agent's slots, to edit or delete. */
export function AvailabilityRoute() {
  const timeZone = useTimeZone();
  return (
    <AvailabilityPage title={availabilityTexts.list.title}>
      <SlotList timeZone={timeZone} />
    </AvailabilityPage>
  );
}
