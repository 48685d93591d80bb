import { formatClp, formatHours } from '@brillo/domain/format-booking';
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

const copy = bookingEmailTexts.paymentReceived;
const { details } = bookingEmailTexts;

/** To the customer: the receipt, and the agent's phone now that it is paid (decision 28). */
export const paymentReceivedCustomerEmail: BookingEmailTemplate = (booking, settings) => {
  const phone = agentPhoneLines(booking);
  return bookingEmail(
    copy.customer,
    booking.customer,
    [
      copy.customer.body(booking.agent.name),
      details.agent(booking.agent.name),
      details.when(serviceTime(booking, settings.timeZone)),
      details.hours(formatHours(booking.minutes / 60)),
      details.paid(formatClp(booking.amount)),
      ...(phone.length > 0 ? [copy.customer.contact, ...phone] : []),
      copy.customer.cancelPolicy,
    ],
    screenUrl(settings, bookingScreens.customerActive),
  );
};

/** To the agent: confirmed, with the customer's contact details (decision 28). */
export const paymentReceivedAgentEmail: BookingEmailTemplate = (booking, settings) =>
  bookingEmail(
    copy.agent,
    booking.agent,
    [
      copy.agent.body(booking.customer.name),
      ...customerContactLines(booking),
      details.when(serviceTime(booking, settings.timeZone)),
      details.amount(formatClp(booking.amount)),
    ],
    screenUrl(settings, bookingScreens.agentAccepted),
  );
