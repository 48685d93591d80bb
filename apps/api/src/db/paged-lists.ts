// What the paged booking and agent lists share: one query that returns a page of rows and how many
// match in all, and the order of booking lists.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { listPlaceholders, listValues } from './prepared.ts';
import { bookings } from './schema.ts';

/**
 * How many rows match in all, as a column of every row: a window count is taken before `LIMIT`,
 * so the page and the total come from one query.
 */
export const windowTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

/** Rows read with `windowTotal()` as `total`: the rows without that column, and the total. */
export function splitWindowTotal<Row extends { total: number }>(
  rows: Row[],
): { rows: Omit<Row, 'total'>[]; total: number } {
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/** Bookings by service start, soonest or latest first, ties by id (a stable page order). */
export function bookingStartOrder(order: 'soonest' | 'latest') {
  return order === 'soonest'
    ? [asc(bookings.bookingStartTime), asc(bookings.id)]
    : [desc(bookings.bookingStartTime), desc(bookings.id)];
}

/**
 * The bookings of one customer or agent (`owner`, the placeholder `owner`) in `statusCount`
 * statuses (placeholders `status0`…): the condition of a prepared booking list (ADR-056), whose
 * values `ownerStatusValues` gives.
 */
export function ownerWithStatuses(owner: PgColumn, statusCount: number): SQL | undefined {
  return and(
    eq(owner, sql.placeholder('owner')),
    inArray(bookings.status, listPlaceholders('status', statusCount)),
  );
}

/** The values of `ownerWithStatuses`, and of the list's `limit` placeholder. */
export function ownerStatusValues(owner: string, statuses: readonly string[], limit: number) {
  return { owner, limit, ...listValues('status', statuses) };
}
