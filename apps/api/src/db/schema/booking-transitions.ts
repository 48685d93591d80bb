import { bookingActions, bookingActors } from '@brillo/domain/booking-lifecycle';
import { bookingReasons, bookingStatuses } from '@brillo/domain/enums';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { idColumn, isOneOf } from './sql-helpers.ts';

/**
 * Every change of every booking (issue 32): the request that made it (`from_status` null) and each
 * transition the engine applied, with who made it and the reason it recorded, written in the
 * change's own transaction by an effect of `onBookingChange` (booking-lifecycle/history.ts). What
 * an operator wrote as the reason is in the audit log, found by the booking's id.
 */
export const bookingTransitions = pgTable(
  'booking_transitions',
  {
    id: idColumn(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: bookingStatuses }),
    toStatus: text('to_status', { enum: bookingStatuses }).notNull(),
    actor: text('actor', { enum: bookingActors }).notNull(),
    action: text('action', { enum: [...bookingActions, 'request'] }).notNull(),
    reason: text('reason', { enum: bookingReasons }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('booking_transitions_booking_idx').on(table.bookingId, table.createdAt),
    check('booking_transitions_from_check', isOneOf(table.fromStatus, bookingStatuses)),
    check('booking_transitions_to_check', isOneOf(table.toStatus, bookingStatuses)),
    check('booking_transitions_actor_check', isOneOf(table.actor, bookingActors)),
    check(
      'booking_transitions_action_check',
      isOneOf(table.action, [...bookingActions, 'request']),
    ),
    check('booking_transitions_reason_check', isOneOf(table.reason, bookingReasons)),
  ],
);
