import type { BookingReason, BookingStatus } from '@brillo/domain/enums';
import { listOrderFor } from '@brillo/domain/booking-lifecycle';
import { and, asc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  transitionColumns,
  type BookingForTransition,
} from '../../booking-lifecycle/repository.ts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { isConstraintViolation } from '../../db/database-errors.ts';
import {
  bookingStartOrder,
  ownerStatusValues,
  ownerWithStatuses,
  splitWindowTotal,
  windowTotal,
} from '../../db/paged-lists.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  agentProfiles,
  availabilitySlots,
  bookingConstraints,
  bookings,
  ratings,
  users,
} from '../../db/schema.ts';

/** Another live booking holds the slot (the one-live-booking unique index said so). */
export class SlotTakenError extends Error {
  constructor() {
    super('the slot already has a live booking');
    this.name = 'SlotTakenError';
  }
}

/** The caller has no customer profile, so cannot book (accounts made before their profile). */
export class CustomerWithoutProfileError extends Error {
  constructor() {
    super('the customer has no profile');
    this.name = 'CustomerWithoutProfileError';
  }
}

/**
 * Locks both people of a new booking's rows, shared, until the transaction ends, and answers
 * whether either is suspended (PD-38): a suspension locks the person's row for update before
 * anything else, so the two take turns and a suspension never misses a booking being made.
 */
export async function lockBookingParties(tx: Executor, userIds: string[]): Promise<boolean> {
  const rows = await tx
    .select({ suspendedAt: users.suspendedAt })
    .from(users)
    .where(inArray(users.id, userIds))
    .orderBy(users.id)
    .for('share');
  return rows.some((row) => row.suspendedAt !== null);
}

const CUSTOMER_FK = 'bookings_customer_id_customer_profiles_user_id_fk';

/** What a booking needs of its slot: its agent, times, states and the agent's rate. */
function slotForBooking(db: Executor) {
  return db
    .select({
      id: availabilitySlots.id,
      agentId: availabilitySlots.agentId,
      startTime: availabilitySlots.startTime,
      endTime: availabilitySlots.endTime,
      status: availabilitySlots.status,
      bookingStatus: availabilitySlots.bookingStatus,
      hourlyRate: agentProfiles.hourlyRate,
    })
    .from(availabilitySlots)
    .innerJoin(agentProfiles, eq(agentProfiles.userId, availabilitySlots.agentId))
    .where(eq(availabilitySlots.id, sql.placeholder('slotId')));
}

export type SlotForBooking = NonNullable<Awaited<ReturnType<typeof lockSlotForBooking>>>;

/** A slot with its agent's current hourly rate, locked until the transaction ends. */
export async function lockSlotForBooking(tx: Transaction, slotId: string) {
  const [slot] = await slotForBooking(tx)
    .for('update', { of: availabilitySlots })
    // Named: PostgreSQL plans it once per connection (ADR-061).
    .prepare('lock_slot_for_booking')
    .execute({ slotId });
  return slot;
}

const slotsForBooking = preparedPerDatabase((db, name) => slotForBooking(db).prepare(name));

/**
 * The same slot read without a lock, outside any transaction (ADR-062): what it says may change
 * before the booking's transaction locks it, so only a refusal may be answered from it.
 */
export async function peekSlotForBooking(db: Database, slotId: string) {
  const [slot] = await slotsForBooking(db, 'peek_slot_for_booking').execute({ slotId });
  return slot;
}

/**
 * Inserts a pending booking of the whole slot and answers it as a transition reads it
 * (`RETURNING`), so the booking's change effects need no read back of the row just inserted; a
 * live booking already there is SlotTakenError. Named, so that PostgreSQL plans it once per
 * connection, not at every booking (ADR-065).
 */
export async function insertBooking(
  tx: Transaction,
  values: {
    customerId: string;
    agentId: string;
    availabilityId: string;
    startTime: Date;
    endTime: Date;
    hourlyRate: number;
    status: BookingStatus;
    now: Date;
  },
): Promise<BookingForTransition> {
  try {
    const [row] = await tx
      .insert(bookings)
      .values({
        customerId: sql.placeholder('customerId'),
        agentId: sql.placeholder('agentId'),
        availabilityId: sql.placeholder('availabilityId'),
        status: sql.placeholder('status'),
        bookingStartTime: sql.placeholder('startTime'),
        bookingEndTime: sql.placeholder('endTime'),
        hourlyRate: sql.placeholder('hourlyRate'),
        createdAt: sql.placeholder('now'),
        updatedAt: sql.placeholder('now'),
      })
      .returning(transitionColumns)
      .prepare('insert_booking')
      .execute(values);
    if (!row) throw new Error('insertBooking: no row returned');
    return row;
  } catch (error) {
    if (isConstraintViolation(error, bookingConstraints.oneLivePerSlot)) throw new SlotTakenError();
    if (isConstraintViolation(error, CUSTOMER_FK)) throw new CustomerWithoutProfileError();
    throw error;
  }
}

/** A booking as its customer's lists read it. */
export interface StoredCustomerBooking extends BookingForTransition {
  reason: BookingReason | null;
  minutes: number;
  hourlyRate: number;
  amount: number;
  agentName: string;
  agentPhone: string | null;
  rating: number | null;
  comment: string | null;
  /** The latest problem reported on it (PD-39), as JSON; null when none. */
  problem: StoredBookingProblem | null;
  /** What was given back of its payment, whole CLP (confirmed refunds). */
  refunded: number;
}

/** A booking's latest problem report as the customer's lists read it. */
export interface StoredBookingProblem {
  id: string;
  status: 'open' | 'resolved';
  category: string;
  createdAt: string;
  resolution: 'none' | 'partial' | 'full' | null;
  note: string | null;
}

/** The booking's latest problem report (PD-39), one JSON object, for the customer's lists. */
const latestProblem = sql<StoredBookingProblem | null>`(select json_build_object('id', pr.id, 'status', pr.status, 'category', pr.category, 'createdAt', pr.created_at, 'resolution', pr.resolution, 'note', pr.resolution_note) from problem_reports pr where pr.booking_id = ${bookings.id} order by pr.created_at desc, pr.id desc limit 1)`;

/** What the booking's confirmed refunds gave back, whole CLP. */
const refundedTotal = sql<number>`(select coalesce(sum(r.amount), 0)::int from payment_refunds r inner join payments p on p.id = r.payment_id where p.booking_id = ${bookings.id} and r.status = 'succeeded')`;

/**
 * At most `limit` of the customer's bookings matching `where`, in `order` (ties by id), with the
 * agent's name and phone and the rating, and how many match in all.
 */
function customerBookingsWhere(db: Executor, where: SQL | undefined, order: 'soonest' | 'latest') {
  // One query: the window count is taken before the limit, so it counts every match.
  return db
    .select({
      ...transitionColumns,
      reason: bookings.reason,
      minutes: bookings.bookedMinutes,
      hourlyRate: bookings.hourlyRate,
      amount: bookings.amount,
      agentName: users.name,
      agentPhone: users.phone,
      rating: ratings.rating,
      comment: ratings.comment,
      problem: latestProblem,
      refunded: refundedTotal,
      total: windowTotal(),
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.agentId))
    .leftJoin(ratings, eq(ratings.bookingId, bookings.id))
    .where(where)
    .orderBy(...bookingStartOrder(order));
}

type CustomerBookingRow = Awaited<ReturnType<typeof customerBookingsWhere>>[number];

function customerPage(rows: CustomerBookingRow[]) {
  const page = splitWindowTotal(rows);
  return { rows: page.rows as StoredCustomerBooking[], total: page.total };
}

const customerLists = preparedPerDatabase(
  (db, name, order: 'soonest' | 'latest', statusCount: number) =>
    customerBookingsWhere(db, ownerWithStatuses(bookings.customerId, statusCount), order)
      .limit(sql.placeholder('limit'))
      .prepare(name),
);

/**
 * The customer's bookings of the given statuses (uses `bookings_customer_status_idx`): a statement
 * prepared once per order and number of statuses (ADR-056).
 */
export async function listCustomerBookings(
  db: Database,
  customerId: string,
  statuses: readonly BookingStatus[],
  limit: number,
) {
  const order = listOrderFor(statuses);
  const count = statuses.length;
  const statement = customerLists(db, `customer_bookings_${order}_${count}`, order, count);
  return customerPage(await statement.execute(ownerStatusValues(customerId, statuses, limit)));
}

const customerBookings = preparedPerDatabase((db, name) =>
  customerBookingsWhere(
    db,
    and(
      eq(bookings.customerId, sql.placeholder('customerId')),
      eq(bookings.id, sql.placeholder('id')),
    ),
    'soonest',
  )
    .limit(1)
    .prepare(name),
);

/** One of the customer's bookings as the lists show it: a statement built and prepared once (ADR-056). */
export async function readCustomerBooking(
  db: Database,
  customerId: string,
  id: string,
): Promise<StoredCustomerBooking | undefined> {
  const statement = customerBookings(db, 'customer_booking');
  return customerPage(await statement.execute({ customerId, id })).rows[0];
}

/**
 * A page of the bookings in `statuses` that may wait for a deadline, by id after `after`: those
 * whose deadline the start-up schedules again (`scheduleExistingBookingDeadlines`).
 */
export async function bookingsAwaitingDeadline(
  db: Database,
  statuses: readonly BookingStatus[],
  after: string | undefined,
  limit: number,
) {
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      reason: bookings.reason,
      startTime: bookings.bookingStartTime,
      endTime: bookings.bookingEndTime,
      createdAt: bookings.createdAt,
      decidedAt: bookings.decidedAt,
      finishedAt: bookings.finishedAt,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, statuses),
        // A finished booking whose rating window closed waits for nothing.
        or(isNull(bookings.reason), ne(bookings.reason, 'rating_window_closed')),
        after === undefined ? undefined : gt(bookings.id, after),
      ),
    )
    .orderBy(asc(bookings.id))
    .limit(limit);
}
