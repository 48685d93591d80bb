import type { MailLogger, Mailer, MailMessage } from './mailer.ts';

/** Keeps a message where the development mailbox reads it; answers what it kept. */
export type KeepDevMail = (
  message: MailMessage,
) => Promise<{ id: string; to: string; subject: string }>;

/**
 * Keeps each message in the development mailbox instead of sending it (the app gives it
 * `storeDevMail`, the `dev_mail` table), so a person can read it at /dev/mailbox and a test
 * through `GET /api/dev/mailbox`.
 */
export function createDevMailboxMailer(keep: KeepDevMail, logger: MailLogger): Mailer {
  return {
    async send(message: MailMessage) {
      const stored = await keep(message);
      logger.info(
        { mailId: stored.id, to: stored.to, subject: stored.subject },
        'mail kept in the development mailbox',
      );
    },
  };
}
