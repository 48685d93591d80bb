import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { closeLater } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import type { MailMessage } from '../adapters/mailer/mailer.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createUser } from '../db/factories.ts';
import { users } from '../db/schema.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { defineEmailJob, personNamedBy } from './email-jobs.ts';

interface GreetingJob {
  userId: string;
  word: string;
}

const greetings = defineEmailJob<GreetingJob>('greeting-email', {
  recipient: personNamedBy((job) => job.userId),
  render: (job, person, { publicUrl, timeZone }) => ({
    subject: `${job.word}, ${person.name}`,
    html: `<p>${publicUrl}</p>`,
    text: timeZone,
  }),
});

/** What the queue tells a handler besides the job's data. */
const context = { id: 'job', retryCount: 0, signal: new AbortController().signal };

const settings = { publicUrl: 'https://brillo.example', timeZone: 'America/Santiago' };

function mailbox() {
  const sent: MailMessage[] = [];
  return { sent, mailer: { send: async (message: MailMessage) => void sent.push(message) } };
}

describe('an email job', async () => {
  const database = await createTestDatabase();
  closeLater(() => database.close());
  const db = database.db;

  it('reads the person when it runs and sends them the rendered email', async () => {
    const person = await createUser(db, 'customer', { name: 'Ana Pérez' });
    await db.update(users).set({ name: 'Ana María Pérez' }).where(eq(users.id, person.id));
    const { sent, mailer } = mailbox();
    await greetings.sender({ db, mailer, settings })({ userId: person.id, word: 'Hola' }, {
      id: 'job',
      retryCount: 0,
    } as never);
    expect(sent).toEqual([
      {
        to: person.email,
        subject: 'Hola, Ana María Pérez',
        html: '<p>https://brillo.example</p>',
        text: 'America/Santiago',
      },
    ]);
  });

  it('sends nothing when the person is gone', async () => {
    const { sent, mailer } = mailbox();
    await greetings.sender({ db, mailer, settings })(
      { userId: crypto.randomUUID(), word: 'Hola' },
      context,
    );
    expect(sent).toEqual([]);
  });

  it('sends nothing when its recipient reads nothing, and fails when the mailer throws', async () => {
    const render = vi.fn(() => ({ subject: 's', html: 'h', text: 't' }));
    const silent = defineEmailJob('silent-email', {
      recipient: async (_db, job: { to?: string }) => (job.to ? { email: job.to } : undefined),
      render,
    });
    const { sent, mailer } = mailbox();
    const send = silent.sender({ db: {} as Database, mailer, settings });
    await send({}, context);
    expect(render).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
    const failing = silent.sender({
      db: {} as Database,
      mailer: { send: () => Promise.reject(new Error('down')) },
      settings,
    });
    await expect(failing({ to: 'a@b.cl' }, context)).rejects.toThrow('down');
  });

  it('queues its jobs in the caller’s transaction under their keys, and handles its queue', async () => {
    const jobs = {
      enqueue: vi.fn(async () => {}),
      enqueueMany: vi.fn(async () => {}),
      handle: vi.fn(),
    };
    const queue = jobs as unknown as JobQueue;
    const tx = {} as Database;
    await greetings.enqueue(queue, tx, 'change-1', { userId: 'u', word: 'Hola' });
    expect(jobs.enqueue).toHaveBeenCalledWith(
      tx,
      greetings.queue,
      { userId: 'u', word: 'Hola' },
      { key: 'change-1' },
    );
    await greetings.enqueueMany(queue, tx, [
      { key: 'a', job: { userId: 'u', word: 'Hola' } },
      { key: 'b', job: { userId: 'v', word: 'Chao' } },
    ]);
    expect(jobs.enqueueMany).toHaveBeenCalledWith(tx, greetings.queue, [
      { data: { userId: 'u', word: 'Hola' }, options: { key: 'a' } },
      { data: { userId: 'v', word: 'Chao' }, options: { key: 'b' } },
    ]);
    expect(greetings.queue.name).toBe('greeting-email');
    expect(greetings.queue.options.retryLimit).toBe(30);
    greetings.handle(queue, {
      db,
      mailer: mailbox().mailer,
      config: { publicUrl: settings.publicUrl, TIME_ZONE: settings.timeZone } as Config,
    });
    expect(jobs.handle).toHaveBeenCalledWith(greetings.queue, expect.any(Function));
  });
});
