import { chileBank, maskAccountNumber } from '@brillo/domain/chile-banks';
import { bankAccountTexts } from '@brillo/domain/texts/bank-account.es-CL';
import { emailTexts } from '@brillo/domain/texts/email.es-CL';
import { webPaths } from '@brillo/domain/web-paths';
import type { Mailer } from '../../adapters/mailer/mailer.ts';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { EmailContents } from '../../emails/account-emails.ts';
import { renderEmail } from '../../emails/render-email.ts';
import type { JobHandler, JobQueue } from '../../jobs/job-queue.ts';
import { defaultQueueOptions, defineQueue } from '../../jobs/queues.ts';
import { readAgentContact } from './repository.ts';

/**
 * The email an agent gets when their bank account changes (PD-42): queued in the change's
 * transaction, so it goes out exactly when the change is committed, and retried like every email
 * (ADR-068). It names the bank and the number's last four digits, never the whole number.
 */
export interface BankAccountChangedEmailJob {
  agentId: string;
  bank: string;
  lastDigits: string;
}

export const bankAccountChangedEmailQueue = defineQueue<BankAccountChangedEmailJob>(
  'bank-account-changed-email',
  defaultQueueOptions,
);

/** Queues the change's email in its transaction; one per change (keyed by the new account). */
export async function queueBankAccountChangedEmail(
  jobs: JobQueue,
  tx: Executor,
  accountId: string,
  job: BankAccountChangedEmailJob,
): Promise<void> {
  await jobs.enqueue(tx, bankAccountChangedEmailQueue, job, { key: accountId });
}

export function bankAccountChangedEmail(
  job: BankAccountChangedEmailJob,
  name: string,
  publicUrl: string,
): EmailContents {
  const copy = bankAccountTexts.email;
  const body = copy.body(chileBank(job.bank)?.name ?? job.bank, maskAccountNumber(job.lastDigits));
  return {
    subject: copy.subject,
    ...renderEmail({
      preheader: body,
      heading: copy.heading,
      paragraphs: [emailTexts.greeting(name), body, copy.notYou],
      action: { label: copy.action, url: new URL(webPaths.bankAccount, publicUrl).toString() },
    }),
  };
}

/** Sends one change's email; an agent gone since sends nothing. */
export function sendBankAccountChangedEmail({
  db,
  mailer,
  publicUrl,
}: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}): JobHandler<BankAccountChangedEmailJob> {
  return async (job) => {
    const agent = await readAgentContact(db, job.agentId);
    if (!agent) return;
    await mailer.send({ to: agent.email, ...bankAccountChangedEmail(job, agent.name, publicUrl) });
  };
}

/** Makes the app's job queue send the bank account emails. */
export function handleBankAccountEmails(
  jobs: JobQueue,
  deps: { db: Database; mailer: Mailer; config: Config },
): void {
  jobs.handle(
    bankAccountChangedEmailQueue,
    sendBankAccountChangedEmail({ ...deps, publicUrl: deps.config.publicUrl }),
  );
}
