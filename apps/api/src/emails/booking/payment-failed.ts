import { formatClp } from '@brillo/domain/format-booking';
import { bookingEmailTexts } from '@brillo/domain/texts/booking-email.es-CL';
import {
  bookingEmail,
  bookingScreens,
  screenUrl,
  serviceTime,
  type BookingEmailTemplate,
} from './booking-email.ts';

const copy = bookingEmailTexts.paymentFailed;
const { details } = bookingEmailTexts;

/** To the customer: the payment failed; the link opens the list with the retry (decision 26). */
export const paymentFailedEmail: BookingEmailTemplate = (booking, settings) =>
  bookingEmail(
    copy,
    booking.customer,
    [
      copy.body(booking.agent.name),
      details.when(serviceTime(booking, settings.timeZone)),
      details.amount(formatClp(booking.amount)),
      copy.retry,
    ],
    screenUrl(settings, bookingScreens.customerBooked),
  );
