import { bookingEmailTexts } from '@brillo/domain/texts/booking-email.es-CL';
import {
  bookingEmail,
  bookingScreens,
  screenUrl,
  serviceTime,
  type BookingEmailTemplate,
} from './booking-email.ts';

const copy = bookingEmailTexts.rateInvitation;
const { details } = bookingEmailTexts;

/** To the customer, once the service is finished: rate it within the window (decision 29). */
export const rateInvitationEmail: BookingEmailTemplate = (booking, settings) =>
  bookingEmail(
    copy,
    booking.customer,
    [
      copy.body(booking.agent.name),
      details.when(serviceTime(booking, settings.timeZone)),
      copy.window,
    ],
    screenUrl(settings, bookingScreens.customerRating),
  );
