import { bookingEmailTexts } from '@brillo/domain/texts/booking-email.es-CL';
import {
  bookingEmail,
  bookingScreens,
  customerFirstName,
  screenUrl,
  serviceTime,
  type BookingEmailTemplate,
} from './booking-email.ts';

const copy = bookingEmailTexts.requestExpired;
const { details } = bookingEmailTexts;

/** To the agent: a request they did not answer in time expired (decision 25). */
export const requestExpiredEmail: BookingEmailTemplate = (booking, settings) =>
  bookingEmail(
    copy,
    booking.agent,
    [
      copy.body(customerFirstName(booking)),
      details.when(serviceTime(booking, settings.timeZone)),
      copy.next,
    ],
    screenUrl(settings, bookingScreens.agentRejected),
  );
