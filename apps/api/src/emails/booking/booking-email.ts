import { comunaInAddress, firstNameOf } from '@brillo/domain/address-parts';
import type { BookingReason } from '@brillo/domain/enums';
import { formatClp, formatHours, phoneWithOnePlus } from '@brillo/domain/format-booking';
import { bookingEmailTexts } from '@brillo/domain/texts/booking-email.es-CL';
import { emailTexts } from '@brillo/domain/texts/email.es-CL';
import { formatDayHeading, formatSlotTimes, instantToWallTime } from '@brillo/domain/zoned-time';
import type { EmailContents } from '../account-emails.ts';
import { renderEmail } from '../render-email.ts';

/** One of the two people of a booking, as the emails read them when they are sent. */
export interface BookingEmailPerson {
  name: string;
  email: string;
  phone: string | null;
}

/** A booking with its two people, read when its email is sent (ADR-045). */
export interface BookingEmailBooking {
  id: string;
  startTime: Date;
  endTime: Date;
  /** The booked minutes; hours are minutes / 60. */
  minutes: number;
  /** Whole CLP (decision 3). */
  amount: number;
  reason: BookingReason | null;
  customer: BookingEmailPerson & { address: string | null; addressExtra: string | null };
  agent: BookingEmailPerson;
}

/** Where links point and which clock times are read on. */
export interface BookingEmailSettings {
  /** The configured public URL (`config.publicUrl`), without a trailing slash or with one. */
  publicUrl: string;
  timeZone: string;
}

/** A booking email's template: the ready subject, HTML and text, without the recipient. */
export type BookingEmailTemplate = (
  booking: BookingEmailBooking,
  settings: BookingEmailSettings,
) => EmailContents;

/**
 * The web app's screens the emails link to (apps/web/src/config/paths.ts, spec §2): the agent's
 * booking lists and the customer's service lists.
 */
export const bookingScreens = {
  agentPending: '/pending',
  agentAccepted: '/accepted',
  agentRejected: '/rejected',
  customerBooked: '/booked-services',
  customerActive: '/active-services',
  customerCancelled: '/cancelled-services',
  customerRating: '/rating',
} as const;
export type BookingScreen = (typeof bookingScreens)[keyof typeof bookingScreens];

const { details } = bookingEmailTexts;

/** The absolute link to one of the web app's screens, on the configured public URL. */
export function screenUrl(settings: BookingEmailSettings, screen: BookingScreen): string {
  return `${settings.publicUrl.replace(/\/+$/, '')}${screen}`;
}

/**
 * The service's day and times as a person in the configured zone reads them, 12-hour clock:
 * 'martes, 8 de diciembre, 9:00 a. m. – 12:00 p. m.'.
 */
export function serviceTime(booking: BookingEmailBooking, timeZone: string): string {
  const day = instantToWallTime(booking.startTime, timeZone).date;
  return `${formatDayHeading(day, timeZone)}, ${formatSlotTimes(booking.startTime, booking.endTime, timeZone)}`;
}

/** The customer as the agent may know them before payment (decision 28): the first name. */
export function customerFirstName(booking: BookingEmailBooking): string {
  return firstNameOf(booking.customer.name);
}

/** The lines of a service before payment: when, for how long, how much, and the comuna. */
export function serviceLines(booking: BookingEmailBooking, timeZone: string): string[] {
  const comuna = comunaInAddress(booking.customer.address);
  return [
    details.when(serviceTime(booking, timeZone)),
    ...(comuna ? [details.comuna(comuna)] : []),
    details.hours(formatHours(booking.minutes / 60)),
    details.amount(formatClp(booking.amount)),
  ];
}

/** The customer's contact once the booking is paid (decision 28): name, phone, email, address. */
export function customerContactLines(booking: BookingEmailBooking): string[] {
  const { customer } = booking;
  const phone = phoneWithOnePlus(customer.phone);
  const address = [customer.address, customer.addressExtra]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return [
    details.customer(customer.name),
    ...(phone ? [details.phone(phone)] : []),
    details.email(customer.email),
    ...(address ? [details.address(address)] : []),
  ];
}

/** The agent's phone for the customer once paid (decision 28); never the email or address. */
export function agentPhoneLines(booking: BookingEmailBooking): string[] {
  const phone = phoneWithOnePlus(booking.agent.phone);
  return phone ? [details.phone(phone)] : [];
}

interface Copy {
  subject: string;
  preheader: string;
  heading: string;
  action: string;
}

/** A booking email: greeting, paragraphs, one button to a screen; rendered by `renderEmail`. */
export function bookingEmail(
  copy: Copy,
  to: BookingEmailPerson,
  paragraphs: string[],
  url: string,
): EmailContents {
  return {
    subject: copy.subject,
    ...renderEmail({
      preheader: copy.preheader,
      heading: copy.heading,
      paragraphs: [emailTexts.greeting(to.name), ...paragraphs],
      action: { label: copy.action, url },
    }),
  };
}
