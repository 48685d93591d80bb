import { bookingEmailTexts as texts } from '@brillo/domain/texts/booking-email.es-CL';
import { bookingScreens as screens, type BookingEmailRecipient } from './booking-email.ts';
import type { BookingEmailRow } from './render-booking-email.ts';

/**
 * Every booking email (decision 35), for each person it goes to: its texts, the blocks its body
 * shows after the greeting and opening line, and the screen its button opens. Before payment the
 * agent knows the customer by first name and comuna; once paid, each reads the other's contact,
 * the customer only the agent's phone (decision 28).
 */
export const bookingEmailTable = {
  newRequest: {
    /** A customer asked for one of the agent's slots. */
    agent: {
      copy: texts.newRequest,
      opening: { names: 'customerFirstName', says: texts.newRequest.body },
      blocks: ['when', 'comuna', 'hours', 'amount', { text: texts.newRequest.deadline }],
      screen: screens.agentPending,
    },
  },
  accepted: {
    /** The agent accepted; pay within the deadline (decision 25). */
    customer: {
      copy: texts.accepted,
      opening: { names: 'agent', says: texts.accepted.body },
      blocks: ['when', 'amount', { text: texts.accepted.deadline }],
      screen: screens.customerBooked,
    },
  },
  rejected: {
    /** The request ended unaccepted: the agent rejected it, or it expired unanswered (decision 25). */
    customer: {
      copy: texts.rejected,
      opening: {
        names: 'agent',
        says: texts.rejected.byAgent,
        saysWhen: { request_expired: texts.rejected.expired },
      },
      blocks: ['when', { text: texts.rejected.next }],
      screen: screens.customerCancelled,
    },
  },
  requestExpired: {
    /** A request the agent did not answer in time expired (decision 25). */
    agent: {
      copy: texts.requestExpired,
      opening: { names: 'customerFirstName', says: texts.requestExpired.body },
      blocks: ['when', { text: texts.requestExpired.next }],
      screen: screens.agentRejected,
    },
  },
  paymentExpired: {
    /** An accepted booking was not paid in time and ended (decision 25). */
    customer: {
      copy: texts.paymentExpired.customer,
      opening: { names: 'agent', says: texts.paymentExpired.customer.body },
      blocks: ['when', { text: texts.paymentExpired.customer.next }],
      screen: screens.customerCancelled,
    },
    /** The booking the agent accepted was not paid in time; the slot is free again. */
    agent: {
      copy: texts.paymentExpired.agent,
      opening: { names: 'customerFirstName', says: texts.paymentExpired.agent.body },
      blocks: ['when', { text: texts.paymentExpired.agent.next }],
      screen: screens.agentRejected,
    },
  },
  paymentReceived: {
    /** The receipt, and the agent's phone now that it is paid. */
    customer: {
      copy: texts.paymentReceived.customer,
      opening: { names: 'agent', says: texts.paymentReceived.customer.body },
      blocks: [
        'agent',
        'when',
        'hours',
        'paid',
        { block: 'agentPhone', introducedBy: texts.paymentReceived.customer.contact },
        { text: texts.paymentReceived.customer.cancelPolicy },
      ],
      screen: screens.customerActive,
    },
    /** Confirmed, with the customer's contact details. */
    agent: {
      copy: texts.paymentReceived.agent,
      opening: { names: 'customer', says: texts.paymentReceived.agent.body },
      blocks: ['customerContact', 'when', 'amount'],
      screen: screens.agentAccepted,
    },
  },
  paymentFailed: {
    /** The payment failed; the button opens the list with the retry (decision 26). */
    customer: {
      copy: texts.paymentFailed,
      opening: { names: 'agent', says: texts.paymentFailed.body },
      blocks: ['when', 'amount', { text: texts.paymentFailed.retry }],
      screen: screens.customerBooked,
    },
  },
  cancelled: {
    /** The customer cancelled, before payment or with a refund (decision 24). */
    agent: {
      copy: texts.cancelled,
      opening: { names: 'customerFirstName', says: texts.cancelled.body },
      blocks: [
        'when',
        { text: texts.cancelled.refunded, ifReason: 'refunded' },
        { text: texts.cancelled.next },
      ],
      screen: screens.agentRejected,
    },
  },
  cancelledByBrillo: {
    /** An operator cancelled on someone's behalf (PD-36); a paid booking is refunded in full. */
    customer: {
      copy: texts.cancelledByBrillo.customer,
      opening: { names: 'agent', says: texts.cancelledByBrillo.customer.body },
      blocks: [
        'when',
        { text: texts.cancelledByBrillo.customer.money },
        { text: texts.cancelledByBrillo.questions },
      ],
      screen: screens.customerCancelled,
    },
    agent: {
      copy: texts.cancelledByBrillo.agent,
      opening: { names: 'customerFirstName', says: texts.cancelledByBrillo.agent.body },
      blocks: [
        'when',
        { text: texts.cancelledByBrillo.agent.next },
        { text: texts.cancelledByBrillo.questions },
      ],
      screen: screens.agentRejected,
    },
  },
  refunded: {
    /** A paid booking was cancelled and its payment refunded (decision 24). */
    customer: {
      copy: texts.refunded,
      opening: { names: 'agent', says: texts.refunded.body },
      blocks: ['when', { amount: texts.refunded.refund }, { text: texts.refunded.timing }],
      screen: screens.customerCancelled,
    },
  },
  reminder: {
    /** The day before a paid service: when, and the agent's phone. */
    customer: {
      copy: texts.reminder.customer,
      opening: { names: 'agent', says: texts.reminder.customer.body },
      blocks: ['when', 'agent', 'agentPhone'],
      screen: screens.customerActive,
    },
    /** The day before a paid service: when, and the customer's contact. */
    agent: {
      copy: texts.reminder.agent,
      opening: { names: 'customer', says: texts.reminder.agent.body },
      blocks: ['when', 'customerContact'],
      screen: screens.agentAccepted,
    },
  },
  rateInvitation: {
    /** Once the service is finished: rate it within the window (decision 29). */
    customer: {
      copy: texts.rateInvitation,
      opening: { names: 'agent', says: texts.rateInvitation.body },
      blocks: ['when', { text: texts.rateInvitation.window }],
      screen: screens.customerRating,
    },
  },
} satisfies Record<string, Partial<Record<BookingEmailRecipient, BookingEmailRow>>>;
