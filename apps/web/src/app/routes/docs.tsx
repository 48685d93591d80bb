import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { AgentScreen } from '@/components/agent-screen';
import { DocumentsPanel } from '@/features/agent-files/components/documents-panel';

/** /docs, behind the agent guard: the agent's identity documents and their uploads. */
export function DocsRoute() {
  return (
    <AgentScreen title={agentFilesTexts.docs.title} intro={agentFilesTexts.docs.intro}>
      <DocumentsPanel />
    </AgentScreen>
  );
}
