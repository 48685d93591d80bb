import { decideTransition } from '@brillo/domain/booking-lifecycle';
import type {
  BookingPayment,
  PayBookingResponse,
  SandboxIntent,
} from '@brillo/domain/contracts/payments';
import type { BookingStatus } from '@brillo/domain/enums';
import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import {
  PaymentProviderError,
  type PaymentProvider,
} from '../../adapters/payments/payment-provider.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError, notFound } from '../../errors.ts';
import {
  insertPayment,
  latestPayments,
  lockCustomerBooking,
  markPaymentNotCreated,
  paymentByWidgetToken,
  readBookingPayment,
  recordIntent,
} from './repository.ts';

const { api } = paymentsTexts;
const MINUTE_MS = 60_000;

/** An intent younger than this is offered again instead of a new one (Fintoc's widget token lives longer). */
export const INTENT_REUSE_MINUTES = 10;
/** An attempt being created (no token yet) blocks another this long. */
const CLAIM_WINDOW_MS = 30_000;

const payableStatuses: readonly BookingStatus[] = [
  'accepted_pending_payment',
  'accepted_payment_failed',
];
const paidStatuses: readonly BookingStatus[] = [
  'accepted_payment_success',
  'finished',
  'finished_evaluated',
];

export const bookingNotFound = () => notFound(api.bookingNotFound);
const refusedPayment = (message: string) => new AppError(409, 'PAYMENT_REFUSED', message);
const providerUnavailable = () =>
  new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', api.providerUnavailable);

/**
 * Payment intents (ADR-040): starting (or resuming) the payment of an accepted booking, the
 * booking's payment state for the result pages, and the sandbox bank's view of an intent.
 */
export function createPaymentIntents({
  db,
  clock,
  provider,
}: {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
}) {
  return {
    /**
     * Starts (or resumes) paying the caller's accepted booking: the amount and description come
     * from the booking; a live intent of the last minutes is offered again (idempotent).
     */
    async start(customerId: string, bookingId: string): Promise<PayBookingResponse> {
      if (!isUuid(bookingId)) throw bookingNotFound();
      const now = clock.now();
      const claimed = await db.transaction(async (tx) => {
        const booking = await lockCustomerBooking(tx, customerId, bookingId);
        if (!booking) throw bookingNotFound();
        if (booking.status === 'pending') throw refusedPayment(api.notPayableYet);
        if (paidStatuses.includes(booking.status)) throw refusedPayment(api.alreadyPaid);
        if (!payableStatuses.includes(booking.status)) throw refusedPayment(api.notPayable);
        // Past the payment deadline, even before its job has run, nothing more is taken.
        const expiry = { actor: 'deadline', action: 'expirePayment' } as const;
        if (decideTransition({ ...booking, finishedAt: null }, expiry, now).allowed) {
          throw refusedPayment(api.paymentExpired);
        }
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
      if (!isUuid(bookingId)) throw bookingNotFound();
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
  };
}

export type PaymentIntents = ReturnType<typeof createPaymentIntents>;
