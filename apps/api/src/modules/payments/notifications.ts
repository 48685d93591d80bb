import type { PaymentEventOutcome } from '@brillo/domain/contracts/payments';
import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import type { z } from 'zod';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import { verifyWebhookSignature } from '../../adapters/payments/webhook-signature.ts';
import type { BookingChangeEffect } from '../../booking-lifecycle/changes.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { createEventEffects } from './event-effects.ts';
import type { PaymentsLedger } from './ledger.ts';
import {
  EventSchema,
  intentResults,
  quietLogger,
  refundResults,
  type PaymentEvent,
  type PaymentsLogger,
} from './provider-events.ts';
import { insertEventOnce, setEventOutcome } from './repository.ts';

const { api } = paymentsTexts;

const invalidSignature = () => new AppError(400, 'INVALID_SIGNATURE', api.invalidSignature);
const malformed = () => new AppError(400, 'MALFORMED_NOTIFICATION', api.malformedNotification);

/**
 * The provider's notifications (ADR-040): each stored once and applied in one transaction, never
 * backwards. A booking moves only through the transition engine: the `payment` transitions, and
 * the paid cancellation once its refund is confirmed. Successes that moved no booking (it was over
 * already, or paid by another attempt) are handed to `refundUnapplied` once committed.
 */
export function createPaymentNotifications({
  db,
  clock,
  onBookingChange,
  provider,
  logger = quietLogger,
  refundUnapplied,
  ledger,
}: {
  db: Database;
  clock: Clock;
  onBookingChange: BookingChangeEffect;
  provider: PaymentProvider;
  logger?: PaymentsLogger;
  /** Gives back the money of these payments' successes (orphans and duplicates). */
  refundUnapplied: (paymentIds: string[]) => Promise<unknown>;
  /** Where a paid booking's money and its refunds are recorded (issue 33). */
  ledger: PaymentsLedger;
}) {
  const { applyIntentEvent, applyRefundEvent } = createEventEffects({
    onBookingChange,
    provider,
    logger,
    ledger,
  });

  /**
   * Stores a notification once and applies it in one transaction. Answers what it did;
   * `duplicate` when it was already stored.
   */
  async function applyEvent(event: PaymentEvent): Promise<PaymentEventOutcome | 'duplicate'> {
    const now = clock.now();
    // Payments whose money may need to go back once this transaction has committed.
    const afterCommit: string[] = [];
    const outcome = await db.transaction(async (tx) => {
      const eventId = await insertEventOnce(tx, {
        provider: provider.name,
        providerEventId: event.id,
        type: event.type,
        payload: event.payload,
        providerPaymentId: event.objectId,
        now,
      });
      if (!eventId) return 'duplicate';
      const intentResult = intentResults[event.type];
      const refundResult = refundResults[event.type];
      const { objectId } = event;
      if (objectId && intentResult) {
        return applyIntentEvent(
          tx,
          eventId,
          { ...event, objectId },
          intentResult,
          now,
          afterCommit,
        );
      }
      if (objectId && refundResult) {
        return applyRefundEvent(tx, eventId, { ...event, objectId }, refundResult, now);
      }
      await setEventOutcome(tx, eventId, 'ignored', null);
      return 'ignored';
    });
    if (afterCommit.length > 0) await refundUnapplied(afterCommit);
    return outcome;
  }

  return {
    applyEvent,

    /**
     * A provider's notification: the signature over the raw body first (400 when missing, forged,
     * stale or altered), then the event stored once and applied. Unknown events are stored and
     * acknowledged.
     */
    async receiveWebhook(
      providerName: string,
      rawBody: string,
      signature: string | undefined,
    ): Promise<PaymentEventOutcome | 'duplicate'> {
      if (providerName !== provider.name) throw notFound(api.unknownProvider);
      const check = verifyWebhookSignature(provider.webhookSecret, rawBody, signature, clock.now());
      if (!check.valid) throw invalidSignature();
      let parsed: z.infer<typeof EventSchema>;
      try {
        parsed = EventSchema.parse(JSON.parse(rawBody));
      } catch {
        throw malformed();
      }
      return applyEvent({
        id: parsed.id,
        type: parsed.type,
        objectId: parsed.data.id ?? null,
        payload: JSON.parse(rawBody) as unknown,
        charged: { amount: parsed.data.amount, currency: parsed.data.currency },
      });
    },
  };
}

export type PaymentNotifications = ReturnType<typeof createPaymentNotifications>;
