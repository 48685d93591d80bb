import { emailTexts } from '@brillo/domain/texts/email.es-CL';
import type { MailMessage } from '../adapters/mailer/mailer.ts';
import { renderEmail } from './render-email.ts';

/** A ready email: everything a `MailMessage` needs except the recipient. */
export type EmailContents = Omit<MailMessage, 'to'>;

export interface AccountEmailInput {
  /** The person's name as they typed it; shown literally. */
  name: string;
  /** The absolute link the email's button opens. */
  url: string;
}

/** Asks a new account to confirm its address (PD-4: required before the first sign-in). */
export function confirmationEmail({ name, url }: AccountEmailInput): EmailContents {
  const copy = emailTexts.confirmation;
  return {
    subject: copy.subject,
    ...renderEmail({
      preheader: copy.preheader,
      heading: copy.heading,
      paragraphs: [emailTexts.greeting(name), copy.body],
      action: { label: copy.action, url },
      footnote: copy.footnote,
    }),
  };
}

/** The emailed link to choose a new password (PD-19); the link lasts 1 hour. */
export function passwordResetEmail({ name, url }: AccountEmailInput): EmailContents {
  const copy = emailTexts.passwordReset;
  return {
    subject: copy.subject,
    ...renderEmail({
      preheader: copy.preheader,
      heading: copy.heading,
      paragraphs: [emailTexts.greeting(name), copy.body, copy.expiry],
      action: { label: copy.action, url },
      footnote: copy.footnote,
    }),
  };
}
