import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { idColumn } from './sql-helpers.ts';

/**
 * What operators did (PD-36): one row per action that changed something, written in the same
 * transaction as the change (`modules/operators/audit-log.ts`). Append-only: a trigger refuses
 * every UPDATE, DELETE and TRUNCATE (migration 0016, ADR-078), so not even a bug in the API can
 * rewrite history. `operator_id` is null for what the server's command did
 * (`npm run operator`); `before` and `after` hold the changed fields as they were and became.
 */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: idColumn(),
    operatorId: text('operator_id').references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('operator_audit_log_reason_present', sql`length(btrim(${table.reason})) > 0`),
    check('operator_audit_log_action_present', sql`length(${table.action}) > 0`),
    // Newest first, whole or for one target or one operator.
    index('operator_audit_log_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('operator_audit_log_target_idx').on(
      table.targetType,
      table.targetId,
      table.createdAt.desc(),
    ),
    index('operator_audit_log_operator_idx').on(table.operatorId, table.createdAt.desc()),
  ],
);
