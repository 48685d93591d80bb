import { createTransport } from 'nodemailer';
import type { MailLogger, Mailer, MailMessage } from './mailer.ts';

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS from the start). */
  url: string;
  /** The sender, e.g. `Brillo <no-responder@brillo.cl>`. */
  from: string;
  logger: MailLogger;
}

/**
 * A request that sends mail waits for the server's answer; these keep a dead or slow server from
 * holding it for minutes (nodemailer waits up to 2 minutes to connect by default).
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Sends each message through the SMTP server of `url`, one connection per message. */
export function createSmtpMailer({ url, from, logger }: SmtpMailerOptions): Mailer {
  const transport = createTransport({ url, ...TIMEOUTS });
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
      logger.info({ to: message.to, messageId: info.messageId }, 'mail sent');
    },
  };
}
