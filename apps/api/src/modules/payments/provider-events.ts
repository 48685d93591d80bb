import { z } from 'zod';
import type { StoredRefund } from './repository.ts';

/** The part of a provider's notification Brillo reads (Fintoc's event shape). */
export const EventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.string().min(1).max(100),
  data: z.looseObject({
    id: z.string().min(1).max(200).optional(),
    amount: z.unknown().optional(),
    currency: z.unknown().optional(),
  }),
});

/** What each of the provider's intent events says of the payment. */
export const intentResults: Record<string, 'succeeded' | 'failed' | undefined> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.failed': 'failed',
  'payment_intent.rejected': 'failed',
  'payment_intent.expired': 'failed',
};
export const refundResults: Record<string, 'succeeded' | 'failed' | undefined> = {
  'refund.succeeded': 'succeeded',
  'refund.failed': 'failed',
  // A canceled refund never moves money: a failure, retried like one (ADR-040).
  'refund.canceled': 'failed',
};

export interface PaymentsLogger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export const quietLogger: PaymentsLogger = { warn: () => undefined, error: () => undefined };

/** A notification as Brillo stores and applies it, whether the provider sent it or not. */
export interface PaymentEvent {
  id: string;
  type: string;
  objectId: string | null;
  payload: unknown;
  /** What a notification says was paid: a success must match the stored payment's. */
  charged?: { amount: unknown; currency: unknown };
}

/** Logs a refund the provider refused or failed; the next reconciliation claims it again. */
export function logRefundFailed(logger: PaymentsLogger, refund: StoredRefund, why: string) {
  logger.warn(
    {
      refundId: refund.id,
      paymentId: refund.paymentId,
      kind: refund.kind,
      attempt: refund.attempt,
      why,
    },
    'payment refund failed',
  );
}
