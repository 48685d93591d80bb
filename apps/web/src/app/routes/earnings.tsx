import { earningsTexts } from '@brillo/domain/texts/earnings.es-CL';
import { AgentScreen } from '@/components/agent-screen';
import { useTimeZone } from '@/features/availability/hooks/use-time-zone';
import { EarningsOverview } from '@/features/earnings/components/earnings-overview';

/** /ganancias, behind the agent guard: 'Mis ganancias' (PD-40, PD-41). */
export function EarningsRoute() {
  const timeZone = useTimeZone();
  return (
    <AgentScreen title={earningsTexts.page.title} intro={earningsTexts.page.intro}>
      <EarningsOverview timeZone={timeZone} />
    </AgentScreen>
  );
}
