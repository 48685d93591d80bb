import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operatorAccount,
  operatorAccounts,
  operatorRestoreAccount,
  operatorSuspendAccount,
} from '@brillo/domain/contracts/operator-accounts';
import { errorResponses } from '../../errors.ts';
import { callerOf } from '../../plugins/authentication/guards.ts';
import { route } from '../../plugins/endpoints.ts';
import {
  createOperatorAccountsService,
  type OperatorAccountsDependencies,
} from './accounts-service.ts';

const tags = ['operadores'];

/**
 * Customers' and agents' accounts for operators (issue 32, PD-38, ADR-082), registered inside the
 * operators' routes, whose guard answers 404 to anyone but an operator before any input is read.
 */
export const operatorAccountsRoutes: FastifyPluginAsyncZod<OperatorAccountsDependencies> = async (
  app,
  deps,
) => {
  const accounts = createOperatorAccountsService(deps);

  route(
    app,
    operatorAccounts,
    {
      schema: {
        tags,
        summary: 'Las cuentas de clientes y agentes, buscadas y por páginas, la más nueva primero',
        description:
          'Filtros: text (parte del nombre o del correo), role (customer o agent), state (active ' +
          'o suspended); 50 filas por página. Las cuentas de operadores no aparecen. Solo ' +
          'operadores: cualquier otra persona recibe 404.',
        response: errorResponses(400, 403, 404),
      },
    },
    async (request) => accounts.list(request.query),
  );

  route(
    app,
    operatorAccount,
    {
      schema: {
        tags,
        summary: 'Una cuenta: sus datos, su estado, sus reservas abiertas y sus suspensiones',
        description: '404 para un id desconocido o la cuenta de un operador. Solo operadores.',
        response: errorResponses(403, 404),
      },
    },
    async (request) => accounts.detail(request.params.id),
  );

  route(
    app,
    operatorSuspendAccount,
    {
      schema: {
        tags,
        summary: 'Suspende una cuenta, con un motivo',
        description:
          'La persona no puede iniciar sesión y sus sesiones terminan; un agente deja de ' +
          'aparecer a los clientes; sus reservas abiertas terminan (las pagadas se reembolsan ' +
          'completas) con sus correos; registra la acción en el registro de auditoría y avisa ' +
          'por correo. 409 si ya está suspendida (también cuando otro operador la suspendió al ' +
          'mismo tiempo); 403 para la cuenta de un operador. Solo operadores.',
        response: errorResponses(400, 403, 404, 409),
      },
    },
    async (request) =>
      accounts.suspend(callerOf(request).userId, request.params.id, request.body.reason),
  );

  route(
    app,
    operatorRestoreAccount,
    {
      schema: {
        tags,
        summary: 'Restablece una cuenta suspendida, con un motivo',
        description:
          'La persona puede iniciar sesión de nuevo y un agente vuelve a aparecer a los ' +
          'clientes; las reservas que terminó la suspensión no vuelven. 409 si no está ' +
          'suspendida. Solo operadores.',
        response: errorResponses(400, 403, 404, 409),
      },
    },
    async (request) =>
      accounts.restore(callerOf(request).userId, request.params.id, request.body.reason),
  );
};
