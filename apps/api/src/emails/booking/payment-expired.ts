import { bookingEmailTexts } from '@brillo/domain/texts/booking-email.es-CL';
import {
  bookingEmail,
  bookingScreens,
  customerFirstName,
  screenUrl,
  serviceTime,
  type BookingEmailTemplate,
} from './booking-email.ts';

const copy = bookingEmailTexts.paymentExpired;
const { details } = bookingEmailTexts;

/** To the customer: an accepted booking was not paid in time and ended (decision 25). */
export const paymentExpiredCustomerEmail: BookingEmailTemplate = (booking, settings) =>
  bookingEmail(
    copy.customer,
    booking.customer,
    [
      copy.customer.body(booking.agent.name),
      details.when(serviceTime(booking, settings.timeZone)),
      copy.customer.next,
    ],
    screenUrl(settings, bookingScreens.customerCancelled),
  );

/** To the agent: the booking they accepted was not paid in time; the slot is free again. */
export const paymentExpiredAgentEmail: BookingEmailTemplate = (booking, settings) =>
  bookingEmail(
    copy.agent,
    booking.agent,
    [
      copy.agent.body(customerFirstName(booking)),
      details.when(serviceTime(booking, settings.timeZone)),
      copy.agent.next,
    ],
    screenUrl(settings, bookingScreens.agentRejected),
  );
