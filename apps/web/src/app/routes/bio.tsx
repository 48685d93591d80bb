import { agentProfileTexts } from '@brillo/domain/texts/agent-profile.es-CL';
import { AgentScreen } from '@/components/agent-screen';
import { Stack } from '@mantine/core';
import { BioEditor } from '@/features/agent-profile/components/bio-editor';
import { ServiceAreaEditor } from '@/features/agent-profile/components/service-area-editor';

/**
 * /bio, behind the agent guard: the agent's biography and its edit form, and the comunas where
 * the agent works (decision 43).
 */
export function BioRoute() {
  return (
    <AgentScreen title={agentProfileTexts.bio.title}>
      <Stack gap="xl">
        <BioEditor />
        <ServiceAreaEditor />
      </Stack>
    </AgentScreen>
  );
}
