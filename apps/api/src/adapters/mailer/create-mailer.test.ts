import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { uniqueEmail } from '../../../test/auth.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { startSmtpServer } from '../../../test/smtp-server.ts';
import { listDevMail, storeDevMail } from '../../db/dev-mail.ts';
import { createMailer } from './create-mailer.ts';
import type { MailMessage } from './mailer.ts';

/** A message to an address of its own, so each test reads only what it sent. */
function messageToSomeoneNew() {
  return { to: uniqueEmail('ana'), subject: 'Hola', html: '<p>Hola</p>', text: 'Hola' };
}

/** An SMTP server that only this test talks to. */
async function smtpServerForThisTest() {
  const smtp = await startSmtpServer();
  onTestFinished(() => smtp.close());
  return smtp;
}

describe('createMailer', async () => {
  const database = await createTestDatabase();
  afterAll(() => database.close());
  const logger = { info: vi.fn() };
  const keepDevMail = (message: MailMessage) => storeDevMail(database.db, message);
  const mailboxOf = (to: string) => listDevMail(database.db, { to, limit: 50 });

  it('sends through SMTP when SMTP_URL is set, keeping nothing in the mailbox', async () => {
    const smtp = await smtpServerForThisTest();
    const message = messageToSomeoneNew();
    const config = testConfig({ SMTP_URL: smtp.url });
    await createMailer({ config, keepDevMail, logger }).send(message);

    expect(smtp.received.map((mail) => mail.envelope.to)).toEqual([[message.to]]);
    expect(await mailboxOf(message.to)).toEqual([]);
  });

  it('keeps mail in the development mailbox without SMTP_URL, even when it cannot be read', async () => {
    const message = messageToSomeoneNew();
    const config = testConfig({ DEV_MAILBOX: 'false' });
    expect(config.devMailboxEnabled).toBe(false);
    await createMailer({ config, keepDevMail, logger }).send(message);

    expect(await mailboxOf(message.to)).toMatchObject([{ to: message.to, subject: 'Hola' }]);
  });
});
