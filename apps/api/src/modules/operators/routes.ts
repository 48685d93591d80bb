import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorOverview } from '@brillo/domain/contracts/operator-overview';
import { operatorAuditLog } from '@brillo/domain/contracts/operators';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { route } from '../../plugins/endpoints.ts';
import { operatorAccountsRoutes } from './accounts-routes.ts';
import type { OperatorAccountsDependencies } from './accounts-service.ts';
import { operatorBookingsRoutes } from './bookings-routes.ts';
import type { OperatorBookingsDependencies } from './bookings-service.ts';
import { createOperatorOverviewService } from './overview-service.ts';
import { createOperatorsService } from './service.ts';

const tags = ['operadores'];

/**
 * The operators' console under `/api/operador` (PD-36, ADR-078). Every route is guarded before
 * its input is even read (`onRequest`): anyone but an operator, signed out included, gets the
 * same 404 as a path that does not exist, so the console is not revealed; an operator whose
 * authenticator is not set up yet gets 403.
 */
export const operatorRoutes: FastifyPluginAsyncZod<
  Pick<Dependencies, 'db' | 'guards'> & OperatorBookingsDependencies & OperatorAccountsDependencies
> = async (app, deps) => {
  app.addHook('onRequest', deps.guards.requireOperator);
  const operators = createOperatorsService(deps);
  const overview = createOperatorOverviewService(deps);

  route(
    app,
    operatorOverview,
    {
      schema: {
        tags,
        summary: 'El resumen de la consola: reservas, montos, cancelaciones, respuestas y colas',
        description:
          'En el calendario de Chile: reservas creadas, montos pagados y reembolsados hoy y en ' +
          'el mes, la tasa de cancelación del mes, la mediana del tiempo de respuesta de las ' +
          'agentes en los últimos 30 días, las agentes por verificar y, por día, las reservas y ' +
          'el monto pagado de los últimos 90 días. Solo operadores: cualquier otra persona ' +
          'recibe 404.',
        response: errorResponses(403, 404),
      },
    },
    async () => overview.overview(),
  );

  route(
    app,
    operatorAuditLog,
    {
      schema: {
        tags,
        summary: 'El registro de auditoría, del más reciente al más antiguo',
        description:
          'Filtros por objeto (targetType, targetId) y por operador (operatorId); 50 filas por ' +
          'página. Solo operadores: cualquier otra persona recibe 404.',
        response: errorResponses(400, 403, 404),
      },
    },
    async (request) => operators.auditLog(request.query),
  );

  // Every booking, and the cancellation on someone's behalf (issue 32): behind the same guard.
  await app.register(operatorBookingsRoutes, deps);
  // Customers' and agents' accounts, suspended and restored (PD-38): behind the same guard.
  await app.register(operatorAccountsRoutes, deps);
};
