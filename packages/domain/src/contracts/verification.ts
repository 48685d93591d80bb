import { z } from 'zod';
import { agentDocumentContentTypes, agentDocumentKinds, type AgentDocumentKind } from '../enums.ts';
import { verificationTexts } from '../texts/verification.es-CL.ts';
import { endpoint } from './definition.ts';

/**
 * The review of the agents' identity documents (PD-37, ADR-079): every upload waits for an
 * operator (`pending`), who approves it or rejects it with a reason from a fixed list and a note.
 * A new upload of either kind waits again. An agent is "Verificado" while both current documents
 * are approved.
 */

export const documentReviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type DocumentReviewStatus = (typeof documentReviewStatuses)[number];

/** Why a document is rejected: the operator picks one and explains it in a note. */
export const documentRejectionReasons = [
  'illegible',
  'expired',
  'wrong_document',
  'name_mismatch',
  'incomplete',
  'other',
] as const;
export type DocumentRejectionReason = (typeof documentRejectionReasons)[number];

/** The longest note of a rejection. */
export const REJECTION_NOTE_MAX_LENGTH = 500;

/** Verified: both documents there and approved (PD-37). */
export function isAgentVerified(
  statuses: Partial<Record<AgentDocumentKind, DocumentReviewStatus | null>>,
): boolean {
  return agentDocumentKinds.every((kind) => statuses[kind] === 'approved');
}

/** Whether an operator may still decide on a document in this state: only a waiting one. */
export function isReviewable(status: DocumentReviewStatus): boolean {
  return status === 'pending';
}

/** A document's review as its agent and the operators read it. */
export const DocumentReviewSchema = z.object({
  status: z.enum(documentReviewStatuses),
  /** With `rejected`: the reason's code (`verificationTexts.reasons`) and the operator's note. */
  reason: z.enum(documentRejectionReasons).nullable(),
  note: z.string().nullable(),
  reviewedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type DocumentReview = z.infer<typeof DocumentReviewSchema>;

/** A rejection: a reason from the list and a note, both required. */
export const RejectDocumentBodySchema = z.strictObject({
  reason: z.enum(documentRejectionReasons, { error: verificationTexts.errors.reasonRequired }),
  note: z
    .string({ error: verificationTexts.errors.noteRequired })
    .trim()
    .min(1, { error: verificationTexts.errors.noteRequired })
    .max(REJECTION_NOTE_MAX_LENGTH, {
      error: verificationTexts.errors.noteTooLong(REJECTION_NOTE_MAX_LENGTH),
    }),
});
export type RejectDocumentBody = z.infer<typeof RejectDocumentBodySchema>;

/** Agents per page of the queue. */
export const VERIFICATION_QUEUE_PAGE_SIZE = 20;
export const VERIFICATION_QUEUE_LAST_PAGE = 1000;

export const VerificationQueueQuerySchema = z.object({
  page: z.coerce
    .number({ error: verificationTexts.errors.badPage })
    .int({ error: verificationTexts.errors.badPage })
    .min(1, { error: verificationTexts.errors.badPage })
    .max(VERIFICATION_QUEUE_LAST_PAGE, { error: verificationTexts.errors.badPage })
    .optional(),
});
export type VerificationQueueQuery = z.infer<typeof VerificationQueueQuerySchema>;

/** One current document as an operator reviews it; `url` opens its file. */
export const DocumentForReviewSchema = z.object({
  id: z.string(),
  kind: z.enum(agentDocumentKinds),
  name: z.string(),
  contentType: z.enum(agentDocumentContentTypes),
  sizeBytes: z.number().int().positive(),
  uploadedAt: z.iso.datetime({ offset: true }),
  url: z.string(),
  review: DocumentReviewSchema,
});
export type DocumentForReview = z.infer<typeof DocumentForReviewSchema>;

/** An agent with at least one document waiting, and both current documents. */
export const VerificationQueueEntrySchema = z.object({
  agent: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    comuna: z.string().nullable(),
  }),
  /** The upload of the oldest waiting document: the queue's order. */
  waitingSince: z.iso.datetime({ offset: true }),
  documents: z.object({
    id: DocumentForReviewSchema.nullable(),
    certificate: DocumentForReviewSchema.nullable(),
  }),
});
export type VerificationQueueEntry = z.infer<typeof VerificationQueueEntrySchema>;

export const VerificationQueueSchema = z.object({
  agents: z.array(VerificationQueueEntrySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type VerificationQueue = z.infer<typeof VerificationQueueSchema>;

/** `:documentId` of a document: any text, so an unknown one is a missing resource (404). */
export const DocumentIdParamsSchema = z.object({ documentId: z.string() });

/** After a decision: the message and the document's review as it is now. */
export const DocumentReviewedSchema = z.object({
  message: z.string(),
  documentId: z.string(),
  review: DocumentReviewSchema,
  /** Whether the agent is "Verificado" after it. */
  agentVerified: z.boolean(),
});
export type DocumentReviewed = z.infer<typeof DocumentReviewedSchema>;

/** A document's bytes as uploaded (not JSON). */
export const ReviewedDocumentFileSchema = z.any().meta({ type: 'string', format: 'binary' });

/** Agents with a document waiting, the oldest waiting upload first. */
export const verificationQueue = endpoint({
  method: 'GET',
  path: '/api/operador/verifications',
  querystring: VerificationQueueQuerySchema,
  answers: { 200: VerificationQueueSchema },
});

/** A document's file, for operators (the agent reads it at `/api/agents/documents/:kind/file`). */
export const reviewDocumentFile = endpoint({
  method: 'GET',
  path: '/api/operador/documents/:documentId/file',
  params: DocumentIdParamsSchema,
  answers: { 200: ReviewedDocumentFileSchema },
});

export const approveDocument = endpoint({
  method: 'POST',
  path: '/api/operador/documents/:documentId/approve',
  params: DocumentIdParamsSchema,
  answers: { 200: DocumentReviewedSchema },
});

export const rejectDocument = endpoint({
  method: 'POST',
  path: '/api/operador/documents/:documentId/reject',
  params: DocumentIdParamsSchema,
  body: RejectDocumentBodySchema,
  answers: { 200: DocumentReviewedSchema },
});
