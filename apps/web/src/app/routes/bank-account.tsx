import { bankAccountTexts } from '@brillo/domain/texts/bank-account.es-CL';
import { AgentScreen } from '@/components/agent-screen';
import { useTimeZone } from '@/features/availability/hooks/use-time-zone';
import { BankAccountEditor } from '@/features/bank-account/components/bank-account-form';

/** /cuenta-bancaria, behind the agent guard: where the agent is paid (PD-42). */
export function BankAccountRoute() {
  const timeZone = useTimeZone();
  return (
    <AgentScreen title={bankAccountTexts.title} intro={bankAccountTexts.intro}>
      <BankAccountEditor timeZone={timeZone} />
    </AgentScreen>
  );
}
