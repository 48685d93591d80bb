import { useNavigate } from 'react-router';
import { availabilityTexts } from '@brillo/domain/texts/availability.es-CL';
import { paths } from '@/config/paths';
import { AgentScreen } from '@/components/agent-screen';
import { ScheduleForm } from '@/features/availability/components/schedule-form';
import { useTimeZone } from '@/features/availability/hooks/use-time-zone';

/** /schedules, behind the agent guard: the agent adds availability slots. */
export function SchedulesRoute() {
  const navigate = useNavigate();
  const timeZone = useTimeZone();
  return (
    <AgentScreen
      title={availabilityTexts.schedules.title}
      intro={availabilityTexts.schedules.intro}
    >
      <ScheduleForm timeZone={timeZone} onCreated={() => void navigate(paths.availability)} />
    </AgentScreen>
  );
}
