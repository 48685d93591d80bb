import {
  VERIFICATION_QUEUE_PAGE_SIZE,
  isReviewable,
  type DocumentForReview,
  type DocumentReviewed,
  type RejectDocumentBody,
  type VerificationQueue,
  type VerificationQueueQuery,
} from '@brillo/domain/contracts/verification';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import type { StoredFile } from '../../adapters/storage/file-storage.ts';
import type { Dependencies } from '../../dependencies.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import { readAgentVerified, type DocumentRecord } from './repository.ts';
import { documentReviewEmails } from './review-emails.ts';
import {
  lockDocumentForReview,
  readDocumentById,
  readDocumentsOf,
  readVerificationQueue,
  writeReview,
  type ReviewDecision,
} from './review-repository.ts';
import { toDocumentReview } from './service.ts';
import { verificationPaths } from '@brillo/domain/contracts/paths';

/** One operator action for the audit log, as the operators module records it (ADR-078). */
export interface DocumentReviewAction {
  operatorId: string;
  action: 'document.approved' | 'document.rejected';
  targetType: 'agent_document';
  targetId: string;
  reason: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** Records an action in the audit log in the transaction given (`recordOperatorAction`). */
export type RecordOperatorAction = (tx: Executor, action: DocumentReviewAction) => Promise<unknown>;

const texts = verificationTexts;

function toDocumentForReview(record: DocumentRecord): DocumentForReview {
  return {
    id: record.id,
    kind: record.kind,
    name: record.originalName,
    contentType: record.contentType,
    sizeBytes: record.sizeBytes,
    uploadedAt: record.createdAt.toISOString(),
    url: verificationPaths.file(record.id),
    review: toDocumentReview(record),
  };
}

/** The review's fields of a document, as the audit log keeps them before and after. */
function reviewFields(record: DocumentRecord) {
  return {
    kind: record.kind,
    reviewStatus: record.reviewStatus,
    rejectionReason: record.rejectionReason,
    rejectionNote: record.rejectionNote,
  };
}

/**
 * The operators' review of identity documents (PD-37, ADR-079): the queue, a document's file, and
 * each decision in one transaction with its audit row and its email job. Two operators deciding on
 * one document at once take turns on its row: the first decides, the second gets 409.
 */
export function createDocumentReviewService({
  db,
  storage,
  jobs,
  clock,
  recordOperatorAction,
}: Pick<Dependencies, 'db' | 'storage' | 'jobs' | 'clock'> & {
  recordOperatorAction: RecordOperatorAction;
}) {
  async function decide(
    operatorId: string,
    documentId: string,
    decision: ReviewDecision,
  ): Promise<DocumentReviewed> {
    const found = await readDocumentById(db, documentId);
    if (!found) throw notFound(texts.errors.documentNotFound);
    return db.transaction(async (tx) => {
      const before = await lockDocumentForReview(tx, found.agentId, documentId);
      if (!before) throw notFound(texts.errors.documentNotFound);
      if (!isReviewable(before.reviewStatus)) throw conflict(texts.errors.alreadyReviewed);
      const after = await writeReview(tx, documentId, decision, { operatorId, at: clock.now() });
      await recordOperatorAction(tx, {
        operatorId,
        action: decision.status === 'approved' ? 'document.approved' : 'document.rejected',
        targetType: 'agent_document',
        targetId: documentId,
        reason:
          decision.status === 'approved'
            ? texts.operator.approvedReason
            : `${texts.reasons[decision.reason]}: ${decision.note}`,
        before: { agentId: before.agentId, ...reviewFields(before) },
        after: { agentId: before.agentId, ...reviewFields(after) },
      });
      const agentVerified = await readAgentVerified(tx, before.agentId);
      await documentReviewEmails.enqueue(
        jobs,
        tx,
        `${documentId}:${decision.status}`,
        decision.status === 'approved'
          ? {
              decision: 'approved',
              agentId: before.agentId,
              kind: before.kind,
              verified: agentVerified,
            }
          : {
              decision: 'rejected',
              agentId: before.agentId,
              kind: before.kind,
              reason: decision.reason,
              note: decision.note,
            },
      );
      return {
        message: decision.status === 'approved' ? texts.operator.approved : texts.operator.rejected,
        documentId,
        review: toDocumentReview(after),
        agentVerified,
      };
    });
  }

  return {
    /** A page of agents with a document waiting, the oldest waiting upload first. */
    async queue(query: VerificationQueueQuery): Promise<VerificationQueue> {
      const page = query.page ?? 1;
      const { rows, total } = await readVerificationQueue(db, {
        limit: VERIFICATION_QUEUE_PAGE_SIZE,
        offset: (page - 1) * VERIFICATION_QUEUE_PAGE_SIZE,
      });
      const documents = await readDocumentsOf(
        db,
        rows.map((row) => row.agentId),
      );
      return {
        agents: rows.map((row) => {
          const current = documents.get(row.agentId) ?? {};
          return {
            agent: { id: row.agentId, name: row.name, email: row.email, comuna: row.comuna },
            waitingSince: (row.waitingSince ?? new Date(0)).toISOString(),
            documents: {
              id: current.id ? toDocumentForReview(current.id) : null,
              certificate: current.certificate ? toDocumentForReview(current.certificate) : null,
            },
          };
        }),
        total,
        page,
        pageSize: VERIFICATION_QUEUE_PAGE_SIZE,
      };
    },

    /** A document's record and file; 404 when either is gone. */
    async documentFile(documentId: string): Promise<{ record: DocumentRecord; file: StoredFile }> {
      const record = await readDocumentById(db, documentId);
      const file = record ? await storage.get(record.storageKey, 'private') : null;
      if (!record || !file) throw notFound(texts.errors.documentNotFound);
      return { record, file };
    },

    approve: (operatorId: string, documentId: string) =>
      decide(operatorId, documentId, { status: 'approved' }),

    reject: (operatorId: string, documentId: string, body: RejectDocumentBody) =>
      decide(operatorId, documentId, { status: 'rejected', ...body }),
  };
}
