import { slotBookingStatuses, slotStatuses } from '@brillo/domain/enums';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { agentProfiles } from './agent-profiles.ts';
import {
  createdAtColumn,
  idColumn,
  isOneOf,
  isWholeMinute,
  updatedAtColumn,
} from './sql-helpers.ts';

/** Constraint names the API maps to friendly errors. */
export const slotConstraints = {
  /**
   * `EXCLUDE USING gist (agent_id WITH =, tstzrange(start_time, end_time) WITH &&)`, written by
   * hand in the migration `0001_slot_overlap_exclusion.sql` (drizzle-kit cannot express it).
   * Ranges are half-open, so a slot may start when the previous one ends.
   */
  noOverlap: 'availability_slots_no_overlap',
  endAfterStart: 'availability_slots_end_after_start',
} as const;

/**
 * A time an agent offers. `status` is the agent's switch (available / not available) and the
 * outcome of a booking (accepted / rejected); `booking_status` mirrors the booking for customers.
 */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: idColumn(),
    agentId: text('agent_id')
      .notNull()
      .references(() => agentProfiles.userId, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: text('status', { enum: slotStatuses }).notNull().default('available'),
    bookingStatus: text('booking_status', { enum: slotBookingStatuses }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    // Target of the bookings' (availability_id, agent_id) foreign key.
    unique('availability_slots_id_agent_unique').on(table.id, table.agentId),
    // The agent's own list for a day: WHERE agent_id = $1 AND start_time in [day) ORDER BY start_time.
    index('availability_slots_agent_start_idx').on(table.agentId, table.startTime),
    // The slots offered to customers (discovery's `offered`), in time order: agents free today,
    // the days with a slot (the closest availability reads `offered_slots`, ADR-057). Holding the agent
    // and the id, the reads need not visit the table (docs/performance.md, the market bench).
    index('availability_slots_offered_start_idx')
      .on(table.startTime, table.agentId, table.id)
      .where(sql`${table.status} = 'available' AND ${table.bookingStatus} IS NULL`),
    // The same per agent: whether an agent has an offered slot (one probe), an agent's next one.
    index('availability_slots_offered_agent_idx')
      .on(table.agentId, table.startTime, table.id)
      .where(sql`${table.status} = 'available' AND ${table.bookingStatus} IS NULL`),
    check(slotConstraints.endAfterStart, sql`${table.endTime} > ${table.startTime}`),
    check(
      'availability_slots_whole_minutes',
      sql`${isWholeMinute(table.startTime)} AND ${isWholeMinute(table.endTime)}`,
    ),
    check('availability_slots_status_check', isOneOf(table.status, slotStatuses)),
    check(
      'availability_slots_booking_status_check',
      isOneOf(table.bookingStatus, slotBookingStatuses),
    ),
  ],
);
