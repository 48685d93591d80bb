import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { AgentSignupWizard } from '@/features/registration/components/agent-signup-wizard';
import { RegistrationLayout } from '@/features/registration/components/registration-layout';
import { usePageTitle } from '@/hooks/use-page-title';

/** /agent-signup (spec §2, Agent registration). */
export function AgentSignupRoute() {
  usePageTitle(registrationTexts.agentTitle);
  return (
    <RegistrationLayout title={registrationTexts.agentTitle} intro={registrationTexts.agentIntro}>
      <AgentSignupWizard />
    </RegistrationLayout>
  );
}
