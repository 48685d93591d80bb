import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { listDevMail, storeDevMail } from '../../db/dev-mail.ts';
import { createDevMailboxMailer } from './dev-mailbox-mailer.ts';

describe('the development mailbox mailer', async () => {
  const database = await createTestDatabase();
  afterAll(() => database.close());
  /** A mailer with a logger of its own, so each test counts only its own lines. */
  function mailerWithLogger() {
    const logger = { info: vi.fn() };
    return {
      logger,
      mailer: createDevMailboxMailer((message) => storeDevMail(database.db, message), logger),
    };
  }

  it('keeps the message in the mailbox instead of sending it, and logs one line', async () => {
    const { logger, mailer } = mailerWithLogger();
    await mailer.send({
      to: ' Ana.Perez@Example.com ',
      subject: 'Confirma tu correo en Brillo',
      html: '<p>Hola</p>',
      text: 'Hola',
    });

    const [stored] = await listDevMail(database.db, { to: 'ana.perez@example.com', limit: 50 });
    expect(stored).toMatchObject({
      to: 'ana.perez@example.com',
      subject: 'Confirma tu correo en Brillo',
      html: '<p>Hola</p>',
      text: 'Hola',
    });
    expect(stored?.createdAt).toBeInstanceOf(Date);
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(logger.info).toHaveBeenCalledWith(
      { mailId: stored?.id, to: 'ana.perez@example.com', subject: 'Confirma tu correo en Brillo' },
      'mail kept in the development mailbox',
    );
  });

  it('lists one recipient whatever the case of the address, up to the limit', async () => {
    const { mailer } = mailerWithLogger();
    const subjects = ['primero', 'segundo', 'tercero'];
    for (const subject of subjects) {
      await mailer.send({ to: 'bruno@example.com', subject, html: '<p>x</p>', text: 'x' });
    }
    await mailer.send({ to: 'carla@example.com', subject: 'cuarto', html: '<p>x</p>', text: 'x' });

    // The order is tested with chosen timestamps in dev-mailbox.test.ts.
    const bruno = await listDevMail(database.db, { to: 'BRUNO@example.com', limit: 2 });
    expect(bruno).toHaveLength(2);
    expect(subjects).toEqual(expect.arrayContaining(bruno.map((mail) => mail.subject)));
    const everyone = await listDevMail(database.db, { limit: 50 });
    expect(everyone.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([...subjects, 'cuarto']),
    );
    expect(await listDevMail(database.db, { to: 'nadie@example.com', limit: 50 })).toEqual([]);
  });
});
