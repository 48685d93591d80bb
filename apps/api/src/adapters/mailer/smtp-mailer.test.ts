import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseMail } from '../../../test/mime.ts';
import { startSmtpServer } from '../../../test/smtp-server.ts';
import { passwordResetEmail } from '../../emails/account-emails.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

const from = 'Brillo <no-responder@brillo.cl>';
const unixLines = (text: string | undefined) => text?.replaceAll('\r\n', '\n');

describe('the SMTP mailer', async () => {
  const smtp = await startSmtpServer();
  afterAll(() => smtp.close());

  it('delivers the message to the SMTP server of SMTP_URL, from MAIL_FROM, signed in', async () => {
    const logger = { info: vi.fn() };
    const mailer = createSmtpMailer({ url: smtp.url, from, logger });
    const email = passwordResetEmail({
      name: 'Ñuñoa <b>Ana</b>',
      url: 'https://brillo.cl/reset-password?token=abc&callbackURL=%2F',
    });

    await mailer.send({ to: 'ana@example.com', ...email });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.envelope).toEqual({ from: 'no-responder@brillo.cl', to: ['ana@example.com'] });
    expect(mail?.user).toBe('brillo');
    const parsed = parseMail(mail?.raw ?? '');
    expect(parsed.headers.get('from')).toBe(from);
    expect(parsed.headers.get('to')).toBe('ana@example.com');
    expect(parsed.headers.get('subject')).toBe('Restablece tu contraseña de Brillo');
    expect(parsed.headers.get('content-type')).toMatch(/^multipart\/alternative;/);
    expect(unixLines(parsed.html)).toBe(email.html);
    expect(unixLines(parsed.text)).toBe(email.text);
    expect(logger.info).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'ana@example.com' }),
      'mail sent',
    );
  });

  it('fails the send when the server refuses the credentials', async () => {
    const url = smtp.url.replace(':secreto@', ':equivocada@');
    const mailer = createSmtpMailer({ url, from, logger: { info: vi.fn() } });
    const before = smtp.received.length;

    await expect(
      mailer.send({ to: 'ana@example.com', subject: 'Hola', html: '<p>Hola</p>', text: 'Hola' }),
    ).rejects.toThrow();
    expect(smtp.received).toHaveLength(before);
  });
});
