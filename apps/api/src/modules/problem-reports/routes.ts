import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operatorProblemReport,
  operatorProblemReports,
  operatorResolveProblem,
  reportProblem,
} from '@brillo/domain/contracts/problem-reports';
import { operatorRefundBooking } from '@brillo/domain/contracts/operator-bookings';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { callerOf } from '../../plugins/authentication/guards.ts';
import { route } from '../../plugins/endpoints.ts';
import { createProblemReportsService, type ProblemReportsDependencies } from './service.ts';

type ProblemReportsRoutesDependencies = Pick<Dependencies, 'guards'> & ProblemReportsDependencies;

/**
 * 'Reportar un problema' (PD-39): the customer's report on an own finished booking, within 48
 * hours of its end. Registered with the customer's private routes.
 */
export const customerProblemReportsRoutes: FastifyPluginAsyncZod<
  ProblemReportsRoutesDependencies
> = async (app, deps) => {
  const service = createProblemReportsService(deps);
  route(
    app,
    reportProblem,
    {
      preHandler: deps.guards.requireRole('customer'),
      schema: {
        tags: ['reservas'],
        summary: 'Reporta un problema de un servicio terminado',
        description:
          'Una categoría y una descripción, hasta 48 horas después del término del servicio. ' +
          '404 si la reserva no es de quien llama; 409 si no está terminada, si el plazo venció o ' +
          'si ya hay un reporte abierto.',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const report = await service.report(
        callerOf(request).userId,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(report);
    },
  );
};

/**
 * The operators' problem reports and refunds (PD-39) under `/api/operador`: guarded before any
 * input is read, so anyone but an operator gets 404 (ADR-078).
 */
export const operatorProblemReportsRoutes: FastifyPluginAsyncZod<
  ProblemReportsRoutesDependencies
> = async (app, deps) => {
  app.addHook('onRequest', deps.guards.requireOperator);
  const service = createProblemReportsService(deps);
  const tags = ['operadores'];

  route(
    app,
    operatorProblemReports,
    {
      schema: {
        tags,
        summary: 'Los problemas reportados: primero los abiertos, del más antiguo al más reciente',
        description: '50 por página. Solo operadores: cualquier otra persona recibe 404.',
        response: errorResponses(400, 403, 404),
      },
    },
    async (request) => service.list(request.query),
  );

  route(
    app,
    operatorProblemReport,
    {
      schema: {
        tags,
        summary: 'Un problema reportado, con su reserva y lo que queda por reembolsar',
        description: '404 para un id desconocido. Solo operadores.',
        response: errorResponses(403, 404),
      },
    },
    async (request) => service.detail(request.params.id),
  );

  route(
    app,
    operatorResolveProblem,
    {
      schema: {
        tags,
        summary: 'Resuelve un problema: sin reembolso, parcial o total, con una nota',
        description:
          'La nota se envía por correo al cliente y al agente y queda en el registro de ' +
          'auditoría; el reembolso se pide al proveedor de pago. 409 si otro operador ya lo ' +
          'resolvió, si la reserva no tiene un pago, o si el monto supera lo que queda por ' +
          'reembolsar (no cambia nada). Solo operadores.',
        response: errorResponses(400, 403, 404, 409),
      },
    },
    async (request) => service.resolve(callerOf(request).userId, request.params.id, request.body),
  );

  route(
    app,
    operatorRefundBooking,
    {
      schema: {
        tags,
        summary: 'Reembolsa una reserva pagada, completa o en parte, con un motivo',
        description:
          'En cualquier momento; el reembolso se pide al proveedor de pago y queda en el ' +
          'registro de auditoría. 409 si no tiene un pago, si ya se reembolsó completa o si el ' +
          'monto supera lo que queda (no cambia nada). Solo operadores.',
        response: errorResponses(400, 403, 404, 409),
      },
    },
    async (request) =>
      service.refundBooking(callerOf(request).userId, request.params.id, request.body),
  );
};
