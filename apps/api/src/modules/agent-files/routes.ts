import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AVATAR_MAX_BYTES,
  AgentDocsFlagsSchema,
  AgentDocumentKindSchema,
  AgentDocumentUploadedSchema,
  AgentDocumentsSchema,
  AvatarAnswerSchema,
  AvatarUpdatedSchema,
  DOCUMENT_MAX_BYTES,
  UPLOAD_FIELD,
  agentFilePaths,
} from '@brillo/domain/contracts/agent-files';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import type { Dependencies } from '../../dependencies.ts';
import { AppError, errorResponses } from '../../errors.ts';
import { callerOf } from '../../plugins/authentication/guards.ts';
import { inlineDisposition } from './file-names.ts';
import { readSingleFile } from './multipart.ts';
import { createAgentFilesService, uploadLimits } from './service.ts';

const TAGS = ['archivos de agente'];
const apiPath = (path: string) => path.replace(/^\/api/, '');

/** A kind that is not `id` or `certificate` is a missing resource, not a malformed request. */
const KindParamsSchema = z.object({ kind: z.string() });
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

  app.get(
    apiPath(agentFilePaths.docsFlags),
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'Si quien llama ya subió su documento de identidad y su certificado',
        response: { 200: AgentDocsFlagsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ docs: await service.flags(callerOf(request).userId) }),
  );

  app.get(
    apiPath(agentFilePaths.avatar),
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'La dirección pública del avatar de quien llama; null si no tiene',
        response: { 200: AvatarAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ avatarUrl: await service.avatarUrl(callerOf(request).userId) }),
  );

  app.post(
    apiPath(agentFilePaths.avatar),
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'Cambia el avatar de quien llama',
        description:
          uploadDescription(AVATAR_MAX_BYTES, 'JPG, PNG o WebP') +
          ' Se guarda como un cuadrado WebP de hasta 512 px, sin metadatos.',
        consumes: ['multipart/form-data'],
        response: {
          200: AvatarUpdatedSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 503),
        },
      },
    },
    async (request) => {
      const agentId = callerOf(request).userId;
      const file = await readSingleFile(request, uploadLimits.avatar);
      return service.replaceAvatar(agentId, file, request.log);
    },
  );

  app.get(
    apiPath(agentFilePaths.documents),
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'El archivo actual de cada documento de quien llama; null si no lo ha subido',
        response: { 200: AgentDocumentsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ documents: await service.documents(callerOf(request).userId) }),
  );

  app.post(
    apiPath(agentFilePaths.document(':kind')),
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'Sube el documento de identidad (`id`) o el certificado (`certificate`)',
        description:
          uploadDescription(DOCUMENT_MAX_BYTES, 'PDF, JPG o PNG') +
          ' Se guarda tal como llegó, en privado, y reemplaza al anterior de ese tipo.',
        consumes: ['multipart/form-data'],
        params: KindParamsSchema,
        response: {
          201: AgentDocumentUploadedSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 503),
        },
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

  app.get(
    apiPath(agentFilePaths.documentFile(':kind')),
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'El archivo actual de ese documento, solo para quien lo subió',
        params: KindParamsSchema,
        response: {
          200: z.any().describe('El archivo, con el tipo con que se guardó.'),
          ...errorResponses(401, 403, 404),
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
        .send(file.body);
    },
  );
};
