import { agentFilePaths, type AgentDocument } from '@brillo/domain/contracts/agent-files';
import type { AgentDocumentKind } from '@brillo/domain/enums';
import type { Dependencies } from '../../dependencies.ts';
import {
  readAvatar,
  readCurrentDocuments,
  readDocumentFlags,
  type DocumentRecord,
} from './repository.ts';

/** A stored document as its owner sees it. */
export function toAgentDocument(record: DocumentRecord): AgentDocument {
  return {
    kind: record.kind,
    name: record.originalName,
    contentType: record.contentType,
    sizeBytes: record.sizeBytes,
    uploadedAt: record.createdAt.toISOString(),
    url: agentFilePaths.documentFile(record.kind),
  };
}

/** The agent's avatar and identity documents (ADR-034). */
export function createAgentFilesService({ db }: Pick<Dependencies, 'db' | 'storage'>) {
  return {
    async flags(agentId: string) {
      const flags = await readDocumentFlags(db, agentId);
      return { upload_id: flags.uploadId, upload_certificate: flags.uploadCertificate };
    },

    async avatarUrl(agentId: string): Promise<string | null> {
      return (await readAvatar(db, agentId))?.avatarUrl ?? null;
    },

    async documents(agentId: string): Promise<Record<AgentDocumentKind, AgentDocument | null>> {
      const current = await readCurrentDocuments(db, agentId);
      return {
        id: current.id ? toAgentDocument(current.id) : null,
        certificate: current.certificate ? toAgentDocument(current.certificate) : null,
      };
    },
  };
}
