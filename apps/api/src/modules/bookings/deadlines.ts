import {
  bookingDeadline,
  transitionsFrom,
  type BookingDeadline,
} from '@brillo/domain/booking-lifecycle';
import { bookingStatuses } from '@brillo/domain/enums';
import type { Clock } from '../../clock.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { JobHandler, JobQueue } from '../../jobs/job-queue.ts';
import type { BookingChangeEffect } from '../../booking-lifecycle/changes.ts';
import { lockBookingForTransition } from '../../booking-lifecycle/repository.ts';
import { transitionBooking } from '../../booking-lifecycle/transitions.ts';
import { bookingDeadlineQueue, type BookingDeadlineJob } from './deadlines-queue.ts';
import { bookingsAwaitingDeadline } from './repository.ts';

/** How long an auto-finish held by a pending refund waits before it looks again (ADR-040). */
const REFUND_RECHECK_MS = 60 * 60 * 1000;

/** One deadline of one booking at one instant: scheduling it again adds nothing. */
export function deadlineJobKey(job: BookingDeadlineJob): string {
  return `${job.bookingId}:${job.action}:${job.dueAt}`;
}

/** The job of one deadline of one booking, keyed so that scheduling it again adds nothing. */
function deadlineJob(bookingId: string, deadline: BookingDeadline) {
  const data = { bookingId, action: deadline.action, dueAt: deadline.dueAt.toISOString() };
  return { data, options: { startAfter: deadline.dueAt, key: deadlineJobKey(data) } };
}

async function enqueueDeadline(
  jobs: JobQueue,
  executor: Executor,
  bookingId: string,
  deadline: BookingDeadline,
) {
  const { data, options } = deadlineJob(bookingId, deadline);
  await jobs.enqueue(executor, bookingDeadlineQueue, data, options);
}

/**
 * The booking-change effect that schedules the deadline of the status a booking enters, in the
 * change's transaction: the job exists exactly when the change committed.
 */
export function scheduleBookingDeadlines(jobs: JobQueue): BookingChangeEffect {
  return async (tx, change) => {
    const deadline = bookingDeadline(change.booking.status, {
      ...change.booking,
      reason: change.reason,
    });
    if (deadline) await enqueueDeadline(jobs, tx, change.booking.id, deadline);
  };
}

/** Statuses a `deadline` transition leaves. */
const deadlineStatuses = bookingStatuses.filter(
  (status) => transitionsFrom(status, 'deadline').length > 0,
);

/** How many bookings one transaction of `scheduleExistingBookingDeadlines` schedules. */
const BACKFILL_BATCH = 1000;

/**
 * Schedules the deadline of every booking waiting for one: bookings made before deadlines were
 * jobs, and the demo seed's, which were written without the booking code. Run at every start;
 * the jobs' keys make it idempotent (a job already there, done or not, is not added again).
 * Answers how many deadlines it looked at.
 */
export async function scheduleExistingBookingDeadlines(db: Database, jobs: JobQueue) {
  let after: string | undefined;
  let count = 0;
  for (;;) {
    const rows = await bookingsAwaitingDeadline(db, deadlineStatuses, after, BACKFILL_BATCH);
    if (rows.length === 0) return count;
    // One statement per batch: at a market's size (hundreds of thousands of bookings waiting for
    // a deadline) one insert per booking kept every start busy for minutes (docs/performance.md).
    const batch = rows.flatMap((row) => {
      const deadline = bookingDeadline(row.status, row);
      return deadline ? [deadlineJob(row.id, deadline)] : [];
    });
    await jobs.enqueueMany(db, bookingDeadlineQueue, batch);
    count += batch.length;
    after = rows.at(-1)?.id;
  }
}

/** A deadline job ran before its instant by the app's clock; retried after the queue's delay. */
export class DeadlineNotDueError extends Error {
  constructor(job: BookingDeadlineJob, now: Date) {
    super(
      `the ${job.action} deadline of ${job.bookingId} is at ${job.dueAt}, not yet at ${now.toISOString()}`,
    );
    this.name = 'DeadlineNotDueError';
  }
}

/**
 * Runs a deadline job: in one transaction, with the booking locked, checks that the booking
 * still waits for this very deadline (a booking that moved on, or whose deadline moved, is left
 * alone), then asks the transition engine for the lifecycle's `deadline` transition, which
 * checks its time rule at the app clock's now: so the slot is freed per decision 23, the reason recorded
 * and every booking-change effect (emails, live events) follows.
 */
export function bookingDeadlineHandler({
  db,
  clock,
  jobs,
  onBookingChange,
}: {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  onBookingChange: BookingChangeEffect;
}): JobHandler<BookingDeadlineJob> {
  return async (job) => {
    await db.transaction(async (tx) => {
      const booking = await lockBookingForTransition(tx, job.bookingId);
      if (!booking) return;
      const current = bookingDeadline(booking.status, booking);
      if (current?.action !== job.action || current.dueAt.toISOString() !== job.dueAt) return;
      const now = clock.now();
      const outcome = await transitionBooking(
        tx,
        booking,
        { actor: 'deadline', action: job.action },
        { now, onBookingChange },
      );
      if (outcome.moved) return;
      if (outcome.refusal === 'refundPending') {
        // A refund on its way holds the booking (ADR-040): look again later, with its own key.
        const recheckAt = new Date(now.getTime() + REFUND_RECHECK_MS);
        await jobs.enqueue(tx, bookingDeadlineQueue, job, {
          startAfter: recheckAt,
          key: `${deadlineJobKey(job)}:after:${recheckAt.toISOString()}`,
        });
        return;
      }
      // The queue's clock (the database's) ran ahead of the app's: try again shortly.
      if (outcome.refusal === 'timeRule' && now.getTime() < current.dueAt.getTime()) {
        throw new DeadlineNotDueError(job, now);
      }
    });
  };
}
