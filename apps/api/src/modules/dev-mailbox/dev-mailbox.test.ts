import { describe, expect, it } from 'vitest';
import { DevMailboxSchema } from '@brillo/domain/contracts/dev-mailbox';
import { createTestApp } from '../../../test/app.ts';
import { insertDevMail } from '../../../test/dev-mail.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 3, 15, minute));

/**
 * The API with the mailbox on, on a database of its own: tests that read the whole mailbox must
 * not see what the file's other tests sent, whatever order they run in.
 */
async function mailboxApp() {
  const { app, database, deps } = await createTestApp({ settings: { DEV_MAILBOX: 'true' } });
  const list = async (query = '') => {
    const response = await app.inject({ method: 'GET', url: `/api/dev/mailbox${query}` });
    expect(response.statusCode).toBe(200);
    return DevMailboxSchema.parse(response.json()).messages;
  };
  return { app, database, deps, list };
}

describe('GET /api/dev/mailbox', async () => {
  const { app, database, deps, list } = await mailboxApp();

  it('answers an empty list, never cached, before any mail', async () => {
    const { app: empty } = await mailboxApp();
    const response = await empty.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ messages: [] });
  });

  it("lists what the app's mailer sent, with every part of the message", async () => {
    await deps.mailer.send({
      to: 'Carla@Example.com',
      subject: 'Confirma tu correo en Brillo',
      html: '<p>Hola, Carla</p>',
      text: 'Hola, Carla',
    });

    const [message] = await list('?to=carla@example.com');
    expect(message).toEqual({
      id: expect.any(String),
      to: 'carla@example.com',
      subject: 'Confirma tu correo en Brillo',
      html: '<p>Hola, Carla</p>',
      text: 'Hola, Carla',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('lists the newest first and filters by recipient whatever the case', async () => {
    const { database: own, list: listOwn } = await mailboxApp();
    await insertDevMail(own.db, [
      { to: 'ana@example.com', subject: 'ana 1', createdAt: at(1) },
      { to: 'bruno@example.com', subject: 'bruno 1', createdAt: at(2) },
      { to: 'ana@example.com', subject: 'ana 2', createdAt: at(3) },
    ]);

    const everyone = await listOwn();
    expect(everyone.map((message) => message.subject)).toEqual(['ana 2', 'bruno 1', 'ana 1']);
    expect(everyone[0]?.createdAt).toBe('2026-12-03T15:03:00.000Z');
    const ana = await listOwn('?to=%20ANA@Example.COM%20');
    expect(ana.map((message) => message.subject)).toEqual(['ana 2', 'ana 1']);
    expect(await listOwn('?to=nadie@example.com')).toEqual([]);
    expect(await listOwn('?to=')).toHaveLength(everyone.length);
  });

  it('answers at most the 50 newest messages', async () => {
    await insertDevMail(
      database.db,
      Array.from({ length: 55 }, (_, index) => ({
        to: 'masivo@example.com',
        subject: `masivo ${index}`,
        createdAt: at(10 + index),
      })),
    );

    const messages = await list('?to=masivo@example.com');
    expect(messages).toHaveLength(50);
    expect(messages[0]?.subject).toBe('masivo 54');
    expect(messages[49]?.subject).toBe('masivo 5');
  });

  it('refuses a recipient longer than an email address can be', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/dev/mailbox?to=${'a'.repeat(321)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });
});

describe('GET /api/dev/mailbox when the mailbox is disabled', async () => {
  const { app, deps } = await createTestApp({ settings: { DEV_MAILBOX: 'false' } });

  it('answers the JSON 404 of any unknown API path', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'La ruta solicitada no existe.' },
    });
  });

  it('still gives the app a mailer, which keeps mail in the unreadable mailbox', async () => {
    await expect(
      deps.mailer.send({
        to: 'ana@example.com',
        subject: 'Hola',
        html: '<p>Hola</p>',
        text: 'Hola',
      }),
    ).resolves.toBeUndefined();
  });
});

describe('buildApp with a mailer of its own', async () => {
  const sent: string[] = [];
  const { deps } = await createTestApp({
    mailer: { send: async (message) => void sent.push(message.subject) },
  });

  it('hands that mailer to the modules', async () => {
    await deps.mailer.send({ to: 'ana@example.com', subject: 'Hola', html: '', text: '' });
    expect(sent).toEqual(['Hola']);
  });
});
