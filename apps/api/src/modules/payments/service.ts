import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { BookingChangeEffect } from '../../booking-lifecycle/changes.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { createPaymentIntents } from './intents.ts';
import { createPaymentNotifications } from './notifications.ts';
import type { PaymentsLedger } from './ledger.ts';
import type { PaymentsLogger } from './provider-events.ts';
import { createPaymentReconciliation } from './reconcile.ts';
import { createPaymentRefunds } from './refunds.ts';

export type { PaymentsLedger } from './ledger.ts';
export type { PaymentsLogger } from './provider-events.ts';

/**
 * Payments (ADR-040), built once by the app: intents (`intents.ts`), the provider's notifications
 * (`notifications.ts`, with what each does in `event-effects.ts`), refunds (`refunds.ts`) and
 * reconciliation (`reconcile.ts`). Notifications hand the money of successes that paid nothing
 * to refunds; refunds and reconciliation apply the provider's answers as notifications. The booking moves only through the transition engine.
 */
export function createPaymentsService(deps: {
  db: Database;
  clock: Clock;
  /** What follows every booking change, in its transaction (ADR-043). */
  onBookingChange: BookingChangeEffect;
  provider: PaymentProvider;
  logger?: PaymentsLogger;
  /** The earnings' ledger: a paid booking and each refund of it are recorded there (issue 33). */
  ledger: PaymentsLedger;
}) {
  const notifications = createPaymentNotifications({
    ...deps,
    refundUnapplied: (paymentIds) => refunds.refundOrphans(paymentIds),
  });
  const refunds = createPaymentRefunds({ ...deps, applyEvent: notifications.applyEvent });
  const reconciliation = createPaymentReconciliation({
    ...deps,
    applyEvent: notifications.applyEvent,
    refunds,
  });
  return {
    ...createPaymentIntents(deps),
    receiveWebhook: notifications.receiveWebhook,
    refundAndCancel: refunds.refundAndCancel,
    refundCancelledBooking: refunds.refundCancelledBooking,
    askRecordedRefund: refunds.askRecordedRefund,
    reconcile: reconciliation.reconcile,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
