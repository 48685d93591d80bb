import { ledgerAccounts, ledgerMovements } from '@brillo/domain/ledger';
import { payoutProviderNames, payoutStatuses } from '@brillo/domain/payouts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agentBankAccounts } from './agent-bank-accounts.ts';
import { agentProfiles } from './agent-profiles.ts';
import { users } from './auth.ts';
import { bookings } from './bookings.ts';
import { paymentRefunds, payments } from './payments.ts';
import { createdAtColumn, idColumn, isOneOf } from './sql-helpers.ts';

/** What applying a payout notification did. */
export const payoutEventOutcomes = ['applied', 'no_change', 'unknown_transfer'] as const;

/** Constraint names the API treats as "already done". */
export const ledgerConstraints = {
  onePayoutPerRun: 'payouts_one_per_agent_and_run',
  onePaymentPerBooking: 'ledger_transactions_one_payment_per_booking',
  oneReleasePerBooking: 'ledger_transactions_one_release_per_booking',
  oneRefundEntry: 'ledger_transactions_one_per_refund',
  oneMovePerPayout: 'ledger_transactions_one_per_payout_movement',
  payoutEventUnique: 'payout_events_provider_event_unique',
} as const;

/**
 * A paid booking's money as fixed when it was paid (PD-40): what the customer paid, the
 * commission's percentage then (in basis points: 1500 is 15 %), the commission and the agent's
 * earning, and when the service ends (the 48 hours count from there). Written once, in the
 * payment's transaction; a trigger refuses any change (migration 0025).
 */
export const bookingEarnings = pgTable(
  'booking_earnings',
  {
    bookingId: text('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    agentId: text('agent_id')
      .notNull()
      .references(() => agentProfiles.userId),
    paymentId: text('payment_id')
      .notNull()
      .unique('booking_earnings_payment_unique')
      .references(() => payments.id),
    paid: integer('paid').notNull(),
    commissionBasisPoints: integer('commission_basis_points').notNull(),
    commission: integer('commission').notNull(),
    earning: integer('earning').notNull(),
    serviceEnd: timestamp('service_end', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('booking_earnings_agent_idx').on(table.agentId, table.serviceEnd.desc()),
    index('booking_earnings_service_end_idx').on(table.serviceEnd),
    check('booking_earnings_paid_positive', sql`${table.paid} > 0`),
    check(
      'booking_earnings_basis_points_range',
      sql`${table.commissionBasisPoints} BETWEEN 0 AND 10000`,
    ),
    check(
      'booking_earnings_split_adds_up',
      sql`${table.commission} >= 0 AND ${table.earning} >= 0 AND ${table.commission} + ${table.earning} = ${table.paid}`,
    ),
  ],
);

/**
 * A payout to an agent (PD-41): the weekly run's (`run` is its Monday) or an operator's
 * (`run` null, `requested_by` the operator). One per agent and run, so a retried or doubled run
 * pays nobody twice; the id is the provider's idempotency key.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: idColumn(),
    agentId: text('agent_id')
      .notNull()
      .references(() => agentProfiles.userId),
    run: date('run', { mode: 'string' }),
    requestedBy: text('requested_by').references(() => users.id),
    bankAccountId: text('bank_account_id')
      .notNull()
      .references(() => agentBankAccounts.id),
    /** The holder's name as the transfer carries it, fixed so a request sent again is the same. */
    holderName: text('holder_name').notNull(),
    amount: integer('amount').notNull(),
    provider: text('provider', { enum: payoutProviderNames }).notNull(),
    providerTransferId: text('provider_transfer_id'),
    status: text('status', { enum: payoutStatuses }).notNull().default('pending'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    unique(ledgerConstraints.onePayoutPerRun).on(table.agentId, table.run),
    unique('payouts_provider_transfer_unique').on(table.provider, table.providerTransferId),
    index('payouts_agent_idx').on(table.agentId, table.createdAt.desc()),
    index('payouts_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('payouts_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} IN ('pending', 'sent')`),
    check('payouts_amount_positive', sql`${table.amount} > 0`),
    check('payouts_status_check', isOneOf(table.status, payoutStatuses)),
    check('payouts_provider_check', isOneOf(table.provider, payoutProviderNames)),
    check('payouts_run_or_operator', sql`(${table.run} IS NULL) <> (${table.requestedBy} IS NULL)`),
  ],
);

/** The bookings a payout pays: each released earning once, in the payout that took it. */
export const payoutItems = pgTable(
  'payout_items',
  {
    payoutId: text('payout_id')
      .notNull()
      .references(() => payouts.id),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The booking's earning when it was released, less what refunds took from it before. */
    amount: integer('amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.payoutId, table.bookingId] }),
    index('payout_items_booking_idx').on(table.bookingId),
  ],
);

/** Every payout notification, stored before it is applied: a replay is a no-op. */
export const payoutEvents = pgTable(
  'payout_events',
  {
    id: idColumn(),
    provider: text('provider', { enum: payoutProviderNames }).notNull(),
    providerEventId: text('provider_event_id').notNull(),
    transferId: text('transfer_id').notNull(),
    payoutId: text('payout_id').references(() => payouts.id),
    status: text('status').notNull(),
    payload: jsonb('payload').notNull(),
    outcome: text('outcome', { enum: payoutEventOutcomes }).notNull().default('no_change'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique(ledgerConstraints.payoutEventUnique).on(table.provider, table.providerEventId),
    index('payout_events_payout_idx').on(table.payoutId),
    check('payout_events_outcome_check', isOneOf(table.outcome, payoutEventOutcomes)),
  ],
);

/**
 * One movement of money (`ledgerMovements`, packages/domain/src/ledger.ts): its entries add up to
 * zero, checked by a deferred trigger when the transaction commits. Append-only, as its entries.
 * Each payment, release, refund and payout movement is recorded once, by a unique index.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: idColumn(),
    movement: text('movement', { enum: ledgerMovements }).notNull(),
    agentId: text('agent_id')
      .notNull()
      .references(() => agentProfiles.userId),
    bookingId: text('booking_id').references(() => bookings.id),
    refundId: text('refund_id').references(() => paymentRefunds.id),
    payoutId: text('payout_id').references(() => payouts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex(ledgerConstraints.onePaymentPerBooking)
      .on(table.bookingId)
      .where(sql`${table.movement} = 'payment'`),
    uniqueIndex(ledgerConstraints.oneReleasePerBooking)
      .on(table.bookingId)
      .where(sql`${table.movement} = 'release'`),
    uniqueIndex(ledgerConstraints.oneRefundEntry)
      .on(table.refundId)
      .where(sql`${table.movement} = 'refund'`),
    uniqueIndex(ledgerConstraints.oneMovePerPayout)
      .on(table.payoutId, table.movement)
      .where(sql`${table.payoutId} IS NOT NULL`),
    index('ledger_transactions_agent_idx').on(table.agentId, table.createdAt.desc()),
    index('ledger_transactions_booking_idx').on(table.bookingId),
    check('ledger_transactions_movement_check', isOneOf(table.movement, ledgerMovements)),
    check(
      'ledger_transactions_references',
      sql`CASE ${table.movement}
        WHEN 'payment' THEN ${table.bookingId} IS NOT NULL
        WHEN 'release' THEN ${table.bookingId} IS NOT NULL
        WHEN 'refund' THEN ${table.bookingId} IS NOT NULL AND ${table.refundId} IS NOT NULL
        ELSE ${table.payoutId} IS NOT NULL END`,
    ),
  ],
);

/**
 * One account's side of a movement: signed whole pesos (a debit positive). The agent's accounts
 * carry the agent (`agent_id`), Brillo's own do not; an agent's balance is the sum of its entries.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: idColumn(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account', { enum: ledgerAccounts }).notNull(),
    agentId: text('agent_id').references(() => agentProfiles.userId),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('ledger_entries_transaction_idx').on(table.transactionId),
    // An agent's balances, summed from the index alone.
    index('ledger_entries_agent_account_idx').on(table.agentId, table.account, table.amount),
    index('ledger_entries_account_idx').on(table.account, table.amount),
    check('ledger_entries_account_check', isOneOf(table.account, ledgerAccounts)),
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
    check(
      'ledger_entries_agent_account',
      sql`(${table.agentId} IS NOT NULL) = (${table.account} IN ('agent_held', 'agent_available'))`,
    ),
  ],
);
