import type { SlotState } from '@brillo/domain/booking-lifecycle';
import type { BookingReason, BookingStatus } from '@brillo/domain/enums';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client.ts';
import { availabilitySlots, bookings } from '../db/schema.ts';

/** The columns a transition reads of a booking. */
export interface BookingForTransition {
  id: string;
  status: BookingStatus;
  agentId: string;
  customerId: string;
  availabilityId: string;
  startTime: Date;
  endTime: Date;
  createdAt: Date;
  decidedAt: Date | null;
  finishedAt: Date | null;
  /** Who or what ended it, or closed its rating window (decision 25); null while it runs. */
  reason: BookingReason | null;
}

export const transitionColumns = {
  id: bookings.id,
  status: bookings.status,
  agentId: bookings.agentId,
  customerId: bookings.customerId,
  availabilityId: bookings.availabilityId,
  startTime: bookings.bookingStartTime,
  endTime: bookings.bookingEndTime,
  createdAt: bookings.createdAt,
  decidedAt: bookings.decidedAt,
  finishedAt: bookings.finishedAt,
  reason: bookings.reason,
};

/** Whose booking it must be: its agent's or its customer's. */
export type BookingOwner = { agentId: string } | { customerId: string };

function bookingWhere(db: Executor, id: string, owner?: BookingOwner) {
  const ownership =
    owner === undefined
      ? undefined
      : 'agentId' in owner
        ? eq(bookings.agentId, owner.agentId)
        : eq(bookings.customerId, owner.customerId);
  return db
    .select(transitionColumns)
    .from(bookings)
    .where(and(eq(bookings.id, id), ownership));
}

/** The booking when it belongs to the given agent or customer (any booking without an owner). */
export async function readBookingForTransition(
  db: Executor,
  id: string,
  owner?: BookingOwner,
): Promise<BookingForTransition | undefined> {
  const [row] = await bookingWhere(db, id, owner);
  return row;
}

/**
 * The same booking, locked (`FOR UPDATE`) until the transaction ends, for a change that must see
 * it unchanged while it decides (a rating and its transition, ADR-041; a deadline, ADR-044).
 */
export async function lockBookingForTransition(
  tx: Transaction,
  id: string,
  owner?: BookingOwner,
): Promise<BookingForTransition | undefined> {
  const [row] = await bookingWhere(tx, id, owner).for('update');
  return row;
}

/**
 * One conditional update: moves the booking from `from` to `to` only if it still is `from`
 * (`UPDATE … WHERE id = … AND status = <from>`). Answers the row, or undefined when another
 * transition got there first.
 */
export async function moveBooking(
  tx: Executor,
  values: {
    id: string;
    from: BookingStatus;
    to: BookingStatus;
    reason: BookingReason | null;
    now: Date;
    decided?: boolean;
    finished?: boolean;
  },
): Promise<BookingForTransition | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({
      status: values.to,
      ...(values.reason ? { reason: values.reason } : {}),
      ...(values.decided ? { decidedAt: values.now } : {}),
      ...(values.finished ? { finishedAt: values.now } : {}),
      updatedAt: values.now,
    })
    .where(and(eq(bookings.id, values.id), eq(bookings.status, values.from)))
    .returning(transitionColumns);
  return row;
}

/**
 * Writes the slot row a booking transition leaves (ADR-032: in the booking's transaction). Named,
 * so that PostgreSQL parses and plans it once per connection, not at every booking (ADR-065).
 */
export async function setSlot(
  tx: Executor,
  slotId: string,
  state: SlotState,
  now: Date,
): Promise<void> {
  // The type of `set` takes no placeholder: each is wrapped in SQL, whose values no column
  // writes, so the instant goes as the column would write it (ISO text).
  await tx
    .update(availabilitySlots)
    .set({
      status: sql`${sql.placeholder('status')}`,
      bookingStatus: sql`${sql.placeholder('bookingStatus')}`,
      updatedAt: sql`${sql.placeholder('now')}`,
    })
    .where(eq(availabilitySlots.id, sql.placeholder('slotId')))
    .prepare('set_slot')
    .execute({
      slotId,
      status: state.status,
      bookingStatus: state.bookingStatus,
      now: now.toISOString(),
    });
}

/**
 * The booking (the `bookings` row of the surrounding query) has a refund the customer asked for
 * by cancelling, still pending at the provider (ADR-040): it is neither finished by the customer
 * nor by the deadline until the provider answers.
 */
export const cancellationRefundPending: SQL = sql`exists (select 1 from payment_refunds r inner join payments p on p.id = r.payment_id where p.booking_id = "bookings"."id" and r.status = 'pending' and r.kind = 'cancellation')`;

export async function hasCancellationRefundPending(db: Executor, bookingId: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), cancellationRefundPending));
  return row !== undefined;
}
