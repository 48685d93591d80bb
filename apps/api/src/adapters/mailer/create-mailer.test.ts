import { afterAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { startSmtpServer } from '../../../test/smtp-server.ts';
import { listDevMail } from './dev-mail-store.ts';
import { createMailer } from './create-mailer.ts';

const message = { to: 'ana@example.com', subject: 'Hola', html: '<p>Hola</p>', text: 'Hola' };

describe('createMailer', async () => {
  const database = await createTestDatabase();
  const smtp = await startSmtpServer();
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });
  const logger = { info: vi.fn() };

  it('sends through SMTP when SMTP_URL is set, keeping nothing in the mailbox', async () => {
    const config = testConfig({ SMTP_URL: smtp.url });
    await createMailer({ config, database, logger }).send(message);

    expect(smtp.received).toHaveLength(1);
    expect(await listDevMail(database.db, { limit: 50 })).toEqual([]);
  });

  it('keeps mail in the development mailbox without SMTP_URL, even when it cannot be read', async () => {
    const config = testConfig({ DEV_MAILBOX: 'false' });
    expect(config.devMailboxEnabled).toBe(false);
    await createMailer({ config, database, logger }).send(message);

    expect(await listDevMail(database.db, { limit: 50 })).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
  });
});
