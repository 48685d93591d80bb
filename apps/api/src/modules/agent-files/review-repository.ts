import type { DocumentRejectionReason } from '@brillo/domain/contracts/verification';
import type { AgentDocumentKind } from '@brillo/domain/enums';
import { and, asc, eq, inArray, min, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { splitWindowTotal, windowTotal } from '../../db/paged-lists.ts';
import { agentDocuments, agentProfiles, users } from '../../db/schema.ts';
import { documentColumns, type DocumentRecord } from './repository.ts';

/** A current document with its agent, as an operator reviews it. */
export interface ReviewedDocumentRecord extends DocumentRecord {
  agentId: string;
}

/**
 * A page of the agents with a document waiting for review (PD-37), the oldest waiting upload first
 * (ties by agent id), with how many there are in all; read from `agent_documents_pending_idx`.
 */
export async function readVerificationQueue(
  db: Database,
  { limit, offset }: { limit: number; offset: number },
) {
  const waiting = db.$with('waiting').as(
    db
      .select({
        agentId: agentDocuments.agentId,
        waitingSince: min(agentDocuments.createdAt).as('waiting_since'),
      })
      .from(agentDocuments)
      .where(eq(agentDocuments.reviewStatus, 'pending'))
      .groupBy(agentDocuments.agentId),
  );
  const rows = await db
    .with(waiting)
    .select({
      agentId: waiting.agentId,
      waitingSince: waiting.waitingSince,
      name: users.name,
      email: users.email,
      comuna: agentProfiles.comuna,
      total: windowTotal(),
    })
    .from(waiting)
    .innerJoin(users, eq(users.id, waiting.agentId))
    .innerJoin(agentProfiles, eq(agentProfiles.userId, waiting.agentId))
    .orderBy(asc(waiting.waitingSince), asc(waiting.agentId))
    .limit(limit)
    .offset(offset);
  if (rows.length > 0 || offset === 0) return splitWindowTotal(rows);
  // Past the last page the window count has no row to ride on: count apart.
  const [counted] = await db
    .select({ total: sql<number>`count(distinct ${agentDocuments.agentId})`.mapWith(Number) })
    .from(agentDocuments)
    .where(eq(agentDocuments.reviewStatus, 'pending'));
  return { rows: [], total: counted?.total ?? 0 };
}

/** The current documents of these agents, by agent and kind (the newest row of each kind). */
export async function readDocumentsOf(
  db: Database,
  agentIds: string[],
): Promise<Map<string, Partial<Record<AgentDocumentKind, DocumentRecord>>>> {
  const byAgent = new Map<string, Partial<Record<AgentDocumentKind, DocumentRecord>>>();
  if (agentIds.length === 0) return byAgent;
  const rows = await db
    .select({ ...documentColumns, agentId: agentDocuments.agentId })
    .from(agentDocuments)
    .where(inArray(agentDocuments.agentId, agentIds))
    .orderBy(asc(agentDocuments.createdAt), asc(agentDocuments.id));
  for (const { agentId, ...row } of rows) {
    const documents = byAgent.get(agentId) ?? {};
    documents[row.kind] = row;
    byAgent.set(agentId, documents);
  }
  return byAgent;
}

/** One document by its id, with its agent; undefined when there is none. */
export async function readDocumentById(
  db: Executor,
  documentId: string,
): Promise<ReviewedDocumentRecord | undefined> {
  const [row] = await db
    .select({ ...documentColumns, agentId: agentDocuments.agentId })
    .from(agentDocuments)
    .where(eq(agentDocuments.id, documentId));
  return row;
}

/**
 * Locks the agent's profile, then the document, in that order (as an upload does, which locks the
 * profile before it replaces the document), so a review and an upload never wait for each other in
 * a circle, and two reviews of one agent's documents take turns (the database's count of approved
 * documents sees the other's decision). Undefined when the document is gone or is another agent's.
 */
export async function lockDocumentForReview(
  tx: Executor,
  agentId: string,
  documentId: string,
): Promise<ReviewedDocumentRecord | undefined> {
  await tx
    .select({ userId: agentProfiles.userId })
    .from(agentProfiles)
    .where(eq(agentProfiles.userId, agentId))
    .for('update');
  const [row] = await tx
    .select({ ...documentColumns, agentId: agentDocuments.agentId })
    .from(agentDocuments)
    .where(and(eq(agentDocuments.id, documentId), eq(agentDocuments.agentId, agentId)))
    .for('update');
  return row;
}

export type ReviewDecision =
  { status: 'approved' } | { status: 'rejected'; reason: DocumentRejectionReason; note: string };

/** Writes the decision on a locked, waiting document; answers the document as it became. */
export async function writeReview(
  tx: Executor,
  documentId: string,
  decision: ReviewDecision,
  { operatorId, at }: { operatorId: string; at: Date },
): Promise<DocumentRecord> {
  const [row] = await tx
    .update(agentDocuments)
    .set({
      reviewStatus: decision.status,
      rejectionReason: decision.status === 'rejected' ? decision.reason : null,
      rejectionNote: decision.status === 'rejected' ? decision.note : null,
      reviewedBy: operatorId,
      reviewedAt: at,
    })
    .where(and(eq(agentDocuments.id, documentId), eq(agentDocuments.reviewStatus, 'pending')))
    .returning(documentColumns);
  if (!row) throw new Error('writeReview: the document was not waiting');
  return row;
}
