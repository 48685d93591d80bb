import { bookingEmailTexts } from '@brillo/domain/texts/booking-email.es-CL';
import {
  bookingEmail,
  bookingScreens,
  customerFirstName,
  screenUrl,
  serviceTime,
  type BookingEmailTemplate,
} from './booking-email.ts';

const copy = bookingEmailTexts.cancelled;
const { details } = bookingEmailTexts;

/** To the agent: the customer cancelled, before payment or with a refund (decision 24). */
export const cancelledEmail: BookingEmailTemplate = (booking, settings) =>
  bookingEmail(
    copy,
    booking.agent,
    [
      copy.body(customerFirstName(booking)),
      details.when(serviceTime(booking, settings.timeZone)),
      ...(booking.reason === 'refunded' ? [copy.refunded] : []),
      copy.next,
    ],
    screenUrl(settings, bookingScreens.agentRejected),
  );
