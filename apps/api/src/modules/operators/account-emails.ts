import { operatorAccountsTexts } from '@brillo/domain/texts/operator-accounts.es-CL';
import { emailTexts } from '@brillo/domain/texts/email.es-CL';
import { webPaths } from '@brillo/domain/web-paths';
import type { EmailContents } from '../../emails/account-emails.ts';
import { defineEmailJob, personNamedBy } from '../../emails/email-jobs.ts';
import { renderEmail } from '../../emails/render-email.ts';

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

/** Queued one per change, keyed by its audit row. */
export const accountStatusEmails = defineEmailJob<AccountStatusEmailJob>('account-status-email', {
  recipient: personNamedBy((job) => job.userId),
  render: (job, person, { publicUrl }) => accountStatusEmail(job, person.name, publicUrl),
});

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
