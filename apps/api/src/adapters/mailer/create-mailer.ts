import type { Config } from '../../config.ts';
import { createDevMailboxMailer, type KeepDevMail } from './dev-mailbox-mailer.ts';
import type { MailLogger, Mailer } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export interface CreateMailerOptions {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;
  /** Where the development mailbox keeps a message (the `dev_mail` table). */
  keepDevMail: KeepDevMail;
  logger: MailLogger;
}

/**
 * SMTP when `SMTP_URL` is set; otherwise the development mailbox. Without SMTP, mail always goes
 * to the mailbox, whether or not it can be read (`DEV_MAILBOX`), so nothing is silently dropped.
 */
export function createMailer({ config, keepDevMail, logger }: CreateMailerOptions): Mailer {
  if (config.SMTP_URL) {
    return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM, logger });
  }
  return createDevMailboxMailer(keepDevMail, logger);
}
