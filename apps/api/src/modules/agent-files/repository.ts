import type {
  DocumentRejectionReason,
  DocumentReviewStatus,
} from '@brillo/domain/contracts/verification';
import type { AgentDocumentContentType, AgentDocumentKind } from '@brillo/domain/enums';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { agentDocuments, agentProfiles } from '../../db/schema.ts';

/** One stored document row, as the module reads it. */
export interface DocumentRecord {
  id: string;
  kind: AgentDocumentKind;
  storageKey: string;
  originalName: string;
  contentType: AgentDocumentContentType;
  sizeBytes: number;
  createdAt: Date;
  /** The operator's review (PD-37): `pending` from each upload until a decision. */
  reviewStatus: DocumentReviewStatus;
  rejectionReason: DocumentRejectionReason | null;
  rejectionNote: string | null;
  reviewedAt: Date | null;
}

export const documentColumns = {
  id: agentDocuments.id,
  kind: agentDocuments.kind,
  storageKey: agentDocuments.storageKey,
  originalName: agentDocuments.originalName,
  contentType: agentDocuments.contentType,
  sizeBytes: agentDocuments.sizeBytes,
  createdAt: agentDocuments.createdAt,
  reviewStatus: agentDocuments.reviewStatus,
  rejectionReason: agentDocuments.rejectionReason,
  rejectionNote: agentDocuments.rejectionNote,
  reviewedAt: agentDocuments.reviewedAt,
};

/** Whether both of the agent's documents are approved (kept by the database, PD-37). */
export async function readAgentVerified(db: Executor, agentId: string): Promise<boolean> {
  const [row] = await db
    .select({ verified: agentProfiles.verified })
    .from(agentProfiles)
    .where(eq(agentProfiles.userId, agentId));
  return row?.verified ?? false;
}

/** The two document flags; both false when the agent has no profile. */
export async function readDocumentFlags(
  db: Database,
  agentId: string,
): Promise<{ uploadId: boolean; uploadCertificate: boolean }> {
  const [row] = await db
    .select({
      uploadId: agentProfiles.uploadId,
      uploadCertificate: agentProfiles.uploadCertificate,
    })
    .from(agentProfiles)
    .where(eq(agentProfiles.userId, agentId));
  return row ?? { uploadId: false, uploadCertificate: false };
}

/** The avatar's public URL and storage key; `undefined` when the agent has no profile. */
export async function readAvatar(
  db: Database,
  agentId: string,
): Promise<{ avatarUrl: string | null; avatarKey: string | null } | undefined> {
  const [row] = await db
    .select({ avatarUrl: agentProfiles.avatarUrl, avatarKey: agentProfiles.avatarKey })
    .from(agentProfiles)
    .where(eq(agentProfiles.userId, agentId));
  return row;
}

/**
 * Sets the avatar; answers the key of the avatar it replaced (null when there was none), or
 * `undefined` when the agent has no profile. One statement reads and writes the row under lock.
 */
export async function writeAvatar(
  db: Database,
  agentId: string,
  avatar: { avatarUrl: string; avatarKey: string },
): Promise<{ previousKey: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ avatarKey: agentProfiles.avatarKey })
      .from(agentProfiles)
      .where(eq(agentProfiles.userId, agentId))
      .for('update');
    if (!current) return undefined;
    await tx.update(agentProfiles).set(avatar).where(eq(agentProfiles.userId, agentId));
    return { previousKey: current.avatarKey };
  });
}

/** The agent's current document of each kind (the newest row of that kind). */
export async function readCurrentDocuments(
  db: Database,
  agentId: string,
): Promise<Partial<Record<AgentDocumentKind, DocumentRecord>>> {
  const rows = await db
    .select(documentColumns)
    .from(agentDocuments)
    .where(eq(agentDocuments.agentId, agentId))
    .orderBy(desc(agentDocuments.createdAt), desc(agentDocuments.id));
  const current: Partial<Record<AgentDocumentKind, DocumentRecord>> = {};
  for (const row of rows) current[row.kind] ??= row;
  return current;
}

/** The agent's current document of one kind, or `undefined`. */
export async function readCurrentDocument(
  db: Database,
  agentId: string,
  kind: AgentDocumentKind,
): Promise<DocumentRecord | undefined> {
  const [row] = await db
    .select(documentColumns)
    .from(agentDocuments)
    .where(and(eq(agentDocuments.agentId, agentId), eq(agentDocuments.kind, kind)))
    .orderBy(desc(agentDocuments.createdAt), desc(agentDocuments.id))
    .limit(1);
  return row;
}

/**
 * Records a new document of `kind` and sets its flag in one transaction; the rows of that kind it
 * replaces are deleted in the same transaction and their keys answered, so the caller removes
 * their files after the commit. `undefined` when the agent has no profile.
 */
export async function insertDocument(
  db: Database,
  agentId: string,
  document: Pick<
    DocumentRecord,
    'kind' | 'storageKey' | 'originalName' | 'contentType' | 'sizeBytes'
  >,
): Promise<{ document: DocumentRecord; replacedKeys: string[] } | undefined> {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ userId: agentProfiles.userId })
      .from(agentProfiles)
      .where(eq(agentProfiles.userId, agentId))
      .for('update');
    if (!profile) return undefined;
    const replaced = await tx
      .delete(agentDocuments)
      .where(and(eq(agentDocuments.agentId, agentId), eq(agentDocuments.kind, document.kind)))
      .returning({ storageKey: agentDocuments.storageKey });
    const [inserted] = await tx
      .insert(agentDocuments)
      .values({ agentId, ...document })
      .returning(documentColumns);
    if (!inserted) throw new Error('The document row was not inserted');
    await tx
      .update(agentProfiles)
      .set(document.kind === 'id' ? { uploadId: true } : { uploadCertificate: true })
      .where(eq(agentProfiles.userId, agentId));
    return { document: inserted, replacedKeys: replaced.map((row) => row.storageKey) };
  });
}
