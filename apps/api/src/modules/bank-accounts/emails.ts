import { chileBank, maskAccountNumber } from '@brillo/domain/chile-banks';
import { bankAccountTexts } from '@brillo/domain/texts/bank-account.es-CL';
import { emailTexts } from '@brillo/domain/texts/email.es-CL';
import { webPaths } from '@brillo/domain/web-paths';
import type { EmailContents } from '../../emails/account-emails.ts';
import { defineEmailJob, personNamedBy } from '../../emails/email-jobs.ts';
import { renderEmail } from '../../emails/render-email.ts';

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

/** Queued one per change, keyed by the new account. */
export const bankAccountChangedEmails = defineEmailJob<BankAccountChangedEmailJob>(
  'bank-account-changed-email',
  {
    recipient: personNamedBy((job) => job.agentId),
    render: (job, agent, { publicUrl }) => bankAccountChangedEmail(job, agent.name, publicUrl),
  },
);

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
