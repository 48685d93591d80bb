import { formatClp } from '@brillo/domain/format-booking';
import { earningsTexts } from '@brillo/domain/texts/earnings.es-CL';
import { emailTexts } from '@brillo/domain/texts/email.es-CL';
import { webPaths } from '@brillo/domain/web-paths';
import type { EmailContents } from '../../emails/account-emails.ts';
import { defineEmailJob, personNamedBy } from '../../emails/email-jobs.ts';
import { renderEmail } from '../../emails/render-email.ts';

/**
 * The email an agent gets when a payout is sent (PD-41): queued in the transaction that marks it
 * sent, once a payout (keyed by its id), retried like every email (ADR-068).
 */
export interface PayoutSentEmailJob {
  agentId: string;
  payoutId: string;
  amount: number;
  /** The account it goes to, masked ('BancoEstado •••• 5678'). */
  destination: string;
}

export const payoutSentEmails = defineEmailJob<PayoutSentEmailJob>('payout-sent-email', {
  recipient: personNamedBy((job) => job.agentId),
  render: (job, agent, { publicUrl }) => payoutSentEmail(job, agent.name, publicUrl),
});

export function payoutSentEmail(
  job: PayoutSentEmailJob,
  name: string,
  publicUrl: string,
): EmailContents {
  const copy = earningsTexts.email;
  const body = copy.body(formatClp(job.amount), job.destination);
  return {
    subject: copy.subject(formatClp(job.amount)),
    ...renderEmail({
      preheader: body,
      heading: copy.heading,
      paragraphs: [emailTexts.greeting(name), body, copy.when],
      action: { label: copy.action, url: new URL(webPaths.earnings, publicUrl).toString() },
    }),
  };
}
