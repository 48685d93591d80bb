import type { DocumentRejectionReason } from '@brillo/domain/contracts/verification';
import type { AgentDocumentKind } from '@brillo/domain/enums';
import { emailTexts } from '@brillo/domain/texts/email.es-CL';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { webPaths } from '@brillo/domain/web-paths';
import type { Mailer } from '../../adapters/mailer/mailer.ts';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { EmailContents } from '../../emails/account-emails.ts';
import { renderEmail } from '../../emails/render-email.ts';
import type { JobHandler, JobQueue } from '../../jobs/job-queue.ts';
import { defaultQueueOptions, defineQueue } from '../../jobs/queues.ts';
import { readAgentContact } from './review-repository.ts';

/**
 * The email an agent gets for an operator's decision on a document (PD-37): queued in the
 * decision's transaction, so it goes out exactly when the decision is committed, and retried like
 * every email (ADR-045, ADR-068). The job names the agent and carries the decision; the name and
 * address are read when it runs.
 */
export type DocumentReviewEmailJob =
  | { decision: 'approved'; agentId: string; kind: AgentDocumentKind; verified: boolean }
  | {
      decision: 'rejected';
      agentId: string;
      kind: AgentDocumentKind;
      reason: DocumentRejectionReason;
      note: string;
    };

export const documentReviewEmailQueue = defineQueue<DocumentReviewEmailJob>(
  'document-review-email',
  defaultQueueOptions,
);

/** Queues the decision's email in its transaction; one per decision (keyed by the document). */
export async function queueDocumentReviewEmail(
  jobs: JobQueue,
  tx: Executor,
  documentId: string,
  job: DocumentReviewEmailJob,
): Promise<void> {
  await jobs.enqueue(tx, documentReviewEmailQueue, job, { key: `${documentId}:${job.decision}` });
}

/** The email of one decision, to the agent named `name`. */
export function documentReviewEmail(
  job: DocumentReviewEmailJob,
  name: string,
  publicUrl: string,
): EmailContents {
  const kind = verificationTexts.kinds[job.kind];
  const url = new URL(webPaths.docs, publicUrl).toString();
  if (job.decision === 'approved') {
    const copy = verificationTexts.email.approved;
    return {
      subject: copy.subject(kind),
      ...renderEmail({
        preheader: copy.body(kind),
        heading: copy.heading,
        paragraphs: [
          emailTexts.greeting(name),
          copy.body(kind),
          ...(job.verified ? [copy.verified] : []),
        ],
        action: { label: copy.action, url },
      }),
    };
  }
  const copy = verificationTexts.email.rejected;
  return {
    subject: copy.subject(kind),
    ...renderEmail({
      preheader: copy.body(kind),
      heading: copy.heading,
      paragraphs: [
        emailTexts.greeting(name),
        copy.body(kind),
        copy.reason(verificationTexts.reasons[job.reason]),
        copy.note(job.note),
        copy.next,
      ],
      action: { label: copy.action, url },
    }),
  };
}

/** Sends one decision's email; an agent gone since sends nothing. */
export function sendDocumentReviewEmail({
  db,
  mailer,
  publicUrl,
}: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}): JobHandler<DocumentReviewEmailJob> {
  return async (job) => {
    const agent = await readAgentContact(db, job.agentId);
    if (!agent) return;
    await mailer.send({ to: agent.email, ...documentReviewEmail(job, agent.name, publicUrl) });
  };
}

/** Makes the app's job queue send the review emails. */
export function handleDocumentReviewEmails(
  jobs: JobQueue,
  deps: { db: Database; mailer: Mailer; config: Config },
): void {
  jobs.handle(
    documentReviewEmailQueue,
    sendDocumentReviewEmail({ ...deps, publicUrl: deps.config.publicUrl }),
  );
}
