import { bookingEmailTexts } from '@brillo/domain/texts/booking-email.es-CL';
import {
  bookingEmail,
  bookingScreens,
  customerFirstName,
  screenUrl,
  serviceLines,
  type BookingEmailTemplate,
} from './booking-email.ts';

const copy = bookingEmailTexts.newRequest;

/** To the agent: a customer asked for one of their slots. The first name only (decision 28). */
export const newRequestEmail: BookingEmailTemplate = (booking, settings) =>
  bookingEmail(
    copy,
    booking.agent,
    [
      copy.body(customerFirstName(booking)),
      ...serviceLines(booking, settings.timeZone),
      copy.deadline,
    ],
    screenUrl(settings, bookingScreens.agentPending),
  );
