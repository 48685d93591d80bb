import type { BookingAction } from '@brillo/domain/booking-lifecycle';
import type { PaymentEventOutcome } from '@brillo/domain/contracts/payments';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { BookingChangeEffect } from '../../booking-lifecycle/changes.ts';
import {
  lockBookingForTransition,
  readBookingForTransition,
  type BookingForTransition,
} from '../../booking-lifecycle/repository.ts';
import { transitionBooking } from '../../booking-lifecycle/transitions.ts';
import type { Transaction } from '../../db/client.ts';
import type { PaymentsLedger } from './ledger.ts';
import { logRefundFailed, type PaymentEvent, type PaymentsLogger } from './provider-events.ts';
import {
  DUPLICATE_SUCCESS,
  otherSuccess,
  paymentByProviderId,
  refundByProviderId,
  setEventOutcome,
  settlePayment,
  updateRefund,
} from './repository.ts';

/**
 * What a stored notification does, in its transaction (ADR-040): an intent's result settles its
 * payment and moves the booking through the transition engine (the `payment` transitions); a
 * refund's result settles the refund and, for a cancellation's refund, applies the paid
 * cancellation it waited for. Never backwards: a paid booking is never downgraded.
 */
export function createEventEffects({
  onBookingChange,
  provider,
  logger,
  ledger,
}: {
  onBookingChange: BookingChangeEffect;
  provider: PaymentProvider;
  logger: PaymentsLogger;
  ledger: PaymentsLedger;
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
      // The booking is paid by this payment: its commission is fixed and the money recorded.
      if (moved) {
        await ledger.bookingPaid(tx, { bookingId: payment.bookingId, paymentId: payment.id, now });
      }
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
      if (result === 'succeeded') await ledger.refundSucceeded(tx, found.refund.id, now);
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

  return { applyIntentEvent, applyRefundEvent };
}
