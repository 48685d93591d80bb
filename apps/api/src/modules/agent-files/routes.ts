import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AVATAR_MAX_BYTES,
  AgentDocumentKindSchema,
  DOCUMENT_MAX_BYTES,
  DocumentFileSchema,
  UPLOAD_FIELD,
  listDocuments,
  readAvatar,
  readDocsFlags,
  readDocumentFile,
  uploadAvatar,
  uploadDocument,
} from '@brillo/domain/contracts/agent-files';
import { agentDocumentContentTypes } from '@brillo/domain/enums';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import type { Dependencies } from '../../dependencies.ts';
import { AppError, errorResponses } from '../../errors.ts';
import { callerOf } from '../../plugins/authentication/guards.ts';
import { route } from '../../plugins/endpoints.ts';
import { inlineDisposition } from './file-names.ts';
import { readSingleFile } from './multipart.ts';
import { createAgentFilesService, uploadLimits } from './service.ts';

const TAGS = ['archivos de agente'];
/**
 * The policy of a downloaded document, replacing the app's: nothing may load but the file itself,
 * which the browser's PDF viewer embeds (`object-src 'self'`; the app's `'none'` would blank it).
 */
export const DOCUMENT_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** A kind that is not `id` or `certificate` is a missing resource, not a malformed request. */
function kindOf(value: string) {
  const parsed = AgentDocumentKindSchema.safeParse(value);
  if (!parsed.success) throw new AppError(404, 'NOT_FOUND', agentFilesTexts.errors.unknownKind);
  return parsed.data;
}

const uploadDescription = (maxBytes: number, types: string) =>
  `\`multipart/form-data\` con una sola parte, un archivo en el campo \`${UPLOAD_FIELD}\`, de ` +
  `hasta ${maxBytes / (1024 * 1024)} MB y de tipo ${types} según su contenido.`;

/**
 * The agent's files (spec §4 document flags and avatar, §5 uploads, §7; product decisions 13, 14,
 * 34; ADR-034): the public avatar and the two private identity documents. Agents only; the owner
 * is always the caller. Every answer is `Cache-Control: private, no-store`.
 */
export const agentFilesRoutes: FastifyPluginAsyncZod<
  Pick<Dependencies, 'db' | 'guards' | 'storage'>
> = async (app, deps) => {
  const service = createAgentFilesService(deps);
  const agentOnly = deps.guards.requireRole('agent');

  // Only this module's routes parse multipart bodies; each route reads with its own limits.
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 0, parts: 1, fieldNameSize: 100 },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  route(
    app,
    readDocsFlags,
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'Si quien llama ya subió su documento de identidad y su certificado',
        response: errorResponses(401, 403),
      },
    },
    async (request) => service.flags(callerOf(request).userId),
  );

  route(
    app,
    readAvatar,
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'La dirección pública del avatar de quien llama; null si no tiene',
        response: errorResponses(401, 403),
      },
    },
    async (request) => ({ avatarUrl: await service.avatarUrl(callerOf(request).userId) }),
  );

  route(
    app,
    uploadAvatar,
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'Cambia el avatar de quien llama',
        description:
          uploadDescription(AVATAR_MAX_BYTES, 'JPG, PNG o WebP') +
          ' Se guarda como un cuadrado WebP de hasta 512 px, sin metadatos.',
        consumes: ['multipart/form-data'],
        response: errorResponses(400, 401, 403, 404, 413, 415, 503),
      },
    },
    async (request) => {
      const agentId = callerOf(request).userId;
      const file = await readSingleFile(request, uploadLimits.avatar);
      return service.replaceAvatar(agentId, file, request.log);
    },
  );

  route(
    app,
    listDocuments,
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'El archivo actual de cada documento de quien llama; null si no lo ha subido',
        response: errorResponses(401, 403),
      },
    },
    async (request) => service.documents(callerOf(request).userId),
  );

  route(
    app,
    uploadDocument,
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'Sube el documento de identidad (`id`) o el certificado (`certificate`)',
        description:
          uploadDescription(DOCUMENT_MAX_BYTES, 'PDF, JPG o PNG') +
          ' Se guarda tal como llegó, en privado, y reemplaza al anterior de ese tipo.',
        consumes: ['multipart/form-data'],
        response: errorResponses(400, 401, 403, 404, 413, 415, 503),
      },
    },
    async (request, reply) => {
      const agentId = callerOf(request).userId;
      const kind = kindOf(request.params.kind);
      const file = await readSingleFile(request, uploadLimits.document);
      const document = await service.uploadDocument(agentId, kind, file, request.log);
      return reply.status(201).send({ message: agentFilesTexts.docs.uploaded, document });
    },
  );

  // Any signed-in caller may ask; only the owner gets the file: a document of someone else, or a
  // customer's request, finds nothing (404), revealing neither the document nor its owner's role.
  route(
    app,
    readDocumentFile,
    {
      preHandler: deps.guards.requireSession,
      schema: {
        tags: TAGS,
        summary: 'El archivo actual de ese documento, solo para quien lo subió',
        response: {
          // Bytes in the type detected at upload, not JSON: the document names each type.
          200: {
            description: 'El archivo tal como se subió, con el tipo que se detectó.',
            content: Object.fromEntries(
              agentDocumentContentTypes.map((type) => [type, { schema: DocumentFileSchema }]),
            ),
          },
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const agentId = callerOf(request).userId;
      const { record, file } = await service.documentFile(agentId, kindOf(request.params.kind));
      return reply
        .type(record.contentType)
        .header('content-length', file.size)
        .header('content-disposition', inlineDisposition(record.originalName, record.contentType))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOCUMENT_CONTENT_SECURITY_POLICY)
        .send(file.body);
    },
  );
};
