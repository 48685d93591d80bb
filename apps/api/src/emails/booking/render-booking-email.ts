import type { BookingReason } from '@brillo/domain/enums';
import { emailTexts } from '@brillo/domain/texts/email.es-CL';
import type { EmailContents } from '../account-emails.ts';
import { renderEmail } from '../render-email.ts';
import {
  screenUrl,
  type BookingEmailBooking,
  type BookingEmailRecipient,
  type BookingEmailSettings,
  type BookingScreen,
} from './booking-email.ts';
import { bookingAmount, customerFirstName, detailLines, type DetailBlock } from './detail-lines.ts';

/** The words of a booking email around its body: the subject, the inbox line, the button. */
export interface BookingEmailCopy {
  subject: string;
  preheader: string;
  heading: string;
  action: string;
}

/** The person an email's opening line names; the customer by first name before payment. */
const openingNames = {
  agent: (booking: BookingEmailBooking) => booking.agent.name,
  customer: (booking: BookingEmailBooking) => booking.customer.name,
  customerFirstName,
} satisfies Record<string, (booking: BookingEmailBooking) => string>;

/** The line after the greeting: what happened, naming the other person. */
export interface BookingEmailOpening {
  names: keyof typeof openingNames;
  says: (name: string) => string;
  /** Another line when the booking ended for that reason. */
  saysWhen?: Partial<Record<BookingReason, (name: string) => string>>;
}

/**
 * One block of an email's body after its opening: booking details by name, a fixed line (only
 * when the booking ended for `ifReason`, when given), the amount in a line of the email's own, or
 * a block of details introduced by a line of its own, both left out when the block is empty.
 */
export type BookingEmailBlock =
  | DetailBlock
  | { text: string; ifReason?: BookingReason }
  | { amount: (amount: string) => string }
  | { block: DetailBlock; introducedBy: string };

/** One booking email to one person: its words, its body's blocks, the screen its button opens. */
export interface BookingEmailRow {
  copy: BookingEmailCopy;
  opening: BookingEmailOpening;
  blocks: readonly BookingEmailBlock[];
  screen: BookingScreen;
}

function openingLine({ names, says, saysWhen }: BookingEmailOpening, booking: BookingEmailBooking) {
  const line = (booking.reason && saysWhen?.[booking.reason]) || says;
  return line(openingNames[names](booking));
}

function blockLines(block: BookingEmailBlock, booking: BookingEmailBooking, timeZone: string) {
  if (typeof block === 'string') return detailLines[block](booking, timeZone);
  if ('text' in block) {
    return !block.ifReason || block.ifReason === booking.reason ? [block.text] : [];
  }
  if ('amount' in block) return [block.amount(bookingAmount(booking))];
  const lines = detailLines[block.block](booking, timeZone);
  return lines.length > 0 ? [block.introducedBy, ...lines] : [];
}

/**
 * A row of the booking emails' table as the email its recipient gets: greeting, opening line,
 * the row's blocks, one button to its screen on the public URL; rendered by `renderEmail`.
 */
export function renderBookingEmail(
  row: BookingEmailRow,
  recipient: BookingEmailRecipient,
  booking: BookingEmailBooking,
  settings: BookingEmailSettings,
): EmailContents {
  const { copy } = row;
  return {
    subject: copy.subject,
    ...renderEmail({
      preheader: copy.preheader,
      heading: copy.heading,
      paragraphs: [
        emailTexts.greeting(booking[recipient].name),
        openingLine(row.opening, booking),
        ...row.blocks.flatMap((block) => blockLines(block, booking, settings.timeZone)),
      ],
      action: { label: copy.action, url: screenUrl(settings, row.screen) },
    }),
  };
}
