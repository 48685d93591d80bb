import { agentDocumentContentTypes } from './enums.ts';

/**
 * What an upload of the agent's files may be (spec §5 "Uploads"; decisions 13 and 14). Without
 * zod, so that a page can import them without the contract's schemas (ADR-088);
 * `contracts/agent-files` exports them too.
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
