/** One email as Brillo sends it: a branded HTML part and its plain-text twin. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Sends mail. Two drivers: SMTP when `SMTP_URL` is set, otherwise the development mailbox, which
 * keeps each message in the database for a person (or a test) to read.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The part of the app's logger the drivers use (Fastify's pino logger fits). */
export interface MailLogger {
  info(details: Record<string, unknown>, message: string): void;
}
