import { allowedActions, transitionsFrom } from '@brillo/domain/booking-lifecycle';
import type { CustomerBooking } from '@brillo/domain/contracts/customer-bookings';

/** What a booking offers its customer right now (decisions 24, 26, 27). */
export interface CustomerActions {
  /** Waiting for a payment (a first try or a retry after a failure, decision 26). */
  pay: boolean;
  cancel: boolean;
  finish: boolean;
}

/**
 * The buttons a booking shows its customer, as the booking lifecycle says: 'Pagar servicio' where
 * a payment can still succeed, 'Cancelar servicio' where the customer may cancel now (a paid one
 * only once refunds exist), 'Servicio realizado' once the paid service has started.
 */
export function customerActions(booking: CustomerBooking, now: Date = new Date()): CustomerActions {
  const actions = allowedActions(booking.status, 'customer', {
    now,
    startTime: new Date(booking.startTime),
    endTime: new Date(booking.endTime),
    createdAt: new Date(booking.createdAt),
    decidedAt: null,
    finishedAt: null,
    // Whether a paid booking can be cancelled (refunds exist) only the server knows.
    refundsAvailable: booking.actions.includes('cancelPaid'),
  });
  return {
    pay: transitionsFrom(booking.status, 'payment').some(
      (transition) => transition.action === 'paymentSucceeded',
    ),
    cancel: actions.includes('cancel') || actions.includes('cancelPaid'),
    finish: actions.includes('finish'),
  };
}
