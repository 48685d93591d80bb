import {
  problemCategories,
  problemReportStatuses,
  problemResolutions,
} from '@brillo/domain/problem-reports';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { bookings } from './bookings.ts';
import { paymentRefunds } from './payments.ts';
import { createdAtColumn, idColumn, isOneOf } from './sql-helpers.ts';

/** Constraint names the API maps to friendly errors. */
export const problemReportConstraints = {
  oneOpenPerBooking: 'problem_reports_one_open_per_booking',
} as const;

/**
 * A problem a customer reported after a service (PD-39): open until an operator resolves it with no
 * refund, part of what is left or all of it, and a note both people receive. One open report per
 * booking. While a report is `open` the agent's earning for its booking is held: the payouts of
 * issue 33 read it from here (`status = 'open'`).
 */
export const problemReports = pgTable(
  'problem_reports',
  {
    id: idColumn(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: problemCategories }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: problemReportStatuses }).notNull().default('open'),
    createdAt: createdAtColumn(),
    /** How an operator resolved it (`problemResolutions`); null while open. */
    resolution: text('resolution', { enum: problemResolutions }),
    /** What the resolution refunds, whole CLP (0 for `none`); null while open. */
    resolutionAmount: integer('resolution_amount'),
    /** The note both people receive by email; null while open. */
    resolutionNote: text('resolution_note'),
    /** The refund the resolution asked for, if any. */
    refundId: text('refund_id').references(() => paymentRefunds.id),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex(problemReportConstraints.oneOpenPerBooking)
      .on(table.bookingId)
      .where(sql`${table.status} = 'open'`),
    index('problem_reports_booking_idx').on(table.bookingId),
    // The operators' list: open first ('open' sorts before 'resolved'), then oldest first.
    index('problem_reports_queue_idx').on(table.status, table.createdAt, table.id),
    check('problem_reports_category_check', isOneOf(table.category, problemCategories)),
    check('problem_reports_status_check', isOneOf(table.status, problemReportStatuses)),
    check(
      'problem_reports_resolution_check',
      sql`${table.resolution} IS NULL OR ${isOneOf(table.resolution, problemResolutions)}`,
    ),
    check('problem_reports_description_present', sql`length(btrim(${table.description})) > 0`),
    check(
      'problem_reports_resolution_consistent',
      sql`CASE ${table.status}
        WHEN 'open' THEN ${table.resolution} IS NULL AND ${table.resolutionAmount} IS NULL AND ${table.resolutionNote} IS NULL AND ${table.resolvedAt} IS NULL AND ${table.refundId} IS NULL
        ELSE ${table.resolution} IS NOT NULL AND ${table.resolutionAmount} IS NOT NULL AND ${table.resolutionAmount} >= 0 AND (${table.resolution} = 'none') = (${table.resolutionAmount} = 0) AND ${table.resolutionNote} IS NOT NULL AND length(btrim(${table.resolutionNote})) > 0 AND ${table.resolvedAt} IS NOT NULL
      END`,
    ),
  ],
);
