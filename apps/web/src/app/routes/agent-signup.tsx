import { texts } from '@brillo/domain/texts.es-CL';
import { AgentSignupWizard } from '@/features/registration/components/agent-signup-wizard';
import { RegistrationLayout } from '@/features/registration/components/registration-layout';
import { usePageTitle } from '@/hooks/use-page-title';

/** /agent-signup (spec §2, Agent registration). */
export function AgentSignupRoute() {
  usePageTitle(texts.registration.agentTitle);
  return (
    <RegistrationLayout title={texts.registration.agentTitle} intro={texts.registration.agentIntro}>
      <AgentSignupWizard />
    </RegistrationLayout>
  );
}
