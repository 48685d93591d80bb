import {
  AVATAR_MAX_BYTES,
  DOCUMENT_MAX_BYTES,
  avatarUploadContentTypes,
  type AgentDocsFlags,
  type AgentDocument,
  type AgentDocuments,
  type AvatarUpdated,
} from '@brillo/domain/contracts/agent-files';
import type { DocumentReview } from '@brillo/domain/contracts/verification';
import {
  agentDocumentContentTypes,
  type AgentDocumentContentType,
  type AgentDocumentKind,
} from '@brillo/domain/enums';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import type { FastifyBaseLogger } from 'fastify';
import { generateFileKey } from '../../adapters/storage/file-key.ts';
import type { FileVisibility, StoredFile } from '../../adapters/storage/file-storage.ts';
import type { Dependencies } from '../../dependencies.ts';
import { AppError, notFound } from '../../errors.ts';
import { avatarWebp } from './avatar-image.ts';
import { detectContentType } from './content-type.ts';
import { cleanOriginalName, extensionOf } from './file-names.ts';
import type { UploadedFile } from './multipart.ts';
import {
  insertDocument,
  readAgentVerified,
  readAvatar,
  readCurrentDocument,
  readCurrentDocuments,
  readDocumentFlags,
  writeAvatar,
  type DocumentRecord,
} from './repository.ts';
import { agentFilePaths } from '@brillo/domain/contracts/paths';

const texts = agentFilesTexts;

/** The limits each upload is read with (multipart.ts). */
export const uploadLimits = {
  avatar: { maxBytes: AVATAR_MAX_BYTES, tooLarge: texts.errors.avatarTooLarge },
  document: { maxBytes: DOCUMENT_MAX_BYTES, tooLarge: texts.errors.documentTooLarge },
};

/** A stored document as its owner sees it. */
export function toAgentDocument(record: DocumentRecord): AgentDocument {
  return {
    kind: record.kind,
    name: record.originalName,
    contentType: record.contentType,
    sizeBytes: record.sizeBytes,
    uploadedAt: record.createdAt.toISOString(),
    url: agentFilePaths.documentFile(record.kind),
    review: toDocumentReview(record),
  };
}

/** A document's review as its agent and the operators read it (PD-37). */
export function toDocumentReview(record: DocumentRecord): DocumentReview {
  return {
    status: record.reviewStatus,
    reason: record.rejectionReason,
    note: record.rejectionNote,
    reviewedAt: record.reviewedAt?.toISOString() ?? null,
  };
}

const fallbackName: Record<AgentDocumentKind, string> = {
  id: 'documento-de-identidad',
  certificate: 'certificado-de-antecedentes',
};

/**
 * The agent's avatar and identity documents (ADR-034). A file is stored under a new generated key
 * before the database names it; when the database write fails the file is removed, and the file
 * a change replaced is removed only after the commit. A failed removal leaves an unnamed file
 * (logged), never a row naming a missing file.
 */
export function createAgentFilesService({ db, storage }: Pick<Dependencies, 'db' | 'storage'>) {
  async function store(
    key: string,
    content: Buffer,
    contentType: string,
    visibility: FileVisibility,
    log: FastifyBaseLogger,
  ): Promise<void> {
    try {
      await storage.put(key, content, { contentType, visibility });
    } catch (error) {
      log.error({ err: error, key }, 'an uploaded file could not be stored');
      await storage.delete(key, visibility).catch(() => undefined);
      throw new AppError(503, 'STORAGE_FAILED', texts.errors.storageFailed);
    }
  }

  async function removeQuietly(
    keys: string[],
    visibility: FileVisibility,
    log: FastifyBaseLogger,
  ): Promise<void> {
    for (const key of keys) {
      try {
        await storage.delete(key, visibility);
      } catch (error) {
        log.warn({ err: error, key }, 'a replaced file could not be removed');
      }
    }
  }

  /** Runs `write`; when it fails, the file just stored is removed and the error rethrown. */
  async function orRemove<T>(key: string, visibility: FileVisibility, write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      await storage.delete(key, visibility).catch(() => undefined);
      throw error;
    }
  }

  return {
    async flags(agentId: string): Promise<AgentDocsFlags> {
      const [flags, current, verified] = await Promise.all([
        readDocumentFlags(db, agentId),
        readCurrentDocuments(db, agentId),
        readAgentVerified(db, agentId),
      ]);
      return {
        docs: { upload_id: flags.uploadId, upload_certificate: flags.uploadCertificate },
        review: {
          id: current.id?.reviewStatus ?? null,
          certificate: current.certificate?.reviewStatus ?? null,
        },
        verified,
      };
    },

    async avatarUrl(agentId: string): Promise<string | null> {
      return (await readAvatar(db, agentId))?.avatarUrl ?? null;
    },

    async documents(agentId: string): Promise<AgentDocuments> {
      const current = await readCurrentDocuments(db, agentId);
      return {
        documents: {
          id: current.id ? toAgentDocument(current.id) : null,
          certificate: current.certificate ? toAgentDocument(current.certificate) : null,
        },
        verified: await readAgentVerified(db, agentId),
      };
    },

    /** Re-encodes and stores a new public avatar; the previous file goes after the commit. */
    async replaceAvatar(
      agentId: string,
      file: UploadedFile,
      log: FastifyBaseLogger,
    ): Promise<AvatarUpdated> {
      if (!(await detectContentType(file.content, avatarUploadContentTypes))) {
        throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', texts.errors.avatarType);
      }
      const webp = await avatarWebp(file.content);
      const avatarKey = generateFileKey('avatars', 'webp');
      await store(avatarKey, webp, 'image/webp', 'public', log);
      const avatarUrl = storage.publicUrl(avatarKey);
      const written = await orRemove(avatarKey, 'public', () =>
        writeAvatar(db, agentId, { avatarUrl, avatarKey }),
      );
      if (!written) {
        await storage.delete(avatarKey, 'public').catch(() => undefined);
        throw notFound();
      }
      if (written.previousKey) await removeQuietly([written.previousKey], 'public', log);
      return { message: texts.avatar.updated, avatarUrl };
    },

    /**
     * Stores the document exactly as sent (type from its content) and records it, replacing the
     * current one of that kind; its flag is set in the same transaction.
     */
    async uploadDocument(
      agentId: string,
      kind: AgentDocumentKind,
      file: UploadedFile,
      log: FastifyBaseLogger,
    ): Promise<AgentDocument> {
      const contentType: AgentDocumentContentType | null = await detectContentType(
        file.content,
        agentDocumentContentTypes,
      );
      if (!contentType) {
        throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', texts.errors.documentType);
      }
      const storageKey = generateFileKey('documents', extensionOf[contentType] ?? 'bin');
      await store(storageKey, file.content, contentType, 'private', log);
      const inserted = await orRemove(storageKey, 'private', () =>
        insertDocument(db, agentId, {
          kind,
          storageKey,
          originalName: cleanOriginalName(file.filename, fallbackName[kind]),
          contentType,
          sizeBytes: file.content.length,
        }),
      );
      if (!inserted) {
        await storage.delete(storageKey, 'private').catch(() => undefined);
        throw notFound();
      }
      await removeQuietly(inserted.replacedKeys, 'private', log);
      return toAgentDocument(inserted.document);
    },

    /** The caller's current file of that kind and its record; 404 when there is none. */
    async documentFile(
      agentId: string,
      kind: AgentDocumentKind,
    ): Promise<{ record: DocumentRecord; file: StoredFile }> {
      const record = await readCurrentDocument(db, agentId, kind);
      const file = record ? await storage.get(record.storageKey, 'private') : null;
      if (!record || !file) throw notFound(texts.errors.documentNotFound);
      return { record, file };
    },
  };
}
