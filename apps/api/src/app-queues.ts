import type { QueueDefinition } from './jobs/queues.ts';
import { documentReviewEmails } from './modules/agent-files/review-emails.ts';
import { bankAccountChangedEmails } from './modules/bank-accounts/emails.ts';
import {
  earningsUpkeepQueue,
  payoutRunQueue,
  sandboxPayoutSettlementQueue,
} from './modules/earnings/jobs.ts';
import { payoutSentEmails } from './modules/earnings/emails.ts';
import { bookingEmailQueue } from './modules/booking-emails/jobs.ts';
import { bookingDeadlineQueue } from './modules/bookings/deadlines-queue.ts';
import { accountStatusEmails } from './modules/operators/account-emails.ts';
import { paymentReconciliationQueue } from './modules/payments/reconciliation.ts';
import { problemResolutionEmails } from './modules/problem-reports/emails.ts';
import { accountEmailQueue } from './plugins/authentication/account-email-jobs.ts';

/**
 * Every queue the app uses. Setting up the database creates them (with their retry policies,
 * `setup-database.ts`) and the app's job queue accepts only these; a module or plugin adds its
 * queue here when it starts using one. Here, beside `app.ts`, because the list names queues of the
 * modules, which the `jobs/` layer below them never imports.
 */
export const appQueues: readonly QueueDefinition<object>[] = [
  accountEmailQueue,
  accountStatusEmails.queue,
  bankAccountChangedEmails.queue,
  bookingDeadlineQueue,
  bookingEmailQueue,
  documentReviewEmails.queue,
  earningsUpkeepQueue,
  paymentReconciliationQueue,
  payoutRunQueue,
  payoutSentEmails.queue,
  problemResolutionEmails.queue,
  sandboxPayoutSettlementQueue,
];
