import type { DocumentRejectionReason } from '@brillo/domain/contracts/verification';
import type { AgentDocumentKind } from '@brillo/domain/enums';
import { emailTexts } from '@brillo/domain/texts/email.es-CL';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { webPaths } from '@brillo/domain/web-paths';
import type { EmailContents } from '../../emails/account-emails.ts';
import { defineEmailJob, personNamedBy } from '../../emails/email-jobs.ts';
import { renderEmail } from '../../emails/render-email.ts';

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

/** Queued one per decision, keyed by the document and the decision. */
export const documentReviewEmails = defineEmailJob<DocumentReviewEmailJob>(
  'document-review-email',
  {
    recipient: personNamedBy((job) => job.agentId),
    render: (job, agent, { publicUrl }) => documentReviewEmail(job, agent.name, publicUrl),
  },
);

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
