import { bankAccountTypes, chileBankIds } from '@brillo/domain/chile-banks';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agentProfiles } from './agent-profiles.ts';
import { idColumn, isOneOf } from './sql-helpers.ts';

/** Constraint names the API maps to friendly errors. */
export const bankAccountConstraints = {
  /**
   * `EXCLUDE USING gist (agent_id WITH =, holder_rut WITH <>)`, by hand in migration 0024: every
   * account of an agent is in one RUT, the agent's own (PD-42).
   */
  oneRutPerAgent: 'agent_bank_accounts_one_rut_per_agent',
  /** `EXCLUDE USING gist (holder_rut WITH =, agent_id WITH <>)`: a RUT is one agent's. */
  oneAgentPerRut: 'agent_bank_accounts_one_agent_per_rut',
} as const;

/**
 * Where an agent is paid (PD-42, issue 33). A change adds a row and the latest is the account in
 * use; the rows before stay, so a payout can always name the account it went to. No payout goes
 * to an account in its first 24 hours (`created_at`).
 */
export const agentBankAccounts = pgTable(
  'agent_bank_accounts',
  {
    id: idColumn(),
    agentId: text('agent_id')
      .notNull()
      .references(() => agentProfiles.userId, { onDelete: 'cascade' }),
    /** The account holder's RUT, compact ('12345678-5'): the agent's own. */
    holderRut: text('holder_rut').notNull(),
    bank: text('bank', { enum: chileBankIds }).notNull(),
    accountType: text('account_type', { enum: bankAccountTypes }).notNull(),
    /** Digits only, leading zeros kept. */
    accountNumber: text('account_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('agent_bank_accounts_agent_idx').on(table.agentId, table.createdAt.desc()),
    check(
      'agent_bank_accounts_holder_rut_check',
      sql`${table.holderRut} ~ '^[1-9][0-9]{0,7}-[0-9K]$'`,
    ),
    check('agent_bank_accounts_bank_check', isOneOf(table.bank, chileBankIds)),
    check('agent_bank_accounts_account_type_check', isOneOf(table.accountType, bankAccountTypes)),
    check('agent_bank_accounts_number_check', sql`${table.accountNumber} ~ '^[0-9]{4,20}$'`),
  ],
);
