import type { BookingAction } from '@brillo/domain/booking-lifecycle';
import type { BookingEmailRecipient, BookingEmailTemplate } from './booking-email.ts';
import { bookingEmailTable } from './email-table.ts';
import { renderBookingEmail, type BookingEmailRow } from './render-booking-email.ts';

export { bookingEmailRecipients, type BookingEmailRecipient } from './booking-email.ts';

type BookingEmailTable = typeof bookingEmailTable;
export type BookingEmailKind = keyof BookingEmailTable;

/** A row of the table as the template of the email its recipient gets. */
function templateOf(row: BookingEmailRow, recipient: BookingEmailRecipient): BookingEmailTemplate {
  return (booking, settings) => renderBookingEmail(row, recipient, booking, settings);
}

/** Every booking email, and its template for each person it goes to (decision 35). */
export const bookingEmailTemplates = Object.fromEntries(
  Object.entries(bookingEmailTable).map(([email, rows]) => [
    email,
    Object.fromEntries(
      Object.entries(rows).map(([recipient, row]) => [
        recipient,
        templateOf(row, recipient as BookingEmailRecipient),
      ]),
    ),
  ]),
) as {
  [Email in BookingEmailKind]: Record<keyof BookingEmailTable[Email], BookingEmailTemplate>;
};

/** One email to send: which one, to whom. */
export interface BookingEmailChoice {
  email: BookingEmailKind;
  recipient: BookingEmailRecipient;
}

/** The template of an email for a recipient, or undefined when that person never gets it. */
export function bookingEmailTemplate(
  email: BookingEmailKind,
  recipient: BookingEmailRecipient,
): BookingEmailTemplate | undefined {
  const byRecipient: Partial<Record<BookingEmailRecipient, BookingEmailTemplate>> =
    bookingEmailTemplates[email];
  return byRecipient[recipient];
}

/**
 * Who learns what after each change (decision 35): the person the change affects, never the one
 * who made it, except a customer's refund, which is their receipt. An expiry tells both people.
 * A rating, and the end of the window for one, send nothing. The reminder is not a change's email: it is scheduled at payment.
 */
export const emailsByAction: Record<BookingAction | 'request', readonly BookingEmailChoice[]> = {
  request: [{ email: 'newRequest', recipient: 'agent' }],
  accept: [{ email: 'accepted', recipient: 'customer' }],
  reject: [{ email: 'rejected', recipient: 'customer' }],
  expireRequest: [
    { email: 'rejected', recipient: 'customer' },
    { email: 'requestExpired', recipient: 'agent' },
  ],
  cancel: [{ email: 'cancelled', recipient: 'agent' }],
  expirePayment: [
    { email: 'paymentExpired', recipient: 'customer' },
    { email: 'paymentExpired', recipient: 'agent' },
  ],
  paymentSucceeded: [
    { email: 'paymentReceived', recipient: 'customer' },
    { email: 'paymentReceived', recipient: 'agent' },
  ],
  paymentFailed: [{ email: 'paymentFailed', recipient: 'customer' }],
  cancelPaid: [
    { email: 'refunded', recipient: 'customer' },
    { email: 'cancelled', recipient: 'agent' },
  ],
  finish: [{ email: 'rateInvitation', recipient: 'customer' }],
  autoFinish: [{ email: 'rateInvitation', recipient: 'customer' }],
  rate: [],
  closeRatingWindow: [],
  // An operator's cancellation (PD-36): neither person made it, so both are told.
  operatorCancel: [
    { email: 'cancelledByBrillo', recipient: 'customer' },
    { email: 'cancelledByBrillo', recipient: 'agent' },
  ],
  // An account suspended (PD-38, ADR-082): the other person is told; the suspended one gets the
  // suspension's own email, which says their open bookings ended.
  suspendAgent: [{ email: 'cancelledByBrillo', recipient: 'customer' }],
  suspendCustomer: [{ email: 'cancelledByBrillo', recipient: 'agent' }],
};
