import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SLOT_BATCH_MAX,
  SLOT_PAGE_MAX,
  createSlots,
  deleteSlot,
  listSlots,
  reopenSlot,
  updateSlot,
} from '@brillo/domain/contracts/slots';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { callerOf } from '../../plugins/authentication/guards.ts';
import { route } from '../../plugins/endpoints.ts';
import { createSlotsService } from './service.ts';

const TAGS = ['disponibilidad'];

/**
 * The agent's availability (spec §2 "Add availability", "Edit availability", §8 "Slots"; product
 * decisions 10, 11, 20, 21, 23): create slots in batches, list the future ones, change or delete
 * one, offer a rejected one again.
 * Agents only; the agent is always the caller (`callerOf`), never a value in the body or query.
 */
export const slotsRoutes: FastifyPluginAsyncZod<
  Pick<Dependencies, 'db' | 'clock' | 'guards'>
> = async (app, deps) => {
  const service = createSlotsService(deps);
  const agentOnly = deps.guards.requireRole('agent');

  route(
    app,
    createSlots,
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'Agrega espacios de disponibilidad: todos o ninguno',
        description:
          `Hasta ${SLOT_BATCH_MAX} espacios por envío, en instantes ISO 8601 con zona en un minuto exacto ` +
          '(segundos y milésimas en cero o ausentes). agent_id, si viene, debe ser quien llama. ' +
          'Cada espacio rechazado aparece en error.fields como slots.<índice> con su motivo.',
        response: errorResponses(400, 401, 403, 409),
      },
    },
    async (request, reply) => {
      const slots = await service.create(callerOf(request).userId, request.body);
      return reply.status(201).send({ slots });
    },
  );

  route(
    app,
    listSlots,
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'Los espacios futuros de quien llama, disponibles o no, del más próximo al último',
        description:
          `Hasta ${SLOT_PAGE_MAX} por página; after es el nextCursor de la página anterior. ` +
          'Incluye los espacios en curso (que aún no terminan).',
        response: errorResponses(400, 401, 403),
      },
    },
    async (request) => service.list(callerOf(request).userId, request.query),
  );

  route(
    app,
    updateSlot,
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary:
          'Cambia el inicio, el término y el estado de un espacio propio sin reservas en curso',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (request) => service.update(callerOf(request).userId, request.params.id, request.body),
  );

  route(
    app,
    reopenSlot,
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'Vuelve a ofrecer un espacio propio rechazado',
        description:
          'El espacio queda disponible y los clientes lo ven otra vez. Solo un espacio rechazado, ' +
          'que aún no comienza y sin reservas en curso; no lleva cuerpo.',
        response: errorResponses(401, 403, 404, 409),
      },
    },
    async (request) => service.reopen(callerOf(request).userId, request.params.id),
  );

  route(
    app,
    deleteSlot,
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'Borra un espacio propio sin reservas',
        response: errorResponses(401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      await service.remove(callerOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
