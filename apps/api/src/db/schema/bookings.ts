import { bookingReasons, bookingStatuses, liveBookingStatuses } from '@brillo/domain/enums';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agentProfiles } from './agent-profiles.ts';
import { availabilitySlots } from './availability-slots.ts';
import { customerProfiles } from './customer-profiles.ts';
import {
  createdAtColumn,
  idColumn,
  isOneOf,
  isWholeMinute,
  updatedAtColumn,
} from './sql-helpers.ts';

/** Constraint names the API maps to friendly errors. */
export const bookingConstraints = {
  oneLivePerSlot: 'bookings_one_live_booking_per_slot',
  endAfterStart: 'bookings_end_after_start',
  ratingOnePerBooking: 'ratings_one_per_booking',
  ratingBetweenOneAndFive: 'ratings_rating_between_1_and_5',
} as const;

/**
 * A customer's request for an agent's slot and its lifecycle (spec section 4). The agent is the
 * slot's agent (composite foreign key); the hourly rate is a snapshot taken when booking
 * (PD-9), and the minutes and the amount are computed by the database from it.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: idColumn(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customerProfiles.userId),
    agentId: text('agent_id').notNull(),
    availabilityId: text('availability_id').notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('pending'),
    bookingStartTime: timestamp('booking_start_time', { withTimezone: true }).notNull(),
    bookingEndTime: timestamp('booking_end_time', { withTimezone: true }).notNull(),
    bookedMinutes: integer('booked_minutes')
      .notNull()
      .generatedAlwaysAs(
        sql`(extract(epoch from (booking_end_time - booking_start_time)) / 60)::integer`,
      ),
    hourlyRate: integer('hourly_rate').notNull(),
    amount: integer('amount')
      .notNull()
      .generatedAlwaysAs(
        sql`round(hourly_rate * extract(epoch from (booking_end_time - booking_start_time)) / 3600)::integer`,
      ),
    /** Who or what ended the booking (decision 25); null while it goes on. */
    reason: text('reason', { enum: bookingReasons }),
    /** When the agent accepted or rejected it; the payment deadline counts from here. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When it became finished; the rating window counts from here. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    foreignKey({
      name: 'bookings_slot_fk',
      columns: [table.availabilityId, table.agentId],
      foreignColumns: [availabilitySlots.id, availabilitySlots.agentId],
    }),
    // Target of the ratings' foreign key: a rating names the booking's own agent and customer.
    unique('bookings_id_agent_customer_unique').on(table.id, table.agentId, table.customerId),
    // PD-10: of any number of requests for a slot, exactly one stays live.
    uniqueIndex(bookingConstraints.oneLivePerSlot)
      .on(table.availabilityId)
      .where(isOneOf(table.status, liveBookingStatuses)),
    index('bookings_availability_idx').on(table.availabilityId),
    index('bookings_customer_status_idx').on(table.customerId, table.status),
    index('bookings_agent_status_idx').on(table.agentId, table.status),
    check(
      bookingConstraints.endAfterStart,
      sql`${table.bookingEndTime} > ${table.bookingStartTime}`,
    ),
    check(
      'bookings_whole_minutes',
      sql`${isWholeMinute(table.bookingStartTime)} AND ${isWholeMinute(table.bookingEndTime)}`,
    ),
    check('bookings_status_check', isOneOf(table.status, bookingStatuses)),
    check('bookings_reason_check', isOneOf(table.reason, bookingReasons)),
    // Bookings of given statuses: the start-up scheduling of deadlines (ADR-044), agents' lists.
    index('bookings_status_start_idx').on(table.status, table.bookingStartTime),
    // Every booking by service start, read backwards for the newest first, a page at a time,
    // whole or of some days: the operators' list (ADR-080).
    index('bookings_start_order_idx').on(table.bookingStartTime, table.id),
    // The operators' overview (issue 32, migration 0023): bookings requested per day, counted
    // from the index alone; the month's cancelled ones; the agents' answers of the last 30 days
    // with their request's time, for the median.
    index('bookings_created_idx').on(table.createdAt),
    index('bookings_cancelled_created_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'accepted_customer_cancelation'`),
    index('bookings_decided_idx')
      .on(table.decidedAt, table.createdAt)
      .where(sql`${table.decidedAt} IS NOT NULL`),
    check('bookings_hourly_rate_positive', sql`${table.hourlyRate} > 0`),
    check('bookings_amount_not_negative', sql`${table.amount} >= 0`),
  ],
);

/** A customer's rating of a finished booking; at most one per booking. */
export const ratings = pgTable(
  'ratings',
  {
    id: idColumn(),
    bookingId: text('booking_id').notNull(),
    agentId: text('agent_id').notNull(),
    customerId: text('customer_id').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (table) => [
    foreignKey({
      name: 'ratings_booking_fk',
      columns: [table.bookingId, table.agentId, table.customerId],
      foreignColumns: [bookings.id, bookings.agentId, bookings.customerId],
    }).onDelete('cascade'),
    unique(bookingConstraints.ratingOnePerBooking).on(table.bookingId),
    // Agents' rating summaries (sum and count WHERE agent_id IN …) read the index alone.
    index('ratings_agent_idx').on(table.agentId, table.rating),
    // An agent's reviews, newest first, a page at a time (the public profile, PD-45): the page is
    // read in the index's order, not sorted from all of the agent's ratings.
    index('ratings_agent_newest_idx').on(
      table.agentId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    check(bookingConstraints.ratingBetweenOneAndFive, sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);

/**
 * Each rated agent's number of ratings and their sum (ADR-060), kept by statement triggers on
 * `ratings` in the rating's own transaction (migration `0014_agent_rating_totals.sql`): an
 * agent's summary is one primary-key read, and "agents available on a day" joins it instead of
 * grouping each agent's ratings. No row: no rating. Nothing in the app writes it.
 */
export const agentRatingTotals = pgTable(
  'agent_rating_totals',
  {
    agentId: text('agent_id')
      .primaryKey()
      .references(() => agentProfiles.userId, { onDelete: 'cascade' }),
    ratings: integer('ratings').notNull(),
    ratingSum: integer('rating_sum').notNull(),
  },
  (table) => [
    check(
      'agent_rating_totals_within_ratings',
      sql`${table.ratings} >= 0 AND ${table.ratingSum} BETWEEN ${table.ratings} AND 5 * ${table.ratings}`,
    ),
  ],
);
