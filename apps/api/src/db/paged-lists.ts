// What the paged booking and agent lists share: one query that returns a page of rows and how many
// match in all, and the order of booking lists.
import { asc, desc, sql } from 'drizzle-orm';
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
