import type { Mailer } from '../adapters/mailer/mailer.ts';
import type { Config } from '../config.ts';
import type { Database, Executor } from '../db/client.ts';
import { readContact, type Contact } from '../db/contacts.ts';
import type { JobHandler, JobQueue } from '../jobs/job-queue.ts';
import { defaultQueueOptions, defineQueue, type QueueDefinition } from '../jobs/queues.ts';
import type { EmailContents } from './account-emails.ts';

/** What an email's links and dates are made with: the public URL and the configured zone. */
export interface EmailSettings {
  publicUrl: string;
  timeZone: string;
}

/** What the app hands an email job's handler. */
export interface EmailJobDependencies {
  db: Database;
  mailer: Mailer;
  config: Config;
}

/**
 * Who gets a job's email, read when the job runs: at least their address. Undefined (the person or
 * what the email is about is gone, or there is nothing to tell any more) sends nothing.
 */
export type EmailRecipient<Job, Recipient extends { email: string }> = (
  db: Database,
  job: Job,
) => Promise<Recipient | undefined>;

/**
 * A kind of email sent by a job (ADR-045, ADR-068): queued in the transaction of the change it
 * tells of, so it goes out exactly when the change is committed, and retried like every email
 * (`defaultQueueOptions`). The job carries ids and the change; who receives it is read when it
 * runs, then the email is rendered and handed to the mailer. A send that throws fails the job,
 * which is retried with backoff.
 */
export interface EmailJob<Job extends object> {
  queue: QueueDefinition<Job>;
  /** Queues one email in the change's transaction; `key` names it, so queuing it again adds nothing. */
  enqueue(jobs: JobQueue, tx: Executor, key: string, job: Job): Promise<void>;
  /** Queues several emails of one change in one statement, each named by its key. */
  enqueueMany(
    jobs: JobQueue,
    tx: Executor,
    queued: readonly { key: string; job: Job }[],
  ): Promise<void>;
  /** Sends one job's email. */
  sender(deps: { db: Database; mailer: Mailer; settings: EmailSettings }): JobHandler<Job>;
  /** Makes the app's job queue send these emails, on the configured public URL and zone. */
  handle(jobs: JobQueue, deps: EmailJobDependencies): void;
}

/** Defines an email job: its queue's name, who receives it and how it renders. */
export function defineEmailJob<Job extends object, Recipient extends { email: string } = Contact>(
  name: string,
  {
    recipient,
    render,
  }: {
    recipient: EmailRecipient<Job, Recipient>;
    render: (job: Job, recipient: Recipient, settings: EmailSettings) => EmailContents;
  },
): EmailJob<Job> {
  const queue = defineQueue<Job>(name, defaultQueueOptions);
  const sender: EmailJob<Job>['sender'] =
    ({ db, mailer, settings }) =>
    async (job) => {
      const to = await recipient(db, job);
      if (!to) return;
      await mailer.send({ to: to.email, ...render(job, to, settings) });
    };
  return {
    queue,
    async enqueue(jobs, tx, key, job) {
      await jobs.enqueue(tx, queue, job, { key });
    },
    async enqueueMany(jobs, tx, queued) {
      await jobs.enqueueMany(
        tx,
        queue,
        queued.map(({ key, job }) => ({ data: job, options: { key } })),
      );
    },
    sender,
    handle(jobs, { db, mailer, config }) {
      const settings = { publicUrl: config.publicUrl, timeZone: config.TIME_ZONE };
      jobs.handle(queue, sender({ db, mailer, settings }));
    },
  };
}

/**
 * The recipient of a job that names a person: their account's current name and address, nothing
 * when the account is gone.
 */
export function personNamedBy<Job>(userId: (job: Job) => string): EmailRecipient<Job, Contact> {
  return (db, job) => readContact(db, userId(job));
}
