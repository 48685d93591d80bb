// What the discovery reads count and sort without visiting every agent's slots (ADR-055): two
// summaries of the offered slots (available, unrequested, without a live booking), kept by the
// database itself. Statement triggers on `availability_slots`, `bookings` and `users` (migration
// `0011_offered_agents.sql`) recompute, in the writing transaction, the rows of every agent and
// day a statement touched, with the discovery reads' own predicate, after locking those agents'
// profiles in id order: two transactions writing one agent recompute one after the other, the
// second from a snapshot that sees the first's commit. Nothing in the app writes these tables.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { agentProfiles } from './agent-profiles.ts';

/**
 * Each agent with at least one offered slot, with the start of the latest: an agent offers a slot
 * after `now` exactly when `last_offered_start > now`, so the closest availability's total is one
 * range count of `offered_agents_last_start_idx`. No row: the agent offers nothing.
 */
export const offeredAgents = pgTable(
  'offered_agents',
  {
    agentId: text('agent_id')
      .primaryKey()
      .references(() => agentProfiles.userId, { onDelete: 'cascade' }),
    lastOfferedStart: timestamp('last_offered_start', { withTimezone: true }).notNull(),
  },
  (table) => [index('offered_agents_last_start_idx').on(table.lastOfferedStart)],
);

/**
 * Each agent's days with an offered slot, in the market's calendar (`calendar_settings`): the
 * first offered start of the day and the agent's name, so "agents available on a day" reads its
 * page in order from `offered_agent_days_order_idx` (a page's worth of entries, whatever the
 * number of agents) and its total by counting the day's entries of the same index. Past days keep their rows (unbooked slots stay available); the API reads a day
 * here only when all of it lies ahead, and today from the slots themselves.
 */
export const offeredAgentDays = pgTable(
  'offered_agent_days',
  {
    agentId: text('agent_id')
      .notNull()
      .references(() => agentProfiles.userId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    firstStart: timestamp('first_start', { withTimezone: true }).notNull(),
    agentName: text('agent_name').notNull(),
  },
  (table) => [
    primaryKey({ name: 'offered_agent_days_pkey', columns: [table.agentId, table.day] }),
    index('offered_agent_days_order_idx').on(
      table.day,
      table.firstStart,
      table.agentName,
      table.agentId,
    ),
  ],
);

/**
 * Every offered slot, with its agent's name and comuna (ADR-057): the closest availability reads a
 * page in its own order (soonest start, the caller's comuna first among equal times, then name
 * and id; decision 33) as two streams of index entries, the comuna's agents from
 * `offered_slots_comuna_order_idx` and everyone else's from `offered_slots_order_idx`, so a page
 * costs a page's worth of entries however many agents share an instant. Kept with the other
 * summaries, for the same touched agents and days.
 */
export const offeredSlots = pgTable(
  'offered_slots',
  {
    // No foreign key to the slot: the trigger that removes a deleted slot's agent-day rows
    // removes its row here in the same statement, and a key's check would cost every insert.
    slotId: text('slot_id').primaryKey(),
    agentId: text('agent_id')
      .notNull()
      .references(() => agentProfiles.userId, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    agentName: text('agent_name').notNull(),
    comuna: text('comuna'),
  },
  (table) => [
    // Each entry carries the whole row after the order's columns: a stream is read from its
    // index alone (the bench vacuums; autovacuum keeps the visibility map in production).
    index('offered_slots_order_idx').on(
      table.startTime,
      table.agentName,
      table.agentId,
      table.slotId,
      table.comuna,
    ),
    index('offered_slots_comuna_order_idx').on(
      table.comuna,
      table.startTime,
      table.agentName,
      table.agentId,
      table.slotId,
    ),
    index('offered_slots_agent_start_idx').on(table.agentId, table.startTime),
  ],
);

/**
 * The time zone whose calendar `offered_agent_days` is written in: one row. The API sets it to its
 * `TIME_ZONE` when it starts (`syncCalendarTimeZone`); a change rewrites the summary.
 */
export const calendarSettings = pgTable(
  'calendar_settings',
  {
    single: boolean('single').primaryKey().default(true),
    timeZone: text('time_zone').notNull(),
  },
  (table) => [check('calendar_settings_single', sql`${table.single}`)],
);
