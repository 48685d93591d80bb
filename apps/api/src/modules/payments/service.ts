import {
  conditionHolds,
  findTransition,
  type BookingAction,
} from '@brillo/domain/booking-lifecycle';
import type {
  BookingPayment,
  PayBookingResponse,
  PaymentEventOutcome,
  RefundKind,
  RefundStatus,
  SandboxIntent,
} from '@brillo/domain/contracts/payments';
import type { BookingStatus } from '@brillo/domain/enums';
import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import { z } from 'zod';
import {
  PaymentProviderError,
  type PaymentProvider,
} from '../../adapters/payments/payment-provider.ts';
import { verifyWebhookSignature } from '../../adapters/payments/webhook-signature.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import {
  readBookingForTransition,
  type BookingForTransition,
  type Transaction,
} from '../bookings/repository.ts';
import type { BookingChangeEffect } from '../bookings/changes.ts';
import { applyTransition } from '../bookings/service.ts';
import {
  claimRefund,
  insertEventOnce,
  insertPayment,
  latestPayments,
  lockCustomerBooking,
  markChecked,
  markPaymentNotCreated,
  orphanedPayments,
  otherSuccess,
  DUPLICATE_SUCCESS,
  paymentByProviderId,
  paymentByWidgetToken,
  readBookingPayment,
  recordIntent,
  refundByProviderId,
  refundOfPayment,
  setEventOutcome,
  settlePayment,
  stalePendingRefunds,
  succeededPayment,
  unsettledPayments,
  updateRefund,
  type StoredPayment,
  type StoredRefund,
} from './repository.ts';

const { api } = paymentsTexts;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MINUTE_MS = 60_000;

/** An intent younger than this is offered again instead of a new one (Fintoc's widget token lives longer). */
export const INTENT_REUSE_MINUTES = 10;
/** An attempt being created (no token yet) blocks another this long. */
const CLAIM_WINDOW_MS = 30_000;
/** Reconciliation asks about intents with no result after this long (ADR-040). */
export const RECONCILE_AFTER_MINUTES = 15;

const payableStatuses: readonly BookingStatus[] = [
  'accepted_pending_payment',
  'accepted_payment_failed',
];
const paidStatuses: readonly BookingStatus[] = [
  'accepted_payment_success',
  'finished',
  'finished_evaluated',
];

const bookingNotFound = () => notFound(api.bookingNotFound);
const refusedPayment = (message: string) => new AppError(409, 'PAYMENT_REFUSED', message);
const providerUnavailable = () =>
  new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', api.providerUnavailable);
const invalidSignature = () => new AppError(400, 'INVALID_SIGNATURE', api.invalidSignature);
const malformed = () => new AppError(400, 'MALFORMED_NOTIFICATION', api.malformedNotification);

/** The part of a provider's notification Brillo reads (Fintoc's event shape). */
const EventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.string().min(1).max(100),
  data: z.looseObject({
    id: z.string().min(1).max(200).optional(),
    amount: z.unknown().optional(),
    currency: z.unknown().optional(),
  }),
});

const intentResults: Record<string, 'succeeded' | 'failed' | undefined> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.failed': 'failed',
  'payment_intent.rejected': 'failed',
  'payment_intent.expired': 'failed',
};
const refundResults: Record<string, 'succeeded' | 'failed' | undefined> = {
  'refund.succeeded': 'succeeded',
  'refund.failed': 'failed',
  // A canceled refund never moves money: a failure, retried like one (ADR-040).
  'refund.canceled': 'failed',
};

export interface PaymentsLogger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Payments (ADR-040): starting one for a booking, the provider's signed notifications applied
 * once and never backwards, refunds of paid cancellations, and reconciliation of attempts whose
 * notification never came. The booking moves only through the lifecycle's `payment` transitions.
 */
const quietLogger: PaymentsLogger = { warn: () => undefined, error: () => undefined };

export function createPaymentsService({
  db,
  clock,
  onBookingChange,
  provider,
  logger = quietLogger,
}: {
  db: Database;
  clock: Clock;
  /** What follows every booking change, in its transaction (ADR-043). */
  onBookingChange: BookingChangeEffect;
  provider: PaymentProvider;
  logger?: PaymentsLogger;
}) {
  /** Applies a booking transition by the payment provider, if the lifecycle has one now. */
  async function movePaidBooking(
    tx: Transaction,
    booking: BookingForTransition,
    action: BookingAction,
    actor: 'payment' | 'customer',
    now: Date,
  ): Promise<boolean> {
    const transition = findTransition(booking.status, actor, action);
    if (!transition) return false;
    return applyTransition(tx, booking, transition, now, onBookingChange);
  }

  /**
   * Stores a notification once and applies it in one transaction. Answers what it did;
   * `duplicate` when it was already stored.
   */
  async function applyEvent(event: {
    id: string;
    type: string;
    objectId: string | null;
    payload: unknown;
    /** What a notification says was paid: a success must match the stored payment's. */
    charged?: { amount: unknown; currency: unknown };
  }): Promise<PaymentEventOutcome | 'duplicate'> {
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
      if ((!intentResult && !refundResult) || !event.objectId) {
        await setEventOutcome(tx, eventId, 'ignored', null);
        return 'ignored';
      }
      if (intentResult) {
        const payment = await paymentByProviderId(tx, provider.name, event.objectId);
        if (!payment) {
          await setEventOutcome(tx, eventId, 'unknown_intent', null);
          return 'unknown_intent';
        }
        const { charged } = event;
        if (
          intentResult === 'succeeded' &&
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
          intentResult === 'succeeded' && (await otherSuccess(tx, payment.bookingId, payment.id));
        const changed = await settlePayment(
          tx,
          payment.id,
          duplicate ? 'failed' : intentResult,
          duplicate
            ? DUPLICATE_SUCCESS
            : intentResult === 'failed'
              ? event.type.replace('payment_intent.', '')
              : null,
          now,
        );
        const booking = await readBookingForTransition(tx, payment.bookingId);
        let moved = false;
        if (booking && intentResult === 'succeeded') {
          moved = await movePaidBooking(tx, booking, 'paymentSucceeded', 'payment', now);
        } else if (booking && changed) {
          // A failure moves only an unpaid booking: a paid one is never downgraded.
          moved = await movePaidBooking(tx, booking, 'paymentFailed', 'payment', now);
        }
        const outcome = changed || moved ? 'applied' : 'no_change';
        await setEventOutcome(tx, eventId, outcome, payment.id);
        if (intentResult === 'succeeded' && !moved) afterCommit.push(payment.id);
        return outcome;
      }
      const found = await refundByProviderId(tx, provider.name, event.objectId);
      if (!found) {
        await setEventOutcome(tx, eventId, 'unknown_intent', null);
        return 'unknown_intent';
      }
      let outcome: PaymentEventOutcome = 'no_change';
      // Never backwards, except that money moving wins (a success after a failure, as payments).
      const open =
        found.refund.status === 'pending' ||
        (found.refund.status === 'failed' && refundResult === 'succeeded');
      if (open && refundResult) {
        await updateRefund(tx, found.refund.id, { status: refundResult }, now);
        outcome = 'applied';
        // Only the refund of the booking's own payment, asked because the customer cancelled,
        // cancels it: an orphan's or a duplicate's refund leaves the booking as it is.
        if (
          refundResult === 'succeeded' &&
          found.refund.kind === 'cancellation' &&
          found.paymentStatus === 'succeeded'
        ) {
          const booking = await readBookingForTransition(tx, found.bookingId);
          if (booking) await movePaidBooking(tx, booking, 'cancelPaid', 'customer', now);
        }
        if (refundResult === 'failed') refundFailed(found.refund, event.type);
      }
      await setEventOutcome(tx, eventId, outcome, found.refund.paymentId);
      return outcome;
    });
    if (afterCommit.length > 0) await refundOrphans(afterCommit);
    return outcome;
  }

  function refundFailed(refund: StoredRefund, why: string) {
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

  /**
   * Asks the provider for a claimed refund (its attempt's idempotency key). A definite answer is
   * recorded: `failed` (claimable again), or the provider's id, still pending. On a
   * timeout or a network error the claim stays pending without an id: the provider may have
   * done it, and reconciliation looks it up (`unknown`).
   */
  async function askRefund(
    payment: StoredPayment & { providerPaymentId: string },
    refund: StoredRefund,
  ): Promise<{ id: string; status: RefundStatus } | 'unknown'> {
    const now = clock.now();
    let answer: { id: string; status: RefundStatus };
    try {
      answer = await provider.refund({
        intentId: payment.providerPaymentId,
        amount: payment.amount,
        paymentId: payment.id,
        attempt: refund.attempt,
      });
    } catch (error) {
      if (error instanceof PaymentProviderError && error.refused) {
        await updateRefund(db, refund.id, { status: 'failed' }, now);
        refundFailed(refund, error.message);
        return { id: '', status: 'failed' };
      }
      logger.warn(
        { err: error, refundId: refund.id, paymentId: payment.id },
        'payment refund unanswered: kept pending for reconciliation',
      );
      if (error instanceof PaymentProviderError) return 'unknown';
      throw error;
    }
    // A success is applied by `applyRefundAnswer`, in one transaction with what it does.
    const status = answer.status === 'failed' ? 'failed' : 'pending';
    await updateRefund(db, refund.id, { providerRefundId: answer.id, status }, now);
    if (answer.status === 'failed') refundFailed(refund, 'refused');
    return answer;
  }

  /** Applies a refund's final answer as its notification would (stored once). */
  async function applyRefundAnswer(
    answer: { id: string; status: RefundStatus },
    source: 'answer' | 'reconciliation',
  ) {
    if (answer.status === 'pending' || !answer.id) return;
    await applyEvent({
      id: `${source}:${answer.id}:${answer.status}`,
      type: `refund.${answer.status}`,
      objectId: answer.id,
      payload: { source, refund: answer },
    });
  }

  /**
   * Gives back the money of payments that succeeded for a booking already over (cancelled or
   * expired while the bank answered) and of duplicates: one refund each, claimed first, claimed
   * again after a failure (the next reconciliation tries again).
   */
  async function refundOrphans(ids?: string[]): Promise<number> {
    const now = clock.now();
    let refunded = 0;
    for (const { payment } of await orphanedPayments(db, provider.name, ids)) {
      const intentId = payment.providerPaymentId;
      if (!intentId) continue;
      const kind: RefundKind = payment.failureReason === DUPLICATE_SUCCESS ? 'duplicate' : 'orphan';
      const refund = await claimRefund(db, payment, kind, now);
      if (!refund) continue;
      try {
        const answer = await askRefund({ ...payment, providerPaymentId: intentId }, refund);
        if (answer === 'unknown' || answer.status === 'failed') continue;
        if (answer.status === 'succeeded') await applyRefundAnswer(answer, 'answer');
        refunded += 1;
      } catch (error) {
        logger.warn({ err: error, paymentId: payment.id }, 'orphan refund failed');
      }
    }
    return refunded;
  }

  /**
   * Pending refunds not heard of for 15 minutes, looked up at the provider: a final answer is
   * applied as its notification would be; one the provider never received is asked again (a new
   * attempt); one it has forgotten is failed (claimable again).
   */
  async function reconcileRefunds(limit: number) {
    const now = clock.now();
    const due = await stalePendingRefunds(
      db,
      provider.name,
      new Date(now.getTime() - RECONCILE_AFTER_MINUTES * MINUTE_MS),
      limit,
    );
    for (const { refund, payment } of due) {
      const intentId = payment.providerPaymentId;
      if (!intentId) continue;
      try {
        const found = await provider.findRefund({ refundId: refund.providerRefundId, intentId });
        if (!found) {
          await updateRefund(db, refund.id, { status: 'failed' }, now);
          refundFailed(refund, 'unknown to the provider');
          if (refund.providerRefundId) continue;
          // Never received: asked again at once, as a new attempt.
          const again = await claimRefund(db, payment, refund.kind, now);
          if (!again) continue;
          const answer = await askRefund({ ...payment, providerPaymentId: intentId }, again);
          if (answer !== 'unknown' && answer.status === 'succeeded') {
            await applyRefundAnswer(answer, 'answer');
          }
          continue;
        }
        if (!refund.providerRefundId || found.status === 'pending') {
          await updateRefund(db, refund.id, { providerRefundId: found.id, status: 'pending' }, now);
        }
        await applyRefundAnswer(found, 'reconciliation');
      } catch (error) {
        logger.warn({ err: error, refundId: refund.id }, 'refund reconciliation failed');
      }
    }
  }

  return {
    /**
     * Starts (or resumes) paying the caller's accepted booking: the amount and description come
     * from the booking; a live intent of the last minutes is offered again (idempotent).
     */
    async start(customerId: string, bookingId: string): Promise<PayBookingResponse> {
      if (!UUID.test(bookingId)) throw bookingNotFound();
      const now = clock.now();
      const claimed = await db.transaction(async (tx) => {
        const booking = await lockCustomerBooking(tx, customerId, bookingId);
        if (!booking) throw bookingNotFound();
        if (booking.status === 'pending') throw refusedPayment(api.notPayableYet);
        if (paidStatuses.includes(booking.status)) throw refusedPayment(api.alreadyPaid);
        if (!payableStatuses.includes(booking.status)) throw refusedPayment(api.notPayable);
        const times = { ...booking, now, finishedAt: null };
        if (conditionHolds('paymentExpired', times)) throw refusedPayment(api.paymentExpired);
        const [latest] = await latestPayments(tx, booking.id);
        if (latest && latest.status === 'created' && latest.provider === provider.name) {
          const age = now.getTime() - latest.createdAt.getTime();
          if (latest.widgetToken && age < INTENT_REUSE_MINUTES * MINUTE_MS) {
            return { payment: latest, reused: true };
          }
          if (!latest.widgetToken && age < CLAIM_WINDOW_MS) {
            throw new AppError(409, 'PAYMENT_STARTING', api.paymentStarting);
          }
        }
        const payment = await insertPayment(tx, {
          bookingId: booking.id,
          provider: provider.name,
          amount: booking.amount,
          description: api.description(booking.agentName),
          now,
        });
        return { payment, reused: false };
      });
      const { payment } = claimed;
      let widgetToken = payment.widgetToken;
      if (!claimed.reused || !widgetToken) {
        try {
          const intent = await provider.createIntent({
            amount: payment.amount,
            description: payment.description ?? '',
            bookingId,
            paymentId: payment.id,
          });
          await recordIntent(
            db,
            payment.id,
            { providerPaymentId: intent.id, widgetToken: intent.widgetToken },
            clock.now(),
          );
          widgetToken = intent.widgetToken;
        } catch (error) {
          await markPaymentNotCreated(db, payment.id, clock.now());
          if (error instanceof PaymentProviderError) throw providerUnavailable();
          throw error;
        }
      }
      return {
        widget_token: widgetToken,
        provider: provider.name,
        public_key: provider.publicKey,
        payment_id: payment.id,
        amount: payment.amount,
        currency: 'clp',
      };
    },

    /** The caller's booking and its payment, for the result pages. */
    async bookingPayment(customerId: string, bookingId: string): Promise<BookingPayment> {
      if (!UUID.test(bookingId)) throw bookingNotFound();
      const found = await readBookingPayment(db, customerId, bookingId);
      if (!found) throw bookingNotFound();
      return {
        booking_id: found.booking.id,
        booking_status: found.booking.status,
        amount: found.booking.amount,
        payment_status: found.paymentStatus,
        refund_status: found.refundStatus,
      };
    },

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

    /**
     * The paid booking's refund (decision 24): claimed once, asked of the provider, and the
     * booking cancelled with reason `refunded` once the provider confirms (at once, or by its
     * `refund.succeeded` notification). Answers whether it is cancelled already.
     */
    async refundAndCancel(customerId: string, bookingId: string): Promise<'refunded' | 'pending'> {
      const now = clock.now();
      const payment = await succeededPayment(db, bookingId);
      const intentId = payment?.providerPaymentId;
      if (!payment || !intentId) {
        throw new AppError(409, 'REFUND_FAILED', api.refundFailed);
      }
      // A failed refund is claimed again: the customer may cancel again.
      const refund = await claimRefund(db, payment, 'cancellation', now);
      if (!refund) {
        const existing = await refundOfPayment(db, payment.id);
        if (existing?.status === 'pending') return 'pending';
        throw new AppError(409, 'REFUND_FAILED', api.refundFailed);
      }
      const answer = await askRefund({ ...payment, providerPaymentId: intentId }, refund);
      // Unanswered: the provider may have it; reconciliation finds out.
      if (answer === 'unknown') return 'pending';
      if (answer.status === 'failed') throw new AppError(409, 'REFUND_FAILED', api.refundFailed);
      if (answer.status !== 'succeeded') return 'pending';
      await applyRefundAnswer(answer, 'answer');
      return 'refunded';
    },

    /** The sandbox bank page's view of an intent by its widget token: only its customer's. */
    async sandboxIntent(customerId: string, token: string): Promise<SandboxIntent> {
      const row = await paymentByWidgetToken(db, provider.name, token);
      if (!row || row.customerId !== customerId) throw notFound(api.intentNotFound);
      return {
        amount: row.payment.amount,
        currency: 'clp',
        description: row.payment.description ?? '',
        booking_id: row.payment.bookingId,
        status: row.payment.status,
      };
    },

    /** The intent a widget token opened, for the sandbox to settle: only its customer's, unsettled. */
    async sandboxPayment(customerId: string, token: string) {
      const row = await paymentByWidgetToken(db, provider.name, token);
      if (!row || row.customerId !== customerId || !row.payment.providerPaymentId) {
        throw notFound(api.intentNotFound);
      }
      if (row.payment.status !== 'created') {
        throw new AppError(409, 'PAYMENT_SETTLED', api.intentSettled);
      }
      return { intentId: row.payment.providerPaymentId, amount: row.payment.amount };
    },

    /**
     * Asks the provider about attempts with no result after 15 minutes and applies a final answer
     * as a notification would (event id `reconciliation:<intent>:<status>`, stored once).
     */
    async reconcile(logger: PaymentsLogger, limit = 50): Promise<number> {
      const now = clock.now();
      const due = await unsettledPayments(
        db,
        provider.name,
        new Date(now.getTime() - RECONCILE_AFTER_MINUTES * MINUTE_MS),
        new Date(now.getTime() - 5 * MINUTE_MS),
        limit,
      );
      let settled = 0;
      for (const payment of due) {
        const intentId = payment.providerPaymentId;
        if (!intentId) continue;
        try {
          const intent = await provider.getIntent(intentId);
          await markChecked(db, payment.id, now);
          const type = `payment_intent.${intent.status}`;
          if (!intentResults[type]) continue;
          const outcome = await applyEvent({
            id: `reconciliation:${intentId}:${intent.status}`,
            type,
            objectId: intentId,
            payload: { source: 'reconciliation', intent },
            charged: { amount: intent.amount, currency: intent.currency },
          });
          if (outcome === 'applied') settled += 1;
        } catch (error) {
          logger.warn({ err: error, paymentId: payment.id }, 'payment reconciliation failed');
        }
      }
      await reconcileRefunds(limit);
      await refundOrphans();
      return settled;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
