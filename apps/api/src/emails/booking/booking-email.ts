import type { BookingReason } from '@brillo/domain/enums';
import type { EmailContents } from '../account-emails.ts';

/** The two people of a booking; each email goes to one of them (decision 35). */
export const bookingEmailRecipients = ['customer', 'agent'] as const;
export type BookingEmailRecipient = (typeof bookingEmailRecipients)[number];

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

/** The absolute link to one of the web app's screens, on the configured public URL. */
export function screenUrl(settings: BookingEmailSettings, screen: BookingScreen): string {
  return `${settings.publicUrl.replace(/\/+$/, '')}${screen}`;
}
