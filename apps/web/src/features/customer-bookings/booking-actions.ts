import type { CustomerBooking } from './api/contract';

/** What a booking offers its customer right now (decisions 24, 26, 27). */
export interface CustomerActions {
  pay: boolean;
  cancel: boolean;
  finish: boolean;
}

/**
 * The buttons a booking shows its customer, read from the booking lifecycle: cancel while not
 * started (unpaid), pay while waiting for a payment, finish once the paid service has started.
 */
export function customerActions(booking: CustomerBooking, now: Date = new Date()): CustomerActions {
  const started = Date.parse(booking.startTime) <= now.getTime();
  const unpaid =
    booking.status === 'accepted_pending_payment' || booking.status === 'accepted_payment_failed';
  return {
    pay: unpaid,
    cancel: unpaid && !started,
    finish: booking.status === 'accepted_payment_success' && started,
  };
}
