import { formatClp } from '@brillo/domain/format-booking';
import { bookingEmailTexts } from '@brillo/domain/texts/booking-email.es-CL';
import {
  bookingEmail,
  bookingScreens,
  screenUrl,
  serviceTime,
  type BookingEmailTemplate,
} from './booking-email.ts';

const copy = bookingEmailTexts.refunded;
const { details } = bookingEmailTexts;

/** To the customer: a paid booking was cancelled and its payment refunded (decision 24). */
export const refundedEmail: BookingEmailTemplate = (booking, settings) =>
  bookingEmail(
    copy,
    booking.customer,
    [
      copy.body(booking.agent.name),
      details.when(serviceTime(booking, settings.timeZone)),
      copy.refund(formatClp(booking.amount)),
      copy.timing,
    ],
    screenUrl(settings, bookingScreens.customerCancelled),
  );
