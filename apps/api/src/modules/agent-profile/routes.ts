import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BIO_MAX_LENGTH,
  changeBio,
  changeServiceComunas,
  readBio,
  readServiceComunas,
} from '@brillo/domain/contracts/agent-profile';
import { SERVICE_COMUNAS_MAX } from '@brillo/domain/service-area';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { callerOf } from '../../plugins/authentication/guards.ts';
import { route } from '../../plugins/endpoints.ts';
import { createAgentProfileService } from './service.ts';

const TAGS = ['perfil de agente'];

/**
 * The agent's own profile (spec §2 "Other agent screens", §7 bio and ratings calls; product
 * decisions 20, 30, 43): the biography and the comunas where the agent works, read and changed. The ratings received are in
 * modules/ratings. Agents only;
 * the agent is always the caller, never a value in the body or query.
 */
export const agentProfileRoutes: FastifyPluginAsyncZod<
  Pick<Dependencies, 'db' | 'guards'>
> = async (app, deps) => {
  const service = createAgentProfileService(deps);
  const agentOnly = deps.guards.requireRole('agent');

  route(
    app,
    readBio,
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'La biografía de quien llama; un texto vacío si aún no tiene',
        response: errorResponses(401, 403),
      },
    },
    async (request) => ({ bio: await service.bio(callerOf(request).userId) }),
  );

  route(
    app,
    changeBio,
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'Cambia la biografía de quien llama',
        description:
          `Hasta ${BIO_MAX_LENGTH} caracteres, sin los espacios de los extremos. ` +
          'El mismo texto responde 204 sin cuerpo y no cambia nada.',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const changed = await service.changeBio(callerOf(request).userId, request.body.bio);
      return changed ?? reply.status(204).send(null);
    },
  );

  route(
    app,
    readServiceComunas,
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'Las comunas donde trabaja quien llama, ordenadas',
        response: errorResponses(401, 403),
      },
    },
    async (request) => ({ comunas: await service.serviceComunas(callerOf(request).userId) }),
  );

  route(
    app,
    changeServiceComunas,
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'Reemplaza las comunas donde trabaja quien llama',
        description:
          `De 1 a ${SERVICE_COMUNAS_MAX} comunas de Chile, cada una una vez; mayúsculas y tildes ` +
          'no importan. La respuesta las escribe como la lista de comunas de Brillo, ordenadas ' +
          '(decisión 43).',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request) => service.changeServiceComunas(callerOf(request).userId, request.body.comunas),
  );
};
