import { agentProfileTexts } from '@brillo/domain/texts/agent-profile.es-CL';
import { AgentScreen } from '@/components/agent-screen';
import { BioEditor } from '@/features/agent-profile/components/bio-editor';

/** /bio, behind the agent guard: the agent's biography and its edit form. */
export function BioRoute() {
  return (
    <AgentScreen title={agentProfileTexts.bio.title}>
      <BioEditor />
    </AgentScreen>
  );
}
