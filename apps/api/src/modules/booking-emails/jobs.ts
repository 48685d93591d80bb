import { bookingReminderAt } from '@brillo/domain/booking-reminder';
import type { Mailer } from '../../adapters/mailer/mailer.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { EnqueueOptions, JobHandler, JobQueue } from '../../jobs/job-queue.ts';
import { defaultQueueOptions, defineQueue } from '../../jobs/queues.ts';
import type { BookingChangeEffect } from '../../booking-lifecycle/changes.ts';
import { hasCancellationRefundPending } from '../../booking-lifecycle/repository.ts';
import type { BookingEmailSettings } from '../../emails/booking/booking-email.ts';
import {
  bookingEmailRecipients,
  bookingEmailTemplate,
  emailsByAction,
  type BookingEmailChoice,
} from '../../emails/booking/catalogue.ts';
import { jobIdFor } from '../../jobs/job-queue.ts';
import { readBookingForEmail, readEmailJobs } from './repository.ts';

/** One email of one booking to one of its people; the handler reads the rest when it runs. */
export interface BookingEmailJob extends BookingEmailChoice {
  bookingId: string;
}

/**
 * The booking emails (ADR-045): the default policy, so a mail server that is down delays a mail
 * (retries with backoff from 30 s up to an hour, six attempts) and never undoes a booking.
 */
export const bookingEmailQueue = defineQueue<BookingEmailJob>('booking-email', defaultQueueOptions);

/**
 * Names the job: one change of a booking happens once (the lifecycle has no cycles), so the
 * booking, the action, the email and the recipient name it, and queuing it again adds nothing.
 */
export function bookingEmailKey(job: BookingEmailJob, action: string): string {
  return `${job.bookingId}:${action}:${job.email}:${job.recipient}`;
}

/**
 * The email effect of every booking change (ADR-043, ADR-045): the change's emails as jobs, in
 * its transaction, so they go out exactly when it commits; at payment, the reminders of the day
 * before (`bookingReminderAt`), as jobs that wait for their time.
 */
export function queueBookingEmails(jobs: JobQueue, timeZone: string): BookingChangeEffect {
  return async (tx, change) => {
    const bookingId = change.booking.id;
    const queued: { data: BookingEmailJob; options: EnqueueOptions }[] = emailsByAction[
      change.action
    ].map((choice) => {
      const job: BookingEmailJob = { bookingId, ...choice };
      return { data: job, options: { key: bookingEmailKey(job, change.action) } };
    });
    const remindAt =
      change.action === 'paymentSucceeded'
        ? bookingReminderAt(change.booking.startTime, change.now, timeZone)
        : undefined;
    if (remindAt) {
      for (const recipient of bookingEmailRecipients) {
        const job: BookingEmailJob = { bookingId, email: 'reminder', recipient };
        queued.push({
          data: job,
          options: { key: bookingEmailKey(job, change.action), startAfter: remindAt },
        });
      }
    }
    // One statement for all of them: a change's emails go into its transaction together.
    await jobs.enqueueMany(tx, bookingEmailQueue, queued);
  };
}

/**
 * Sends one booking email: reads the booking and its people now (a changed name or phone is the
 * current one), renders the template and hands it to the mailer. A send that throws fails the job,
 * which is retried with backoff; the booking is never touched. A reminder goes out only while the
 * booking is still paid, its service has not started and no cancellation is being refunded.
 */
export function sendBookingEmail({
  db,
  mailer,
  clock,
  settings,
}: {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  settings: BookingEmailSettings;
}): JobHandler<BookingEmailJob> {
  return async ({ bookingId, email, recipient }) => {
    const template = bookingEmailTemplate(email, recipient);
    const booking = await readBookingForEmail(db, bookingId);
    if (!template || !booking) return;
    if (email === 'reminder') {
      // Not for a service being cancelled: a cancellation's refund is still on its way.
      const stillDue =
        booking.status === 'accepted_payment_success' &&
        clock.now().getTime() < booking.startTime.getTime() &&
        !(await hasCancellationRefundPending(db, bookingId));
      if (!stillDue) return;
    }
    await mailer.send({ to: booking[recipient].email, ...template(booking, settings) });
  };
}

/** Makes the app's job queue send the booking emails, on the configured public URL and zone. */
export function handleBookingEmails(
  jobs: JobQueue,
  deps: { db: Database; mailer: Mailer; clock: Clock; config: Config },
): void {
  const settings = { publicUrl: deps.config.publicUrl, timeZone: deps.config.TIME_ZONE };
  jobs.handle(bookingEmailQueue, sendBookingEmail({ ...deps, settings }));
}

/** What became of one of a booking's emails: waiting (or retrying), sent, or given up on. */
export interface BookingEmailRecord extends BookingEmailChoice {
  state: 'waiting' | 'sent' | 'failed';
  queuedAt: Date;
  sentAt: Date | null;
}

/**
 * Every email of a booking the queue still holds (sent ones are kept a week, `defaultQueueOptions`),
 * oldest first: the jobs are found by their ids, which their keys decide (`bookingEmailKey`), so the
 * read is a handful of primary-key probes and never a scan of the queue.
 */
export async function bookingEmailRecords(
  db: Database,
  bookingId: string,
): Promise<BookingEmailRecord[]> {
  const ids = new Map<string, BookingEmailChoice>();
  const add = (action: string, choice: BookingEmailChoice) =>
    ids.set(jobIdFor(bookingEmailQueue.name, bookingEmailKey({ bookingId, ...choice }, action)), {
      email: choice.email,
      recipient: choice.recipient,
    });
  for (const [action, choices] of Object.entries(emailsByAction)) {
    for (const choice of choices) add(action, choice);
  }
  for (const recipient of bookingEmailRecipients) {
    add('paymentSucceeded', { email: 'reminder', recipient });
  }
  const rows = await readEmailJobs(db, bookingEmailQueue.name, [...ids.keys()]);
  return rows.flatMap((row) => {
    const choice = ids.get(row.id);
    if (!choice) return [];
    const state =
      row.state === 'completed'
        ? 'sent'
        : row.state === 'failed' || row.state === 'cancelled'
          ? 'failed'
          : 'waiting';
    return [{ ...choice, state, queuedAt: row.createdOn, sentAt: row.completedOn }];
  });
}
