import { bookingEmailTexts } from '@brillo/domain/texts/booking-email.es-CL';
import {
  bookingEmail,
  bookingScreens,
  screenUrl,
  serviceTime,
  type BookingEmailTemplate,
} from './booking-email.ts';

const copy = bookingEmailTexts.rejected;
const { details } = bookingEmailTexts;

/**
 * To the customer: the request ended without an acceptance, because the agent rejected it or
 * because it expired unanswered (the booking's reason says which, decision 25).
 */
export const rejectedEmail: BookingEmailTemplate = (booking, settings) =>
  bookingEmail(
    copy,
    booking.customer,
    [
      booking.reason === 'request_expired'
        ? copy.expired(booking.agent.name)
        : copy.byAgent(booking.agent.name),
      details.when(serviceTime(booking, settings.timeZone)),
      copy.next,
    ],
    screenUrl(settings, bookingScreens.customerCancelled),
  );
