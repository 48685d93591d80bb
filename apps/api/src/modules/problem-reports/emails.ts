import { formatClp } from '@brillo/domain/format-booking';
import { formatLongDate } from '@brillo/domain/format';
import { emailTexts } from '@brillo/domain/texts/email.es-CL';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import { webPaths } from '@brillo/domain/web-paths';
import type { Mailer } from '../../adapters/mailer/mailer.ts';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { EmailContents } from '../../emails/account-emails.ts';
import { renderEmail } from '../../emails/render-email.ts';
import type { JobHandler, JobQueue } from '../../jobs/job-queue.ts';
import { defaultQueueOptions, defineQueue } from '../../jobs/queues.ts';
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

export const problemResolutionEmailQueue = defineQueue<ProblemResolutionEmailJob>(
  'problem-resolution-email',
  defaultQueueOptions,
);

/** Queues the resolution's two emails in its transaction; once per report and person. */
export async function queueProblemResolutionEmails(
  jobs: JobQueue,
  tx: Executor,
  reportId: string,
): Promise<void> {
  await jobs.enqueueMany(
    tx,
    problemResolutionEmailQueue,
    (['customer', 'agent'] as const).map((recipient) => ({
      data: { reportId, recipient },
      options: { key: `${reportId}:${recipient}` },
    })),
  );
}

type ReportForEmail = NonNullable<Awaited<ReturnType<typeof readReportForEmail>>>;

/** The resolution's email to one of the booking's people. */
export function problemResolutionEmail(
  report: ReportForEmail,
  recipient: 'customer' | 'agent',
  settings: { publicUrl: string; timeZone: string },
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

/** Sends one resolution's email; a report or person gone since sends nothing. */
export function sendProblemResolutionEmail({
  db,
  mailer,
  settings,
}: {
  db: Database;
  mailer: Mailer;
  settings: { publicUrl: string; timeZone: string };
}): JobHandler<ProblemResolutionEmailJob> {
  return async ({ reportId, recipient }) => {
    const report = await readReportForEmail(db, reportId);
    if (!report || report.resolution === null) return;
    const to = recipient === 'customer' ? report.customerEmail : report.agentEmail;
    await mailer.send({ to, ...problemResolutionEmail(report, recipient, settings) });
  };
}

/** Makes the app's job queue send the resolutions' emails. */
export function handleProblemResolutionEmails(
  jobs: JobQueue,
  deps: { db: Database; mailer: Mailer; config: Config },
): void {
  jobs.handle(
    problemResolutionEmailQueue,
    sendProblemResolutionEmail({
      ...deps,
      settings: { publicUrl: deps.config.publicUrl, timeZone: deps.config.TIME_ZONE },
    }),
  );
}
