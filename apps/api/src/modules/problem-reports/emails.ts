import { formatClp } from '@brillo/domain/format-booking';
import { formatLongDate } from '@brillo/domain/format';
import { emailTexts } from '@brillo/domain/texts/email.es-CL';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import { webPaths } from '@brillo/domain/web-paths';
import type { Executor } from '../../db/client.ts';
import type { EmailContents } from '../../emails/account-emails.ts';
import { defineEmailJob, type EmailSettings } from '../../emails/email-jobs.ts';
import { renderEmail } from '../../emails/render-email.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { readReportForEmail } from './repository.ts';

const texts = problemReportsTexts;

/**
 * The resolution of a problem report, by email to the booking's customer and agent (PD-39): queued
 * in the resolution's transaction, so it goes out exactly when the resolution is committed, and
 * retried like every email (ADR-045). The job names the report and the person; the rest is read
 * when it runs.
 */
export interface ProblemResolutionEmailJob {
  reportId: string;
  recipient: 'customer' | 'agent';
}

type ReportForEmail = NonNullable<Awaited<ReturnType<typeof readReportForEmail>>>;

/** Queued once per report and person; a report gone, or not resolved, sends nothing. */
export const problemResolutionEmails = defineEmailJob('problem-resolution-email', {
  recipient: async (db, { reportId, recipient }: ProblemResolutionEmailJob) => {
    const report = await readReportForEmail(db, reportId);
    if (!report || report.resolution === null) return undefined;
    return { email: recipient === 'customer' ? report.customerEmail : report.agentEmail, report };
  },
  render: ({ recipient }, { report }, settings) =>
    problemResolutionEmail(report, recipient, settings),
});

/** Queues the resolution's two emails in its transaction; once per report and person. */
export async function queueProblemResolutionEmails(
  jobs: JobQueue,
  tx: Executor,
  reportId: string,
): Promise<void> {
  await problemResolutionEmails.enqueueMany(
    jobs,
    tx,
    (['customer', 'agent'] as const).map((recipient) => ({
      key: `${reportId}:${recipient}`,
      job: { reportId, recipient },
    })),
  );
}

/** The resolution's email to one of the booking's people. */
export function problemResolutionEmail(
  report: ReportForEmail,
  recipient: 'customer' | 'agent',
  settings: EmailSettings,
): EmailContents {
  const copy = texts.email;
  const day = formatLongDate(report.startTime, settings.timeZone);
  const opening =
    recipient === 'customer'
      ? copy.customerBody(report.agentName, day)
      : copy.agentBody(report.customerName, day);
  const amount = report.amount ?? 0;
  const url = new URL(
    recipient === 'customer' ? webPaths.finishedServices : webPaths.closed,
    settings.publicUrl,
  ).toString();
  return {
    subject: copy.subject,
    ...renderEmail({
      preheader: opening,
      heading: copy.heading,
      paragraphs: [
        emailTexts.greeting(recipient === 'customer' ? report.customerName : report.agentName),
        opening,
        copy.resolution(texts.resolutions[report.resolution ?? 'none'] ?? ''),
        ...(amount > 0 ? [copy.refund(formatClp(amount))] : []),
        copy.note(report.note ?? ''),
      ],
      action: { label: copy.action, url },
    }),
  };
}
