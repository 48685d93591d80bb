import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readEarnings, receivePayoutNotification } from '@brillo/domain/contracts/earnings';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { callerOf } from '../../plugins/authentication/guards.ts';
import { route } from '../../plugins/endpoints.ts';
import {
  readBodiesAsText,
  signedBodyOf,
  WEBHOOK_BODY_LIMIT,
} from '../../plugins/webhook-bodies.ts';
import type { PayoutsService } from './payouts.ts';
import type { EarningsReads } from './service.ts';

const TAGS = ['pagos a agentes'];

/** 'Mis ganancias': the caller agent's balances, paid bookings and payouts (PD-40, PD-41). */
export const earningsRoutes: FastifyPluginAsyncZod<
  Pick<Dependencies, 'guards'> & { earnings: EarningsReads }
> = async (app, deps) => {
  route(
    app,
    readEarnings,
    {
      preHandler: deps.guards.requireRole('agent'),
      schema: {
        tags: TAGS,
        summary: 'Las ganancias de quien llama: disponible, retenido, pagado, reservas y pagos',
        description:
          'Cada reserva pagada con su monto, comisión y ganancia, y dónde está (retenida por las ' +
          '48 horas o por un problema abierto, disponible, en un pago o pagada); cada pago con ' +
          'sus reservas. Los montos salen del libro contable.',
        response: errorResponses(401, 403),
      },
    },
    async (request) => deps.earnings.agentEarnings(callerOf(request).userId),
  );
};

/**
 * The payout provider's signed notifications (`POST /api/payouts/webhook`): the raw body is what
 * the signature covers, read as text and parsed after it is verified.
 */
export const payoutWebhookRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (
  app,
  deps,
) => {
  const webhooks = readBodiesAsText(app);
  route(
    webhooks,
    receivePayoutNotification,
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: TAGS,
        summary: 'Recibe una notificación firmada del proveedor de pagos a agentes',
        description:
          'La firma Fintoc-Signature se verifica antes de leer el cuerpo. Cada evento se guarda ' +
          'una vez y se aplica una vez: un pago confirmado se marca pagado; uno fallido devuelve ' +
          'su monto al saldo de la agente. Los repetidos y los desconocidos no cambian nada.',
        response: errorResponses(400, 413),
      },
    },
    async (request) => {
      const { rawBody, signature } = signedBodyOf(request);
      await deps.payouts.receiveWebhook(rawBody, signature);
      return { received: true as const };
    },
  );
};
