import { z } from 'zod';
import { agentDocumentContentTypes, agentDocumentKinds } from '../enums.ts';

/**
 * The agent's files (spec §4 document flags and avatar, §5 "Uploads", §7 storage calls; product
 * decisions 13, 14, 34): the public avatar and the two private identity documents.
 *
 * Uploads are `multipart/form-data` with exactly one file part named `file` and no other part.
 * The server decides the type from the content, never from the name or the browser's claim.
 */

/** The one part an upload carries. */
export const UPLOAD_FIELD = 'file';

/** Decision 14: avatars up to 5 MB, documents up to 10 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Avatars are re-encoded to a square WebP of at most this many pixels a side. */
export const AVATAR_MAX_SIDE = 512;

/** The types an avatar may have on upload (by content); it is always stored as WebP. */
export const avatarUploadContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AvatarUploadContentType = (typeof avatarUploadContentTypes)[number];

/** What the file pickers accept (a hint only: the server checks the content). */
export const avatarAccept = avatarUploadContentTypes.join(',');
export const documentAccept = agentDocumentContentTypes.join(',');

/** The API's paths for the agent's files. `kind` is one of `agentDocumentKinds`. */
export const agentFilePaths = {
  /** GET the avatar URL; POST a new avatar (multipart). */
  avatar: '/api/agents/avatar',
  /** GET the two document flags, the spec's shape. */
  docsFlags: '/api/v1/agents/docs',
  /** GET the current file of each kind (name, date, size, type). */
  documents: '/api/agents/documents',
  /** POST a new file of that kind (multipart); it replaces the current one. */
  document: (kind: string) => `/api/agents/documents/${kind}`,
  /** GET the current file of that kind, for its owner only (404 for anyone else). */
  documentFile: (kind: string) => `/api/agents/documents/${kind}/file`,
} as const;

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
});
export type AgentDocument = z.infer<typeof AgentDocumentSchema>;

/** `GET /api/agents/documents`: the current file of each kind, null when none was uploaded. */
export const AgentDocumentsSchema = z.object({
  documents: z.object({
    id: AgentDocumentSchema.nullable(),
    certificate: AgentDocumentSchema.nullable(),
  }),
});
export type AgentDocuments = z.infer<typeof AgentDocumentsSchema>;

/** `POST /api/agents/documents/:kind` (201): 'Documento subido con éxito' and the new document. */
export const AgentDocumentUploadedSchema = z.object({
  message: z.string(),
  document: AgentDocumentSchema,
});
export type AgentDocumentUploaded = z.infer<typeof AgentDocumentUploadedSchema>;
