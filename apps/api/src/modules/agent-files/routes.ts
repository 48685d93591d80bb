import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AgentDocsFlagsSchema,
  AgentDocumentsSchema,
  AvatarAnswerSchema,
  agentFilePaths,
} from '@brillo/domain/contracts/agent-files';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { callerOf } from '../../plugins/authentication/guards.ts';
import { createAgentFilesService } from './service.ts';

const TAGS = ['archivos de agente'];
const apiPath = (path: string) => path.replace(/^\/api/, '');

/**
 * The agent's files (spec §4 document flags and avatar, §5 uploads, §7; product decisions 13, 14,
 * 34; ADR-034): the public avatar and the two private identity documents. Agents only; the owner
 * is always the caller.
 */
export const agentFilesRoutes: FastifyPluginAsyncZod<
  Pick<Dependencies, 'db' | 'guards' | 'storage'>
> = async (app, deps) => {
  const service = createAgentFilesService(deps);
  const agentOnly = deps.guards.requireRole('agent');

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
};
