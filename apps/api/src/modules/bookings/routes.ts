import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CUSTOMER_BOOKINGS_MAX,
  acceptBooking,
  changeBooking,
  createBooking,
  listCustomerBookings,
  listFinishedBookings,
  queriedStatuses,
  rejectBooking,
} from '@brillo/domain/contracts/customer-bookings';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { callerOf } from '../../plugins/authentication/guards.ts';
import { route } from '../../plugins/endpoints.ts';
import type { BookingsService } from './service.ts';

const TAGS = ['reservas'];

/**
 * The booking lifecycle's routes (spec §4 "Booking lifecycle", §7; product decisions 9, 10,
 * 20–28; ADR-037): the customer books, cancels and finishes, the agent accepts and rejects, and
 * the customer's lists. Identities come from the session; a status sent by the browser never
 * decides a transition, the lifecycle in `@brillo/domain/booking-lifecycle` does.
 */
export const bookingsRoutes: FastifyPluginAsyncZod<
  Pick<Dependencies, 'guards'> & { bookings: BookingsService }
> = async (app, deps) => {
  const service = deps.bookings;
  const customerOnly = deps.guards.requireRole('customer');
  const agentOnly = deps.guards.requireRole('agent');

  route(
    app,
    createBooking,
    {
      preHandler: customerOnly,
      schema: {
        tags: TAGS,
        summary: 'Reserva un espacio completo de una agente',
        description:
          'Solo availability_id decide; agent_id, customer_id, booking_start_time y ' +
          'booking_end_time, si vienen, deben coincidir con el espacio y con quien llama. La ' +
          'tarifa se copia de la agente al reservar. De varias solicitudes simultáneas por un ' +
          'espacio solo una recibe 201; las demás, 409.',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const booking = await service.book(callerOf(request).userId, request.body);
      return reply.status(201).send(booking);
    },
  );

  const answers = { accept: acceptBooking, reject: rejectBooking } as const;
  for (const action of ['accept', 'reject'] as const) {
    route(
      app,
      answers[action],
      {
        preHandler: agentOnly,
        schema: {
          tags: TAGS,
          summary:
            action === 'accept'
              ? 'La agente acepta una solicitud propia pendiente'
              : 'La agente rechaza una solicitud propia pendiente',
          description:
            'Los campos del cuerpo que nombra la especificación se aceptan y se ignoran: el ' +
            'ciclo de vida decide el estado de la reserva y del espacio.',
          response: errorResponses(400, 401, 403, 404, 409),
        },
      },
      async (request) => {
        return service.answer(callerOf(request).userId, request.params.id, action);
      },
    );
  }

  route(
    app,
    changeBooking,
    {
      preHandler: customerOnly,
      schema: {
        tags: TAGS,
        summary: 'Cancela o da por realizada una reserva propia',
        description:
          'accepted_customer_cancelation cancela una reserva pendiente o por pagar antes de su ' +
          'inicio, o una pagada hasta 24 horas antes con reembolso total por el medio de pago ' +
          '(decisión 24); finished marca realizado un servicio pagado que ya comenzó ' +
          '(decisión 27).',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      service.change(callerOf(request).userId, request.params.id, request.body.status),
  );

  route(
    app,
    listCustomerBookings,
    {
      preHandler: customerOnly,
      schema: {
        tags: TAGS,
        summary: 'Las reservas de quien llama en los estados pedidos, de la más próxima',
        description:
          `status se puede repetir; sin status, todas. Hasta ${CUSTOMER_BOOKINGS_MAX}; total ` +
          'cuenta todas. El teléfono de la agente aparece una vez pagada la reserva.',
        response: errorResponses(400, 401, 403),
      },
    },
    async (request) => service.list(callerOf(request).userId, queriedStatuses(request.query)),
  );

  route(
    app,
    listFinishedBookings,
    {
      preHandler: customerOnly,
      schema: {
        tags: TAGS,
        summary: 'Los servicios finalizados de quien llama, con su evaluación o sin ella',
        description: 'customer_id y customerId se ignoran: el cliente es quien llama.',
        response: errorResponses(400, 401, 403),
      },
    },
    async (request) => service.list(callerOf(request).userId, ['finished', 'finished_evaluated']),
  );
};
