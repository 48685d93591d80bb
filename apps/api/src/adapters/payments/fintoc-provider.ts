import { z } from 'zod';
import {
  PaymentProviderError,
  type CreatedIntent,
  type IntentStatus,
  type PaymentProvider,
} from './payment-provider.ts';
import type { RefundStatus } from '@brillo/domain/contracts/payments';
import { fintocRequest } from '../fintoc/fintoc-request.ts';

export interface FintocSettings {
  secretKey: string;
  publicKey: string;
  webhookSecret: string;
  /** https://api.fintoc.com; tests point it at a local stand-in. */
  apiUrl: string;
  /** Milliseconds before a call is given up. */
  timeoutMs?: number;
}

const IntentSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  widget_token: z.string().min(1).nullish(),
  amount: z.number().optional(),
  currency: z.string().optional(),
});

const RefundSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
});

/** Fintoc's refund statuses: `canceled` never moves money again, like `failed`. */
function toRefundStatus(status: string): RefundStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

const intentStatuses: readonly IntentStatus[] = [
  'created',
  'in_progress',
  'succeeded',
  'failed',
  'rejected',
  'expired',
];

function toIntentStatus(status: string): IntentStatus {
  return (intentStatuses as readonly string[]).includes(status)
    ? (status as IntentStatus)
    : 'in_progress';
}

/**
 * Fintoc's payments API (ADR-040): `POST /v1/payment_intents` (integer CLP, the secret key in
 * `Authorization`), `GET /v1/payment_intents/{id}`, `POST /v1/refunds` (idempotency key per attempt),
 * `GET /v1/refunds/{id}` and `GET /v1/refunds?resource_id=` (reconciliation). The widget runs in the
 * browser with the intent's `widget_token` and the public key.
 */
export function createFintocProvider(settings: FintocSettings): PaymentProvider {
  const timeoutMs = settings.timeoutMs ?? 10_000;

  const connection = { ...settings, timeoutMs };
  const failure = (message: string, options: { cause?: unknown; refused?: boolean }) =>
    new PaymentProviderError(message, options);

  function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<T> {
    return fintocRequest(connection, { method, path, schema, body, idempotencyKey }, failure);
  }

  return {
    name: 'fintoc',
    publicKey: settings.publicKey,
    webhookSecret: settings.webhookSecret,
    async createIntent({ amount, description, bookingId, paymentId }): Promise<CreatedIntent> {
      const intent = await call(
        'POST',
        '/v1/payment_intents',
        IntentSchema,
        {
          amount,
          currency: 'CLP',
          metadata: { booking_id: bookingId, payment_id: paymentId, description },
        },
        paymentId,
      );
      if (!intent.widget_token) {
        throw new PaymentProviderError('Fintoc: the payment intent has no widget_token');
      }
      return { id: intent.id, widgetToken: intent.widget_token };
    },
    async getIntent(id) {
      const intent = await call(
        'GET',
        `/v1/payment_intents/${encodeURIComponent(id)}`,
        IntentSchema,
      );
      return {
        id: intent.id,
        status: toIntentStatus(intent.status),
        amount: intent.amount,
        currency: intent.currency,
      };
    },
    async refund({ intentId, amount, key }) {
      // Fintoc refunds the amount sent, all of the intent or a part (a partial refund); it refuses
      // refunds of an intent adding up to more than it took.
      const refund = await call(
        'POST',
        '/v1/refunds',
        RefundSchema,
        { resource_type: 'payment_intent', resource_id: intentId, amount },
        key,
      );
      return { id: refund.id, status: toRefundStatus(refund.status) };
    },
    async findRefund({ refundId, intentId }) {
      if (refundId) {
        try {
          const refund = await call(
            'GET',
            `/v1/refunds/${encodeURIComponent(refundId)}`,
            RefundSchema,
          );
          return { id: refund.id, status: toRefundStatus(refund.status) };
        } catch (error) {
          if (error instanceof PaymentProviderError && error.refused) return null;
          throw error;
        }
      }
      const listed = await call(
        'GET',
        `/v1/refunds?resource_id=${encodeURIComponent(intentId)}`,
        z.array(RefundSchema),
      );
      const refunds = listed.map((refund) => ({
        id: refund.id,
        status: toRefundStatus(refund.status),
      }));
      return refunds.find((refund) => refund.status !== 'failed') ?? refunds.at(-1) ?? null;
    },
  };
}
