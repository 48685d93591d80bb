import { bookingEmailTexts } from '@brillo/domain/texts/booking-email.es-CL';
import {
  agentPhoneLines,
  bookingEmail,
  bookingScreens,
  customerContactLines,
  screenUrl,
  serviceTime,
  type BookingEmailTemplate,
} from './booking-email.ts';

const copy = bookingEmailTexts.reminder;
const { details } = bookingEmailTexts;

/** To the customer, the day before a paid service: when, and the agent's phone. */
export const reminderCustomerEmail: BookingEmailTemplate = (booking, settings) =>
  bookingEmail(
    copy.customer,
    booking.customer,
    [
      copy.customer.body(booking.agent.name),
      details.when(serviceTime(booking, settings.timeZone)),
      details.agent(booking.agent.name),
      ...agentPhoneLines(booking),
    ],
    screenUrl(settings, bookingScreens.customerActive),
  );

/** To the agent, the day before a paid service: when, and the customer's contact. */
export const reminderAgentEmail: BookingEmailTemplate = (booking, settings) =>
  bookingEmail(
    copy.agent,
    booking.agent,
    [
      copy.agent.body(booking.customer.name),
      details.when(serviceTime(booking, settings.timeZone)),
      ...customerContactLines(booking),
    ],
    screenUrl(settings, bookingScreens.agentAccepted),
  );
