import {
  automaticRefundKinds,
  type AutomaticRefundKind,
  type RefundStatus,
} from '@brillo/domain/contracts/payments';
import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import {
  PaymentProviderError,
  type PaymentProvider,
} from '../../adapters/payments/payment-provider.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  logRefundFailed,
  quietLogger,
  type PaymentEvent,
  type PaymentsLogger,
} from './provider-events.ts';
import {
  DUPLICATE_SUCCESS,
  claimRefund,
  orphanedPayments,
  refundOfPayment,
  refundWithPayment,
  succeededPayment,
  updateRefund,
  type StoredPayment,
  type StoredRefund,
} from './repository.ts';

const { api } = paymentsTexts;

const refundFailed = () => new AppError(409, 'REFUND_FAILED', api.refundFailed);

/** Whether a refund is a payment's one automatic refund (asked again after a failure). */
export function isAutomaticRefund(refund: { kind: string }): refund is StoredRefund & {
  kind: AutomaticRefundKind;
} {
  return (automaticRefundKinds as readonly string[]).includes(refund.kind);
}

/**
 * The provider's idempotency key of a refund: an automatic one's names its payment and attempt (a
 * new attempt is a new request); a problem's or an operator's, one of several of a payment, its id.
 */
export function refundKey(refund: StoredRefund): string {
  return isAutomaticRefund(refund)
    ? `refund-${refund.paymentId}-${refund.attempt}`
    : `refund-${refund.id}`;
}

/** A payment the provider knows, by its intent. */
export type ProviderPayment = StoredPayment & { providerPaymentId: string };

/**
 * Refunds (decision 24, ADR-040): a paid booking's cancellation, and the money of successes that
 * paid nothing (orphans, duplicates). Each refund is claimed in the database first (one pending
 * per payment, an idempotency key per attempt), then asked of the provider; a final answer is
 * applied as its notification would be, through `applyEvent`.
 */
export function createPaymentRefunds({
  db,
  clock,
  provider,
  logger = quietLogger,
  applyEvent,
}: {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  logger?: PaymentsLogger;
  applyEvent: (event: PaymentEvent) => Promise<unknown>;
}) {
  /**
   * Asks the provider for a claimed refund (its attempt's idempotency key). A definite answer is
   * recorded: `failed` (claimable again), or the provider's id, still pending. On a
   * timeout or a network error the claim stays pending without an id: the provider may have
   * done it, and reconciliation looks it up (`unknown`).
   */
  async function askRefund(
    payment: ProviderPayment,
    refund: StoredRefund,
  ): Promise<{ id: string; status: RefundStatus } | 'unknown'> {
    const now = clock.now();
    let answer: { id: string; status: RefundStatus };
    try {
      answer = await provider.refund({
        intentId: payment.providerPaymentId,
        amount: refund.amount,
        paymentId: payment.id,
        key: refundKey(refund),
      });
    } catch (error) {
      if (error instanceof PaymentProviderError && error.refused) {
        await updateRefund(db, refund.id, { status: 'failed' }, now);
        logRefundFailed(logger, refund, error.message);
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
    if (answer.status === 'failed') logRefundFailed(logger, refund, 'refused');
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

  /** Asks for a claimed refund and applies a success at once; answers what the provider said. */
  async function askAndApply(payment: ProviderPayment, refund: StoredRefund) {
    const answer = await askRefund(payment, refund);
    if (answer !== 'unknown' && answer.status === 'succeeded') {
      await applyRefundAnswer(answer, 'answer');
    }
    return answer;
  }

  return {
    askRefund,
    askAndApply,
    applyRefundAnswer,

    /**
     * Asks the provider for a refund recorded pending (a problem's or an operator's, PD-39) and
     * applies a success at once. The money is owed whatever the provider answers: a refusal leaves
     * the refund failed, shown on the booking's page; an unanswered request stays pending and
     * reconciliation asks again with the same idempotency key. Answers where the refund stands.
     */
    async askRecordedRefund(refundId: string): Promise<RefundStatus | 'unknown'> {
      const found = await refundWithPayment(db, refundId);
      const intentId = found?.payment.providerPaymentId;
      if (!found || !intentId) return 'unknown';
      try {
        const answer = await askAndApply(
          { ...found.payment, providerPaymentId: intentId },
          found.refund,
        );
        return answer === 'unknown' ? 'unknown' : answer.status;
      } catch (error) {
        logger.warn({ err: error, refundId }, 'refund request failed: kept for reconciliation');
        return 'unknown';
      }
    },

    /**
     * Gives back the money of payments that succeeded for a booking already over (cancelled or
     * expired while the bank answered) and of duplicates: one refund each, claimed first, claimed
     * again after a failure (the next reconciliation tries again).
     */
    async refundOrphans(ids?: string[]): Promise<number> {
      const now = clock.now();
      let refunded = 0;
      for (const { payment } of await orphanedPayments(db, provider.name, ids)) {
        const intentId = payment.providerPaymentId;
        if (!intentId) continue;
        const kind: AutomaticRefundKind =
          payment.failureReason === DUPLICATE_SUCCESS ? 'duplicate' : 'orphan';
        const refund = await claimRefund(db, payment, kind, now);
        if (!refund) continue;
        try {
          const answer = await askAndApply({ ...payment, providerPaymentId: intentId }, refund);
          if (answer === 'unknown' || answer.status === 'failed') continue;
          refunded += 1;
        } catch (error) {
          logger.warn({ err: error, paymentId: payment.id }, 'orphan refund failed');
        }
      }
      return refunded;
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
      if (!payment || !intentId) throw refundFailed();
      // A failed refund is claimed again: the customer may cancel again.
      const refund = await claimRefund(db, payment, 'cancellation', now);
      if (!refund) {
        const existing = await refundOfPayment(db, payment.id);
        if (existing?.status === 'pending') return 'pending';
        throw refundFailed();
      }
      const answer = await askAndApply({ ...payment, providerPaymentId: intentId }, refund);
      // Unanswered: the provider may have it; reconciliation finds out.
      if (answer === 'unknown') return 'pending';
      if (answer.status === 'failed') throw refundFailed();
      return answer.status === 'succeeded' ? 'refunded' : 'pending';
    },

    /**
     * An operator's cancellation of a paid booking (ADR-080): the booking is cancelled already, and
     * its payment is refunded in full (claimed once, asked of the provider, a success applied at
     * once). The money is owed whatever the provider answers: a refusal or an unanswered request
     * leaves the payment to reconciliation, which refunds a cancelled booking's payment until it
     * is given back (`refundOrphans`). Answers where the refund stands; `none` when nothing was
     * paid.
     */
    async refundCancelledBooking(
      bookingId: string,
    ): Promise<'none' | 'refunded' | 'pending' | 'failed'> {
      const payment = await succeededPayment(db, bookingId);
      const intentId = payment?.providerPaymentId;
      if (!payment || !intentId) return 'none';
      const refund = await claimRefund(db, payment, 'cancellation', clock.now());
      if (!refund) {
        const existing = await refundOfPayment(db, payment.id);
        return existing?.status === 'succeeded' ? 'refunded' : 'pending';
      }
      try {
        const answer = await askAndApply({ ...payment, providerPaymentId: intentId }, refund);
        if (answer === 'unknown') return 'pending';
        return answer.status === 'succeeded' ? 'refunded' : answer.status;
      } catch (error) {
        logger.warn({ err: error, paymentId: payment.id }, 'operator cancellation refund failed');
        return 'pending';
      }
    },
  };
}

export type PaymentRefunds = ReturnType<typeof createPaymentRefunds>;
