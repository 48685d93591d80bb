import {
  AUTO_FINISH_HOURS_AFTER_END,
  PAYMENT_CUTOFF_HOURS_BEFORE_START,
  PAYMENT_EXPIRY_HOURS,
  REQUEST_EXPIRY_HOURS,
  bookingTransitions,
  slotAfter,
  type BookingAction,
  type TransitionCondition,
} from '@brillo/domain/booking-lifecycle';
import { and, eq, lte, not, or, sql, type SQL } from 'drizzle-orm';
import {
  startPeriodicTask,
  type BackgroundTaskLogger,
  type BackgroundTasks,
} from '../../background-tasks.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { cancellationRefundPending, setSlot } from './repository.ts';

const HOUR_MS = 3_600_000;
const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * HOUR_MS);

/**
 * The lifecycle's deadline rules (`conditionHolds` in booking-lifecycle.ts) as SQL over the
 * bookings row, so each sweep is one conditional update.
 */
function dueAt(condition: TransitionCondition, now: Date): SQL | undefined {
  switch (condition) {
    case 'requestExpired':
      // now >= min(created_at + 24 h, start)
      return or(
        lte(bookings.createdAt, hoursFrom(now, -REQUEST_EXPIRY_HOURS)),
        lte(bookings.bookingStartTime, now),
      );
    case 'paymentExpired':
      // now >= min(decided_at + 24 h, start - 2 h)
      return or(
        lte(
          sql`coalesce(${bookings.decidedAt}, ${bookings.createdAt})`,
          hoursFrom(now, -PAYMENT_EXPIRY_HOURS),
        ),
        lte(bookings.bookingStartTime, hoursFrom(now, PAYMENT_CUTOFF_HOURS_BEFORE_START)),
      );
    case 'finishOverdue':
      // now >= end + 48 h, and no refund of a cancellation pending (ADR-040)
      return and(
        lte(bookings.bookingEndTime, hoursFrom(now, -AUTO_FINISH_HOURS_AFTER_END)),
        not(cancellationRefundPending),
      );
    default:
      throw new Error(`dueAt: ${condition} is not a deadline`);
  }
}

/** How many bookings each deadline moved in one sweep. */
export type DeadlineSweep = Partial<Record<BookingAction, number>>;

/**
 * Applies every deadline transition of the lifecycle (decision 25) that is due at `now`: for each,
 * one conditional update (`WHERE status = <from> AND <deadline passed>`) and its slot effect, in
 * one transaction. Idempotent: a booking already moved no longer matches its `from` status, and a
 * transition made meanwhile by a person wins the same way.
 */
export async function sweepBookingDeadlines(db: Database, now: Date): Promise<DeadlineSweep> {
  const moved: DeadlineSweep = {};
  for (const transition of bookingTransitions.filter((t) => t.actor === 'deadline')) {
    const count = await db.transaction(async (tx) => {
      const rows = await tx
        .update(bookings)
        .set({
          status: transition.to,
          ...(transition.reason ? { reason: transition.reason } : {}),
          ...(transition.to === 'finished' ? { finishedAt: now } : {}),
          updatedAt: now,
        })
        .where(and(eq(bookings.status, transition.from), dueAt(transition.condition, now)))
        .returning({
          availabilityId: bookings.availabilityId,
          startTime: bookings.bookingStartTime,
        });
      for (const row of rows) {
        const slot = slotAfter(transition.slot, row.startTime, now);
        if (slot !== 'unchanged') await setSlot(tx, row.availabilityId, slot, now);
      }
      return rows.length;
    });
    if (count > 0) moved[transition.action] = (moved[transition.action] ?? 0) + count;
  }
  return moved;
}

/** Every minute unless told otherwise. */
export const BOOKING_DEADLINE_INTERVAL_MS = 60_000;

/**
 * Runs `sweepBookingDeadlines` every `intervalMs` with the clock's time, as a background task (so
 * closing the app waits for a sweep under way). A sweep still running when the next is due is
 * not doubled. `stop()` ends the timer.
 */
export function startBookingDeadlines({
  db,
  clock,
  backgroundTasks,
  logger,
  intervalMs = BOOKING_DEADLINE_INTERVAL_MS,
}: {
  db: Database;
  clock: Clock;
  backgroundTasks: BackgroundTasks;
  logger: BackgroundTaskLogger;
  intervalMs?: number;
}) {
  return startPeriodicTask({
    task: () => sweepBookingDeadlines(db, clock.now()),
    intervalMs,
    backgroundTasks,
    logger,
    failureMessage: 'the booking deadlines failed',
  });
}
