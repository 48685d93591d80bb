import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters shared by every API process: the store of `@fastify/rate-limit`
 * (`plugins/rate-limit/database-store.ts`, ADR-067). One row per bucket key, e.g.
 * `signIn:ip:203.0.113.7` or `signIn:account:<hash>`. For the exact limits (sign-in, sign-up,
 * resend and reset) a request bumps its row with one atomic upsert, which starts a new window once
 * `window_ends_at` has passed; for the batched ones (the address search) a process counts a key
 * in memory until it holds a tenth of its limit there, then adds each hit with one upsert
 * (ADR-065). The addresses an account signed in from lately are rows here too
 * (`signIn:known-address:<hash>`), kept until `window_ends_at` (ADR-021).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('rate_limits_hits_positive', sql`${table.hits} > 0`),
    // Sweeping finished windows.
    index('rate_limits_window_ends_at_idx').on(table.windowEndsAt),
  ],
);
