import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BankFileSchema,
  operatorBankFile,
  operatorAgentEarnings,
  operatorConfirmPayout,
  operatorFailPayout,
  operatorLedgerTotals,
  operatorPayAgentNow,
  operatorPayoutRuns,
  operatorRunPayouts,
  operatorPayouts,
} from '@brillo/domain/contracts/operator-payouts';
import { operatorPayoutsTexts } from '@brillo/domain/texts/operator-payouts.es-CL';
import { bankFileCsv } from '../../adapters/payouts/bank-file.ts';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses, notFound } from '../../errors.ts';
import { readAgent } from './operator-repository.ts';
import { callerOf } from '../../plugins/authentication/guards.ts';
import { route } from '../../plugins/endpoints.ts';
import { pendingBankFilePayouts } from './payouts-repository.ts';
import type { PayoutsService } from './payouts.ts';
import type { EarningsReads } from './service.ts';

const { api } = operatorPayoutsTexts;

/**
 * The operators' payouts and books (PD-41) under `/api/operador`: guarded before any input is
 * read, so anyone but an operator gets 404 (ADR-078).
 */
export const operatorEarningsRoutes: FastifyPluginAsyncZod<
  Pick<Dependencies, 'guards' | 'db'> & { earnings: EarningsReads; payouts: PayoutsService }
> = async (app, deps) => {
  app.addHook('onRequest', deps.guards.requireOperator);
  const tags = ['operadores'];

  route(
    app,
    operatorPayouts,
    {
      schema: {
        tags,
        summary: 'Los pagos a agentes, del más reciente al más antiguo',
        description: 'Filtros: estado, semana de pago, agente. 50 por página. Solo operadores.',
        response: errorResponses(400, 403, 404),
      },
    },
    async (request) => deps.earnings.payoutsPage(request.query),
  );

  route(
    app,
    operatorPayoutRuns,
    {
      schema: {
        tags,
        summary: 'Las ejecuciones semanales de pagos, con sus estados, y la próxima',
        response: errorResponses(403, 404),
      },
    },
    async () => deps.earnings.runs(),
  );

  route(
    app,
    operatorRunPayouts,
    {
      schema: {
        tags,
        summary: 'Ejecuta ahora los pagos de esta semana, como el lunes a las 09:00',
        description:
          'Con un motivo, que queda en el registro de auditoría. La ejecución se nombra por su ' +
          'lunes: a quien ya se le pagó esta semana no se le paga de nuevo.',
        response: errorResponses(400, 403, 404),
      },
    },
    async (request) => {
      const { run, created } = await deps.payouts.runNow(
        callerOf(request).userId,
        request.body.reason,
      );
      return { message: api.runDone(created), run, created };
    },
  );

  route(
    app,
    operatorLedgerTotals,
    {
      schema: {
        tags,
        summary: 'Lo que Brillo tiene, debe a las agentes y ha ganado, con la conciliación',
        description:
          'Sumas del libro contable; `problems` lista lo que la conciliación no cuadra (vacío si ' +
          'todo cuadra). Solo operadores.',
        response: errorResponses(403, 404),
      },
    },
    async () => deps.earnings.totals(),
  );

  route(
    app,
    operatorAgentEarnings,
    {
      schema: {
        tags,
        summary: 'El saldo, los movimientos y los pagos de una agente',
        description: '404 si no es una agente. Solo operadores.',
        response: errorResponses(403, 404),
      },
    },
    async (request) => deps.earnings.operatorAgentEarnings(request.params.id),
  );

  route(
    app,
    operatorPayAgentNow,
    {
      schema: {
        tags,
        summary: 'Paga ahora el saldo disponible de una agente, con un motivo',
        description:
          'Cualquier saldo sobre cero, a una cuenta con más de 24 horas. 409 sin saldo, sin ' +
          'cuenta o con una cuenta nueva (no cambia nada). Queda en el registro de auditoría.',
        response: errorResponses(400, 403, 404, 409),
      },
    },
    async (request, reply) => {
      if (!(await readAgent(deps.db, request.params.id))) throw notFound(api.agentNotFound);
      const payout = await deps.payouts.payNow(
        callerOf(request).userId,
        request.params.id,
        request.body.reason,
      );
      return reply.status(201).send({ message: api.paidNow, payout });
    },
  );

  route(
    app,
    operatorConfirmPayout,
    {
      schema: {
        tags,
        summary: 'Confirma un pago del archivo bancario: el banco lo hizo',
        description: '409 si no es del archivo bancario o ya no está pendiente. Solo operadores.',
        response: errorResponses(400, 403, 404, 409),
      },
    },
    async (request) => ({
      message: api.confirmed,
      payout: await deps.payouts.confirm(
        callerOf(request).userId,
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  route(
    app,
    operatorFailPayout,
    {
      schema: {
        tags,
        summary: 'Marca un pago como fallido: su monto vuelve al saldo de la agente',
        description: '409 si ya estaba fallido. Queda en el registro de auditoría.',
        response: errorResponses(400, 403, 404, 409),
      },
    },
    async (request) => ({
      message: api.failed,
      payout: await deps.payouts.failByOperator(
        callerOf(request).userId,
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  route(
    app,
    operatorBankFile,
    {
      schema: {
        tags,
        summary: 'El archivo bancario (CSV) de los pagos pendientes, para subirlo al banco',
        description:
          'Separado por punto y coma, UTF-8. Después de subirlo, confirma cada pago. Solo operadores.',
        response: {
          200: {
            description:
              'Una fila por pago pendiente del archivo bancario, la más antigua primero.',
            content: { 'text/csv': { schema: BankFileSchema } },
          },
          ...errorResponses(403, 404),
        },
      },
    },
    async (_request, reply) => {
      const rows = await pendingBankFilePayouts(deps.db);
      const csv = bankFileCsv(
        rows.map(({ payout, account }) => ({
          payoutId: payout.id,
          amount: payout.amount,
          destination: {
            holderName: payout.holderName,
            holderRut: account.holderRut,
            bank: account.bank,
            accountType: account.accountType,
            accountNumber: account.accountNumber,
          },
          comment: `Brillo pagos ${payout.run ?? payout.createdAt.toISOString().slice(0, 10)}`,
        })),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="brillo-pagos.csv"')
        .send(csv);
    },
  );
};
