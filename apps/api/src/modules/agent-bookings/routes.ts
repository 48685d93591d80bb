import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AGENT_BOOKINGS_MAX,
  listActiveBookings,
  listAgentBookings,
  listClosedBookings,
  readAgentProfilePanel,
} from '@brillo/domain/contracts/agent-bookings';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { callerOf } from '../../plugins/authentication/guards.ts';
import { route } from '../../plugins/endpoints.ts';
import type { AgentBookingsService } from './service.ts';

const TAGS = ['reservas del agente'];

/**
 * What the agent dashboard reads of the caller's bookings and profile (spec §2 "Agent dashboard",
 * §7; product decisions 20, 28; ADR-036). Agents only; the agent is always the caller, never a
 * value in the query. The booking lifecycle's writes (issue 12) join this module.
 */
export const agentBookingsRoutes: FastifyPluginAsyncZod<
  Pick<Dependencies, 'guards'> & { agentBookings: AgentBookingsService }
> = async (app, deps) => {
  const service = deps.agentBookings;
  const agentOnly = deps.guards.requireRole('agent');

  route(
    app,
    listAgentBookings,
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'Las reservas de quien llama en uno o más estados, de la más próxima a la última',
        description:
          'Uno o más estados, repitiendo el parámetro (?status=rejected&status=' +
          'accepted_customer_cancelation): pending, accepted_pending_payment, ' +
          'accepted_payment_success, accepted_payment_failed, rejected o ' +
          `accepted_customer_cancelation. Hasta ${AGENT_BOOKINGS_MAX} reservas; total cuenta ` +
          'todas las de esos estados. Antes del pago solo se entrega el nombre de pila y la ' +
          'comuna del cliente (decisión 28).',
        response: errorResponses(400, 401, 403),
      },
    },
    async (request) => service.list(callerOf(request).userId, request.query.status),
  );

  route(
    app,
    listActiveBookings,
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'Los servicios pagados de quien llama que aún no terminan, del más próximo',
        description: `Hasta ${AGENT_BOOKINGS_MAX}, con el contacto completo del cliente; total cuenta todos.`,
        response: errorResponses(401, 403),
      },
    },
    async (request) => service.active(callerOf(request).userId),
  );

  route(
    app,
    listClosedBookings,
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'Los servicios finalizados de quien llama, del más reciente al más antiguo',
        description:
          `Hasta ${AGENT_BOOKINGS_MAX} reservas finished o finished_evaluated (evaluated dice si ` +
          'el cliente ya calificó), con el contacto completo del cliente; total cuenta todas.',
        response: errorResponses(401, 403),
      },
    },
    async (request) => service.closed(callerOf(request).userId),
  );

  route(
    app,
    readAgentProfilePanel,
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'Los datos del panel de perfil de quien llama',
        description:
          'Correo, teléfono, dirección, nacionalidad, fecha de registro y el inicio de la sesión actual.',
        response: errorResponses(401, 403, 404),
      },
    },
    async (request) => service.profile(callerOf(request)),
  );
};
