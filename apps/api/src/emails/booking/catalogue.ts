import type { BookingAction } from '@brillo/domain/booking-lifecycle';
import { acceptedEmail } from './accepted.ts';
import type { BookingEmailTemplate } from './booking-email.ts';
import { cancelledEmail } from './cancelled.ts';
import { newRequestEmail } from './new-request.ts';
import { paymentExpiredAgentEmail, paymentExpiredCustomerEmail } from './payment-expired.ts';
import { paymentFailedEmail } from './payment-failed.ts';
import { paymentReceivedAgentEmail, paymentReceivedCustomerEmail } from './payment-received.ts';
import { rateInvitationEmail } from './rate-invitation.ts';
import { refundedEmail } from './refunded.ts';
import { rejectedEmail } from './rejected.ts';
import { reminderAgentEmail, reminderCustomerEmail } from './reminder.ts';
import { requestExpiredEmail } from './request-expired.ts';

export const bookingEmailRecipients = ['customer', 'agent'] as const;
export type BookingEmailRecipient = (typeof bookingEmailRecipients)[number];

/** Every booking email, and the template for each person it goes to (decision 35). */
export const bookingEmailTemplates = {
  newRequest: { agent: newRequestEmail },
  accepted: { customer: acceptedEmail },
  rejected: { customer: rejectedEmail },
  requestExpired: { agent: requestExpiredEmail },
  paymentExpired: { customer: paymentExpiredCustomerEmail, agent: paymentExpiredAgentEmail },
  paymentReceived: { customer: paymentReceivedCustomerEmail, agent: paymentReceivedAgentEmail },
  paymentFailed: { customer: paymentFailedEmail },
  cancelled: { agent: cancelledEmail },
  refunded: { customer: refundedEmail },
  reminder: { customer: reminderCustomerEmail, agent: reminderAgentEmail },
  rateInvitation: { customer: rateInvitationEmail },
} as const satisfies Record<string, Partial<Record<BookingEmailRecipient, BookingEmailTemplate>>>;

export type BookingEmailKind = keyof typeof bookingEmailTemplates;

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
};
