import { formatClp } from '@brillo/domain/format-booking';
import { bookingEmailTexts } from '@brillo/domain/texts/booking-email.es-CL';
import {
  bookingEmail,
  bookingScreens,
  screenUrl,
  serviceTime,
  type BookingEmailTemplate,
} from './booking-email.ts';

const copy = bookingEmailTexts.accepted;
const { details } = bookingEmailTexts;

/** To the customer: the agent accepted; pay within the deadline (decision 25). */
export const acceptedEmail: BookingEmailTemplate = (booking, settings) =>
  bookingEmail(
    copy,
    booking.customer,
    [
      copy.body(booking.agent.name),
      details.when(serviceTime(booking, settings.timeZone)),
      details.amount(formatClp(booking.amount)),
      copy.deadline,
    ],
    screenUrl(settings, bookingScreens.customerBooked),
  );
