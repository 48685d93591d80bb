import type { FastifyRequest } from 'fastify';
import { UPLOAD_FIELD } from '@brillo/domain/contracts/agent-files';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { AppError } from '../../errors.ts';

const texts = agentFilesTexts.errors;

/** The one file of an upload, read whole (at most the route's limit). */
export interface UploadedFile {
  /** The name the browser sent; text only, never a path. */
  filename: string;
  content: Buffer;
}

const notMultipart = () => new AppError(415, 'NOT_MULTIPART', texts.notMultipart);
const extraParts = () => new AppError(400, 'EXTRA_PARTS', texts.extraParts);

/** @fastify/multipart's and busboy's refusals, as the module's Spanish errors. */
function refusalFor(error: unknown, tooLarge: string): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'FILE_TOO_LARGE', tooLarge);
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return extraParts();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return notMultipart();
    default:
      // A malformed or interrupted multipart body (busboy's errors carry no code).
      return new AppError(400, 'MALFORMED_MULTIPART', texts.notMultipart);
  }
}

/**
 * Reads an upload: `multipart/form-data` with exactly one part, a file named `file`, of at most
 * `maxBytes`. The body is parsed as it streams in and refused as soon as it breaks a rule (another
 * part, too many bytes), so no more than `maxBytes` are ever held. Refusals are Spanish 4xx.
 */
export async function readSingleFile(
  request: FastifyRequest,
  { maxBytes, tooLarge }: { maxBytes: number; tooLarge: string },
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw notMultipart();
  let file: UploadedFile | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1, fieldNameSize: 100 },
    });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== UPLOAD_FIELD || file) {
        if (part.type === 'file') part.file.resume();
        throw extraParts();
      }
      file = { filename: part.filename, content: await part.toBuffer() };
    }
  } catch (error) {
    throw refusalFor(error, tooLarge);
  }
  if (!file) throw new AppError(400, 'NO_FILE', texts.noFile);
  if (file.content.length === 0) throw new AppError(400, 'EMPTY_FILE', texts.empty);
  return file;
}
