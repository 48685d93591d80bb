import { useNavigate } from 'react-router';
import { availabilityTexts } from '@brillo/domain/texts/availability.es-CL';
import { paths } from '@/config/paths';
import { AvailabilityPage } from '@/features/availability/components/availability-page';
import { ScheduleForm } from '@/features/availability/components/schedule-form';
import { useTimeZone } from '@/features/availability/hooks/use-time-zone';

/** /schedules, behind the agent guard: the agent adds availability slots. */
export function SchedulesRoute() {
  const navigate = useNavigate();
  const timeZone = useTimeZone();
  return (
    <AvailabilityPage
      title={availabilityTexts.schedules.title}
      intro={availabilityTexts.schedules.intro}
    >
      <ScheduleForm timeZone={timeZone} onCreated={() => void navigate(paths.availability)} />
    </AvailabilityPage>
  );
}
