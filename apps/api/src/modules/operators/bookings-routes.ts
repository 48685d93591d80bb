import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operatorBooking,
  operatorBookings,
  operatorCancelBooking,
} from '@brillo/domain/contracts/operator-bookings';
import { errorResponses } from '../../errors.ts';
import { callerOf } from '../../plugins/authentication/guards.ts';
import { route } from '../../plugins/endpoints.ts';
import {
  createOperatorBookingsService,
  type OperatorBookingsDependencies,
} from './bookings-service.ts';

const tags = ['operadores'];

/**
 * Every booking for operators (issue 32, PD-36, ADR-080), registered inside the operators'
 * routes, whose guard answers 404 to anyone but an operator before any input is read.
 */
export const operatorBookingsRoutes: FastifyPluginAsyncZod<OperatorBookingsDependencies> = async (
  app,
  deps,
) => {
  const bookings = createOperatorBookingsService(deps);

  route(
    app,
    operatorBookings,
    {
      schema: {
        tags,
        summary: 'Todas las reservas, filtradas y por páginas, el servicio más reciente primero',
        description:
          'Filtros: status (uno o varios), from y to (días del servicio en el calendario de ' +
          'Chile, ambos incluidos), agentId, customerId, customer (parte del nombre o correo), ' +
          'comuna (la de la dirección del cliente); 50 filas por página. Solo operadores: ' +
          'cualquier otra persona recibe 404.',
        response: errorResponses(400, 403, 404),
      },
    },
    async (request) => bookings.list(request.query),
  );

  route(
    app,
    operatorBooking,
    {
      schema: {
        tags,
        summary: 'Una reserva: sus personas, horario, montos, historial, pagos y correos',
        description: '404 para un id desconocido. Solo operadores.',
        response: errorResponses(403, 404),
      },
    },
    async (request) => bookings.detail(request.params.id),
  );

  route(
    app,
    operatorCancelBooking,
    {
      schema: {
        tags,
        summary: 'Cancela una reserva en nombre de alguien, con un motivo',
        description:
          'Por el motor de transiciones; una reserva pagada se reembolsa completa; avisa por ' +
          'correo a ambas personas y registra la acción en el registro de auditoría. 409 si la ' +
          'reserva ya no se puede cancelar (terminada, cancelada, o cancelada por otro operador ' +
          'al mismo tiempo). Solo operadores.',
        response: errorResponses(400, 403, 404, 409),
      },
    },
    async (request) =>
      bookings.cancel(callerOf(request).userId, request.params.id, request.body.reason),
  );
};
