import type { Database } from '../../db/client.ts';
import { storeDevMail } from './dev-mail-store.ts';
import type { MailLogger, Mailer, MailMessage } from './mailer.ts';

/**
 * Keeps each message in the `dev_mail` table instead of sending it, so a person can read it at
 * /dev/mailbox and a test through `GET /api/dev/mailbox`.
 */
export function createDevMailboxMailer(db: Database, logger: MailLogger): Mailer {
  return {
    async send(message: MailMessage) {
      const stored = await storeDevMail(db, message);
      logger.info(
        { mailId: stored.id, to: stored.to, subject: stored.subject },
        'mail kept in the development mailbox',
      );
    },
  };
}
