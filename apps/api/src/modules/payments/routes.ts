import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { urlOf } from '@brillo/domain/contracts/endpoint';
import {
  readBookingPayment,
  readSandboxIntent,
  receivePaymentNotification,
  settleSandboxIntent,
  startPayment,
} from '@brillo/domain/contracts/payments';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { SandboxProvider } from '../../adapters/payments/sandbox-provider.ts';
import { SIGNATURE_HEADER } from '../../adapters/payments/webhook-signature.ts';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { callerOf } from '../../plugins/authentication/guards.ts';
import { route } from '../../plugins/endpoints.ts';
import {
  readBodiesAsText,
  signedBodyOf,
  WEBHOOK_BODY_LIMIT,
} from '../../plugins/webhook-bodies.ts';
import type { PaymentsService } from './service.ts';

const TAGS = ['pagos'];

function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox' && 'settle' in provider;
}

/**
 * Payments (spec §7 `POST bookings/payment`; decisions 9, 12, 24, 26; ADR-040): the customer
 * starts a payment, the provider's signed notifications settle it, the result pages read it; the
 * sandbox bank's two routes exist only while the sandbox is the provider (never in production).
 */
export const paymentsRoutes: FastifyPluginAsyncZod<
  Pick<Dependencies, 'guards' | 'paymentProvider'> & { payments: PaymentsService }
> = async (app, deps) => {
  const service = deps.payments;
  const customerOnly = deps.guards.requireRole('customer');

  route(
    app,
    startPayment,
    {
      preHandler: customerOnly,
      schema: {
        tags: TAGS,
        summary: 'Inicia el pago de una reserva aceptada propia',
        description:
          'Solo booking_id decide; los demás campos de la especificación se aceptan y se ignoran: ' +
          'el monto, la moneda y el detalle salen de la reserva. Una segunda llamada reutiliza el ' +
          'intento vivo en vez de crear otro.',
        response: errorResponses(400, 401, 403, 404, 409, 503),
      },
    },
    async (request) => service.start(callerOf(request).userId, request.body.booking_id),
  );

  route(
    app,
    readBookingPayment,
    {
      preHandler: customerOnly,
      schema: {
        tags: TAGS,
        summary: 'El estado de una reserva propia y de su pago',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request) => service.bookingPayment(callerOf(request).userId, request.params.id),
  );

  // The notification's raw body is what the signature covers: read as text, parsed after.
  await app.register(async (scope) => {
    const webhooks = readBodiesAsText(scope);
    route(
      webhooks,
      receivePaymentNotification,
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags: TAGS,
          summary: 'Recibe una notificación firmada del medio de pago',
          description:
            'La firma Fintoc-Signature (t=…,v1=…, HMAC-SHA256 sobre t.cuerpo, 300 s) se verifica ' +
            'antes de leer el cuerpo. Cada evento se guarda una vez y se aplica una vez; los ' +
            'repetidos, los antiguos y los desconocidos se aceptan sin cambiar nada.',
          response: errorResponses(400, 404, 413),
        },
      },
      async (request) => {
        const { rawBody, signature } = signedBodyOf(request);
        await service.receiveWebhook(request.params.provider, rawBody, signature);
        return { received: true as const };
      },
    );
  });

  const provider = deps.paymentProvider;
  if (!isSandbox(provider)) return;

  route(
    app,
    readSandboxIntent,
    {
      preHandler: customerOnly,
      schema: {
        tags: TAGS,
        summary: 'Banco de prueba: el pago que abre un widget_token propio',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request) => service.sandboxIntent(callerOf(request).userId, request.params.token),
  );

  route(
    app,
    settleSandboxIntent,
    {
      preHandler: customerOnly,
      schema: {
        tags: TAGS,
        summary: 'Banco de prueba: aprueba o rechaza la transferencia',
        description:
          'El banco simulado envía a /api/payments/webhooks/sandbox la misma notificación firmada ' +
          'que enviaría Fintoc, que se verifica y aplica como cualquier otra.',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const customerId = callerOf(request).userId;
      const payment = await service.sandboxPayment(customerId, request.params.token);
      const notification = provider.settle(payment.intentId, request.body.outcome, payment.amount);
      const delivered = await app.inject({
        method: 'POST',
        url: urlOf(receivePaymentNotification, { params: { provider: 'sandbox' } }),
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: notification.signature },
        payload: notification.rawBody,
      });
      if (delivered.statusCode !== 200) {
        request.log.error({ status: delivered.statusCode }, 'the sandbox notification was refused');
      }
      const sandboxIntent = await service.sandboxIntent(customerId, request.params.token);
      return service.bookingPayment(customerId, sandboxIntent.booking_id);
    },
  );
};
