import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import {
  intentResults,
  logRefundFailed,
  type PaymentEvent,
  type PaymentsLogger,
} from './provider-events.ts';
import { isAutomaticRefund, type PaymentRefunds } from './refunds.ts';
import {
  claimRefund,
  markChecked,
  stalePendingRefunds,
  unsettledPayments,
  updateRefund,
} from './repository.ts';

const MINUTE_MS = 60_000;
/** Reconciliation asks about intents with no result after this long (ADR-040). */
export const RECONCILE_AFTER_MINUTES = 15;

/**
 * Reconciliation (ADR-040): what the provider never told. Attempts and refunds with no result
 * after 15 minutes are looked up at the provider and a final answer applied as its notification
 * would be (event id `reconciliation:<id>:<status>`, stored once); money that paid nothing goes
 * back. Run by a scheduled job, once per cluster.
 */
export function createPaymentReconciliation({
  db,
  clock,
  provider,
  applyEvent,
  refunds,
}: {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  applyEvent: (event: PaymentEvent) => Promise<unknown>;
  refunds: Pick<PaymentRefunds, 'askAndApply' | 'applyRefundAnswer' | 'refundOrphans'>;
}) {
  /**
   * Pending refunds not heard of for 15 minutes, looked up at the provider: a final answer is
   * applied as its notification would be; one the provider never received is asked again (a new
   * attempt); one it has forgotten is failed (claimable again).
   */
  async function reconcileRefunds(logger: PaymentsLogger, limit: number) {
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
        if (!isAutomaticRefund(refund) && !refund.providerRefundId) {
          // One of several refunds of the payment (a problem's, an operator's): asked again with
          // its own idempotency key, the provider answers the refund it made or makes it now.
          await refunds.askAndApply({ ...payment, providerPaymentId: intentId }, refund);
          continue;
        }
        const found = await provider.findRefund({ refundId: refund.providerRefundId, intentId });
        if (!found) {
          await updateRefund(db, refund.id, { status: 'failed' }, now);
          logRefundFailed(logger, refund, 'unknown to the provider');
          if (refund.providerRefundId || !isAutomaticRefund(refund)) continue;
          // Never received: asked again at once, as a new attempt.
          const again = await claimRefund(db, payment, refund.kind, now);
          if (again) await refunds.askAndApply({ ...payment, providerPaymentId: intentId }, again);
          continue;
        }
        if (!refund.providerRefundId || found.status === 'pending') {
          await updateRefund(db, refund.id, { providerRefundId: found.id, status: 'pending' }, now);
        }
        await refunds.applyRefundAnswer(found, 'reconciliation');
      } catch (error) {
        logger.warn({ err: error, refundId: refund.id }, 'refund reconciliation failed');
      }
    }
  }

  return {
    /** One round: the unsettled attempts, the stale refunds, then the orphans' money. */
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
      await reconcileRefunds(logger, limit);
      await refunds.refundOrphans();
      return settled;
    },
  };
}
