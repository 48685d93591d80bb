import { operatorAccountsTexts } from '@brillo/domain/texts/operator-accounts.es-CL';
import { emailTexts } from '@brillo/domain/texts/email.es-CL';
import { webPaths } from '@brillo/domain/web-paths';
import type { Mailer } from '../../adapters/mailer/mailer.ts';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { EmailContents } from '../../emails/account-emails.ts';
import { renderEmail } from '../../emails/render-email.ts';
import type { JobHandler, JobQueue } from '../../jobs/job-queue.ts';
import { defaultQueueOptions, defineQueue } from '../../jobs/queues.ts';
import { readAccountContact } from './accounts-repository.ts';

/**
 * The email a person gets when an operator suspends or restores their account (PD-38): queued in
 * the change's transaction, so it goes out exactly when the change is committed, and retried like
 * every email (ADR-068). The job names the person and carries the change and its reason; the name
 * and address are read when it runs.
 */
export interface AccountStatusEmailJob {
  userId: string;
  change: 'suspended' | 'restored';
  reason: string;
  /** Whether the suspension ended open bookings of theirs. */
  endedBookings: boolean;
}

export const accountStatusEmailQueue = defineQueue<AccountStatusEmailJob>(
  'account-status-email',
  defaultQueueOptions,
);

/** Queues the change's email in its transaction; one per change (keyed by its audit row). */
export async function queueAccountStatusEmail(
  jobs: JobQueue,
  tx: Executor,
  auditEntryId: string,
  job: AccountStatusEmailJob,
): Promise<void> {
  await jobs.enqueue(tx, accountStatusEmailQueue, job, { key: auditEntryId });
}

/** The email of one change, to the person named `name`. */
export function accountStatusEmail(
  job: AccountStatusEmailJob,
  name: string,
  publicUrl: string,
): EmailContents {
  const texts = operatorAccountsTexts.email;
  if (job.change === 'suspended') {
    const copy = texts.suspended;
    return {
      subject: copy.subject,
      ...renderEmail({
        preheader: copy.body,
        heading: copy.heading,
        paragraphs: [
          emailTexts.greeting(name),
          copy.body,
          copy.reason(job.reason),
          ...(job.endedBookings ? [copy.bookings] : []),
          copy.questions,
        ],
      }),
    };
  }
  const copy = texts.restored;
  return {
    subject: copy.subject,
    ...renderEmail({
      preheader: copy.body,
      heading: copy.heading,
      paragraphs: [emailTexts.greeting(name), copy.body, copy.reason(job.reason)],
      action: { label: copy.action, url: new URL(webPaths.signIn, publicUrl).toString() },
    }),
  };
}

/** Sends one change's email; an account gone since sends nothing. */
export function sendAccountStatusEmail({
  db,
  mailer,
  publicUrl,
}: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}): JobHandler<AccountStatusEmailJob> {
  return async (job) => {
    const person = await readAccountContact(db, job.userId);
    if (!person) return;
    await mailer.send({ to: person.email, ...accountStatusEmail(job, person.name, publicUrl) });
  };
}

/** Makes the app's job queue send the account status emails. */
export function handleAccountStatusEmails(
  jobs: JobQueue,
  deps: { db: Database; mailer: Mailer; config: Config },
): void {
  jobs.handle(
    accountStatusEmailQueue,
    sendAccountStatusEmail({ ...deps, publicUrl: deps.config.publicUrl }),
  );
}
