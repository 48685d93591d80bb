import type { BookingStatus } from '@brillo/domain/enums';
import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { bookingStartOrder } from '../../db/paged-lists.ts';
import {
  agentProfiles,
  bookingTransitions,
  bookings,
  customerProfiles,
  operatorAuditLog,
  paymentEvents,
  paymentRefunds,
  payments,
  users,
} from '../../db/schema.ts';

const agentUsers = alias(users, 'agent_users');
const customerUsers = alias(users, 'customer_users');

/** What the list filters by, resolved: instants for the days, the comuna without accents. */
export interface BookingListFilters {
  statuses?: readonly BookingStatus[];
  /** The first instant of the first day asked for, and the first one after the last day. */
  startsFrom?: Date;
  startsBefore?: Date;
  agentId?: string;
  customerId?: string;
  /** A piece of the customer's name or email, any case. */
  customerText?: string;
  /** The comuna's name without accents (`comparableComuna`), matched in the customer's address. */
  comuna?: string;
}

/** Accented letters of Spanish as `translate` drops their accents, in the database and here. */
const ACCENTED = 'ÁÉÍÓÚÜÑáéíóúüñ';
const PLAIN = 'AEIOUUNaeiouun';

/** A name as the comuna filter compares it: accents dropped (`translate` does the same in SQL). */
export function comparableComuna(name: string): string {
  return [...name].map((letter) => PLAIN[ACCENTED.indexOf(letter)] ?? letter).join('');
}

/** `text` as a literal piece of a `LIKE` pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `text` as a literal piece of a regular expression. */
function regexLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function listConditions(filters: BookingListFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.statuses?.length) conditions.push(inArray(bookings.status, [...filters.statuses]));
  if (filters.startsFrom) conditions.push(gte(bookings.bookingStartTime, filters.startsFrom));
  if (filters.startsBefore) conditions.push(lt(bookings.bookingStartTime, filters.startsBefore));
  if (filters.agentId) conditions.push(eq(bookings.agentId, filters.agentId));
  if (filters.customerId) conditions.push(eq(bookings.customerId, filters.customerId));
  if (filters.customerText) {
    const pattern = `%${likeLiteral(filters.customerText)}%`;
    conditions.push(
      sql`${bookings.customerId} in (select ${users.id} from ${users} where ${users.name} ilike ${pattern} or ${users.email} ilike ${pattern})`,
    );
  }
  if (filters.comuna) {
    // The comuna is a part of the address after the street (`comunaInAddress`), any case or accent.
    const pattern = `,\\s*${regexLiteral(filters.comuna)}\\s*(,|$)`;
    conditions.push(
      sql`${bookings.customerId} in (select ${customerProfiles.userId} from ${customerProfiles} where translate(${customerProfiles.address}, ${ACCENTED}, ${PLAIN}) ~* ${pattern})`,
    );
  }
  return and(...conditions);
}

/**
 * A page of bookings' ids, newest service first (ties by id), and how many match in all: the page
 * walks `bookings_start_order_idx` backwards and stops at its rows, and the total is counted apart
 * (an index-only count), rather than a window count that would read every matching row in order
 * (at 500,000 bookings, about 5 ms against 600 ms; ADR-080).
 */
export async function listBookingIds(
  db: Database,
  filters: BookingListFilters,
  { limit, offset }: { limit: number; offset: number },
) {
  const where = listConditions(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: bookings.id })
      .from(bookings)
      .where(where)
      .orderBy(...bookingStartOrder('latest'))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(bookings).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The payment that succeeded, or else the latest attempt's status (null: never attempted). */
const paymentState = sql<
  'created' | 'succeeded' | 'failed' | null
>`coalesce((select 'succeeded' from ${payments} where ${payments.bookingId} = ${bookings.id} and ${payments.status} = 'succeeded' limit 1), (select p.status from ${payments} p where p.booking_id = ${bookings.id} order by p.created_at desc, p.id desc limit 1))`;

/** The booking's latest refund's status (a booking's payments have one refund each at most). */
const refundState = sql<
  'pending' | 'succeeded' | 'failed' | null
>`(select r.status from ${paymentRefunds} r inner join ${payments} p on p.id = r.payment_id where p.booking_id = ${bookings.id} order by r.updated_at desc, r.id desc limit 1)`;

/** The columns a row of the list and the booking's page read. */
const bookingColumns = {
  id: bookings.id,
  status: bookings.status,
  reason: bookings.reason,
  availabilityId: bookings.availabilityId,
  startTime: bookings.bookingStartTime,
  endTime: bookings.bookingEndTime,
  minutes: bookings.bookedMinutes,
  hourlyRate: bookings.hourlyRate,
  amount: bookings.amount,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
  decidedAt: bookings.decidedAt,
  finishedAt: bookings.finishedAt,
  agentId: bookings.agentId,
  agentName: agentUsers.name,
  agentEmail: agentUsers.email,
  agentPhone: agentUsers.phone,
  agentComuna: agentProfiles.comuna,
  customerId: bookings.customerId,
  customerName: customerUsers.name,
  customerEmail: customerUsers.email,
  customerPhone: customerUsers.phone,
  customerAddress: customerProfiles.address,
  customerAddressExtra: customerProfiles.addressExtra,
  payment: paymentState,
  refund: refundState,
};

function selectBookings(db: Executor) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(agentUsers, eq(agentUsers.id, bookings.agentId))
    .leftJoin(agentProfiles, eq(agentProfiles.userId, bookings.agentId))
    .innerJoin(customerUsers, eq(customerUsers.id, bookings.customerId))
    .leftJoin(customerProfiles, eq(customerProfiles.userId, bookings.customerId));
}

export type StoredOperatorBooking = Awaited<ReturnType<typeof readBookings>>[number];

/** The bookings of `ids` with their people and money state, newest service first. */
export async function readBookings(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return selectBookings(db)
    .where(inArray(bookings.id, [...ids]))
    .orderBy(...bookingStartOrder('latest'));
}

/** Everything recorded about one booking's money and history, for its page. */
export async function readBookingRecords(db: Database, bookingId: string) {
  const [history, audit, attempts, events, refunds] = await Promise.all([
    db
      .select()
      .from(bookingTransitions)
      .where(eq(bookingTransitions.bookingId, bookingId))
      .orderBy(bookingTransitions.createdAt),
    db
      .select({
        createdAt: operatorAuditLog.createdAt,
        action: operatorAuditLog.action,
        reason: operatorAuditLog.reason,
        operatorId: operatorAuditLog.operatorId,
        operatorName: users.name,
      })
      .from(operatorAuditLog)
      .leftJoin(users, eq(users.id, operatorAuditLog.operatorId))
      .where(
        and(eq(operatorAuditLog.targetType, 'booking'), eq(operatorAuditLog.targetId, bookingId)),
      )
      .orderBy(operatorAuditLog.createdAt),
    db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, bookingId))
      .orderBy(payments.createdAt, payments.id),
    db
      .select({
        id: paymentEvents.id,
        paymentId: paymentEvents.paymentId,
        providerEventId: paymentEvents.providerEventId,
        type: paymentEvents.type,
        outcome: paymentEvents.outcome,
        receivedAt: paymentEvents.receivedAt,
      })
      .from(paymentEvents)
      .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
      .where(eq(payments.bookingId, bookingId))
      .orderBy(paymentEvents.receivedAt, paymentEvents.id),
    db
      .select({ refund: paymentRefunds })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(eq(payments.bookingId, bookingId))
      .orderBy(paymentRefunds.createdAt),
  ]);
  return { history, audit, attempts, events, refunds: refunds.map((row) => row.refund) };
}
