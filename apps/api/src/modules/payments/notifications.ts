import type { BookingAction } from '@brillo/domain/booking-lifecycle';
import type { PaymentEventOutcome } from '@brillo/domain/contracts/payments';
import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import type { z } from 'zod';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import { verifyWebhookSignature } from '../../adapters/payments/webhook-signature.ts';
import type { BookingChangeEffect } from '../../booking-lifecycle/changes.ts';
import {
  lockBookingForTransition,
  readBookingForTransition,
  type BookingForTransition,
} from '../../booking-lifecycle/repository.ts';
import { transitionBooking } from '../../booking-lifecycle/transitions.ts';
import type { Clock } from '../../clock.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import {
  EventSchema,
  intentResults,
  logRefundFailed,
  quietLogger,
  refundResults,
  type PaymentEvent,
  type PaymentsLogger,
} from './provider-events.ts';
import {
  DUPLICATE_SUCCESS,
  insertEventOnce,
  otherSuccess,
  paymentByProviderId,
  refundByProviderId,
  setEventOutcome,
  settlePayment,
  updateRefund,
} from './repository.ts';

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
}: {
  db: Database;
  clock: Clock;
  onBookingChange: BookingChangeEffect;
  provider: PaymentProvider;
  logger?: PaymentsLogger;
  /** Gives back the money of these payments' successes (orphans and duplicates). */
  refundUnapplied: (paymentIds: string[]) => Promise<unknown>;
}) {
  async function move(
    tx: Transaction,
    booking: BookingForTransition | undefined,
    request: { actor: 'payment'; action: BookingAction } | 'refundConfirmed',
    now: Date,
  ): Promise<boolean> {
    if (!booking) return false;
    const asked =
      request === 'refundConfirmed'
        ? ({ actor: 'customer', action: 'cancelPaid', refundConfirmed: true } as const)
        : request;
    return (await transitionBooking(tx, booking, asked, { now, onBookingChange })).moved;
  }

  async function applyIntentEvent(
    tx: Transaction,
    eventId: string,
    event: PaymentEvent & { objectId: string },
    result: 'succeeded' | 'failed',
    now: Date,
    afterCommit: string[],
  ): Promise<PaymentEventOutcome> {
    const payment = await paymentByProviderId(tx, provider.name, event.objectId);
    if (!payment) {
      await setEventOutcome(tx, eventId, 'unknown_intent', null);
      return 'unknown_intent';
    }
    // The booking's row first, locked to the end of the transaction: notifications of two attempts
    // of one booking are applied one after the other, so the second success sees the first and is
    // kept as a duplicate (refunded), instead of meeting the one-success index half way.
    const booking = await lockBookingForTransition(tx, payment.bookingId);
    const { charged } = event;
    if (
      result === 'succeeded' &&
      charged &&
      (charged.amount !== payment.amount ||
        typeof charged.currency !== 'string' ||
        charged.currency.toLowerCase() !== payment.currency)
    ) {
      await setEventOutcome(tx, eventId, 'amount_mismatch', payment.id);
      logger.error(
        {
          paymentId: payment.id,
          eventId: event.id,
          expected: { amount: payment.amount, currency: payment.currency },
          charged,
        },
        'payment notification amount or currency mismatch: not applied',
      );
      return 'amount_mismatch';
    }
    // A second attempt that took money for a booking already paid is kept as failed (a booking
    // is paid at most once) and its money goes back.
    const duplicate =
      result === 'succeeded' && (await otherSuccess(tx, payment.bookingId, payment.id));
    const failureReason = duplicate
      ? DUPLICATE_SUCCESS
      : result === 'failed'
        ? event.type.replace('payment_intent.', '')
        : null;
    const settled = duplicate ? 'failed' : result;
    const changed = await settlePayment(tx, payment.id, settled, failureReason, now);
    let moved = false;
    if (result === 'succeeded') {
      moved = await move(tx, booking, { actor: 'payment', action: 'paymentSucceeded' }, now);
    } else if (changed) {
      // A failure moves only an unpaid booking: a paid one is never downgraded.
      moved = await move(tx, booking, { actor: 'payment', action: 'paymentFailed' }, now);
    }
    const outcome = changed || moved ? 'applied' : 'no_change';
    await setEventOutcome(tx, eventId, outcome, payment.id);
    if (result === 'succeeded' && !moved) afterCommit.push(payment.id);
    return outcome;
  }

  async function applyRefundEvent(
    tx: Transaction,
    eventId: string,
    event: PaymentEvent & { objectId: string },
    result: 'succeeded' | 'failed',
    now: Date,
  ): Promise<PaymentEventOutcome> {
    const found = await refundByProviderId(tx, provider.name, event.objectId);
    if (!found) {
      await setEventOutcome(tx, eventId, 'unknown_intent', null);
      return 'unknown_intent';
    }
    let outcome: PaymentEventOutcome = 'no_change';
    // Never backwards, except that money moving wins (a success after a failure, as payments).
    const open =
      found.refund.status === 'pending' ||
      (found.refund.status === 'failed' && result === 'succeeded');
    if (open) {
      await updateRefund(tx, found.refund.id, { status: result }, now);
      outcome = 'applied';
      // Only the refund of the booking's own payment, asked because the customer cancelled,
      // cancels it: an orphan's or a duplicate's refund leaves the booking as it is.
      if (
        result === 'succeeded' &&
        found.refund.kind === 'cancellation' &&
        found.paymentStatus === 'succeeded'
      ) {
        const booking = await readBookingForTransition(tx, found.bookingId);
        await move(tx, booking, 'refundConfirmed', now);
      }
      if (result === 'failed') logRefundFailed(logger, found.refund, event.type);
    }
    await setEventOutcome(tx, eventId, outcome, found.refund.paymentId);
    return outcome;
  }

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
