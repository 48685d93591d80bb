import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addFavouriteAgent,
  listFavouriteAgents,
  removeFavouriteAgent,
} from '@brillo/domain/contracts/favourites';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { callerOf } from '../../plugins/authentication/guards.ts';
import { route } from '../../plugins/endpoints.ts';
import { createFavouritesService, type NextOfferedStarts } from './service.ts';

const TAGS = ['mis agentes'];

/**
 * 'Mis agentes' (PD-46): the calling customer's favourite agents. The customer comes from the
 * session; the path names only the agent.
 */
export const favouritesRoutes: FastifyPluginAsyncZod<
  Pick<Dependencies, 'db' | 'clock' | 'guards'> & { nextOfferedStarts: NextOfferedStarts }
> = async (app, deps) => {
  const service = createFavouritesService(deps);
  const customersOnly = deps.guards.requireRole('customer');

  route(
    app,
    listFavouriteAgents,
    {
      preHandler: customersOnly,
      schema: {
        tags: TAGS,
        summary: 'Los agentes favoritos de quien llama, con su próximo horario ofrecido',
        description:
          'Los guardados más recientemente primero; nextSlotStart es el inicio del próximo ' +
          'horario ofrecido, o null. Un agente suspendido no aparece mientras lo esté.',
        response: errorResponses(401, 403),
      },
    },
    async (request) => service.list(callerOf(request).userId),
  );

  route(
    app,
    addFavouriteAgent,
    {
      preHandler: customersOnly,
      schema: {
        tags: TAGS,
        summary: 'Guarda un agente en Mis agentes',
        description:
          'Idempotente: guardarlo de nuevo no cambia nada. 404 si el id no es de un agente o ' +
          'el agente está suspendido.',
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      await service.add(callerOf(request).userId, request.params.agentId);
      return reply.status(204).send(null);
    },
  );

  route(
    app,
    removeFavouriteAgent,
    {
      preHandler: customersOnly,
      schema: {
        tags: TAGS,
        summary: 'Quita un agente de Mis agentes',
        description: 'Idempotente: quitar un agente que no está guardado responde igual.',
        response: errorResponses(401, 403),
      },
    },
    async (request, reply) => {
      await service.remove(callerOf(request).userId, request.params.agentId);
      return reply.status(204).send(null);
    },
  );
};
