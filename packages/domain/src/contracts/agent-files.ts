import { z } from 'zod';
import { agentDocumentContentTypes, agentDocumentKinds } from '../enums.ts';
import { endpoint } from './definition.ts';
import { DocumentReviewSchema, documentReviewStatuses } from './verification.ts';

/**
 * The agent's files (spec §4 document flags and avatar, §5 "Uploads", §7 storage calls; product
 * decisions 13, 14, 34): the public avatar and the two private identity documents.
 *
 * Uploads are `multipart/form-data` with exactly one file part named `file` and no other part.
 * The server decides the type from the content, never from the name or the browser's claim.
 */

// The uploads' limits and types live in a module without zod, which the pages import (ADR-088).
export {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_SIDE,
  DOCUMENT_MAX_BYTES,
  UPLOAD_FIELD,
  avatarAccept,
  avatarUploadContentTypes,
  documentAccept,
  type AvatarUploadContentType,
} from '../file-uploads.ts';

export const AgentDocumentKindSchema = z.enum(agentDocumentKinds);

/** `GET /api/agents/avatar`: the public URL of the caller's avatar, null when there is none. */
export const AvatarAnswerSchema = z.object({ avatarUrl: z.string().nullable() });
export type AvatarAnswer = z.infer<typeof AvatarAnswerSchema>;

/** `POST /api/agents/avatar` (200): 'Avatar actualizado con éxito!' and the new public URL. */
export const AvatarUpdatedSchema = z.object({ message: z.string(), avatarUrl: z.string() });
export type AvatarUpdated = z.infer<typeof AvatarUpdatedSchema>;

/** `GET /api/v1/agents/docs`: the spec's shape, one flag per kind, true once a file was uploaded. */
export const AgentDocsFlagsSchema = z.object({
  docs: z.object({ upload_id: z.boolean(), upload_certificate: z.boolean() }),
  /** Beyond the spec (PD-37): where the review of each current document stands, null without one. */
  review: z.object({
    id: z.enum(documentReviewStatuses).nullable(),
    certificate: z.enum(documentReviewStatuses).nullable(),
  }),
  /** Both documents approved: customers see the "Verificado" badge. */
  verified: z.boolean(),
});
export type AgentDocsFlags = z.infer<typeof AgentDocsFlagsSchema>;

/** One stored document as its owner sees it. `url` is where the owner reads it (authenticated). */
export const AgentDocumentSchema = z.object({
  kind: AgentDocumentKindSchema,
  /** The name the file had on the agent's device, shown as text only. */
  name: z.string(),
  contentType: z.enum(agentDocumentContentTypes),
  sizeBytes: z.number().int().positive(),
  uploadedAt: z.iso.datetime({ offset: true }),
  url: z.string(),
  /** Where an operator's review of this file stands (PD-37); every upload starts `pending`. */
  review: DocumentReviewSchema,
});
export type AgentDocument = z.infer<typeof AgentDocumentSchema>;

/** `GET /api/agents/documents`: the current file of each kind, null when none was uploaded. */
export const AgentDocumentsSchema = z.object({
  documents: z.object({
    id: AgentDocumentSchema.nullable(),
    certificate: AgentDocumentSchema.nullable(),
  }),
  /** Both documents approved: customers see the "Verificado" badge (PD-37). */
  verified: z.boolean(),
});
export type AgentDocuments = z.infer<typeof AgentDocumentsSchema>;

/** `POST /api/agents/documents/:kind` (201): 'Documento subido con éxito' and the new document. */
export const AgentDocumentUploadedSchema = z.object({
  message: z.string(),
  document: AgentDocumentSchema,
});
export type AgentDocumentUploaded = z.infer<typeof AgentDocumentUploadedSchema>;

/** The `:kind` of a document: any text, so that an unknown kind is a missing resource (404). */
export const DocumentKindParamsSchema = z.object({ kind: z.string() });

/** A stored document's bytes, as uploaded, in the type detected then (not JSON). */
export const DocumentFileSchema = z.any().meta({ type: 'string', format: 'binary' });

/** The spec's two document flags of the caller. */
export const readDocsFlags = endpoint({
  method: 'GET',
  path: '/api/v1/agents/docs',
  answers: { 200: AgentDocsFlagsSchema },
});

/** The public address of the caller's avatar, null without one. */
export const readAvatar = endpoint({
  method: 'GET',
  path: '/api/agents/avatar',
  answers: { 200: AvatarAnswerSchema },
});

/** A new avatar: `multipart/form-data` with one `UPLOAD_FIELD` part. */
export const uploadAvatar = endpoint({
  method: 'POST',
  path: '/api/agents/avatar',
  answers: { 200: AvatarUpdatedSchema },
});

/** The current file of each of the caller's documents (name, date, size, type). */
export const listDocuments = endpoint({
  method: 'GET',
  path: '/api/agents/documents',
  answers: { 200: AgentDocumentsSchema },
});

/** A new file of one kind, replacing the current one: multipart, as the avatar's. */
export const uploadDocument = endpoint({
  method: 'POST',
  path: '/api/agents/documents/:kind',
  params: DocumentKindParamsSchema,
  answers: { 201: AgentDocumentUploadedSchema },
});

/** The current file of one kind, for its owner only (404 for anyone else). */
export const readDocumentFile = endpoint({
  method: 'GET',
  path: '/api/agents/documents/:kind/file',
  params: DocumentKindParamsSchema,
  answers: { 200: DocumentFileSchema },
});
