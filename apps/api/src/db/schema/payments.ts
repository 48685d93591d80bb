import { paymentCurrencies, paymentProviders, paymentStatuses } from '@brillo/domain/enums';
import {
  automaticRefundKinds,
  paymentEventOutcomes,
  refundKinds,
  refundStatuses,
} from '@brillo/domain/contracts/payments';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { createdAtColumn, idColumn, isOneOf, updatedAtColumn } from './sql-helpers.ts';

/** Constraint names the API maps to friendly errors or treats as "already done". */
export const paymentConstraints = {
  oneSuccessPerBooking: 'payments_one_success_per_booking',
  providerEventUnique: 'payment_events_provider_event_unique',
  oneAutomaticRefundPerPayment: 'payment_refunds_one_automatic_per_payment',
  /** Raised by the trigger of migration 0022: refunds not failed above what the payment took. */
  refundsWithinPayment: 'payment_refunds_within_payment',
} as const;

/**
 * One attempt to pay a booking through a provider. A failed attempt may be followed by another,
 * but a booking is paid at most once.
 */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    providerPaymentId: text('provider_payment_id'),
    widgetToken: text('widget_token'),
    status: text('status', { enum: paymentStatuses }).notNull().default('created'),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: paymentCurrencies }).notNull().default('clp'),
    /** What the customer sees at the bank: the service and its date, from the booking. */
    description: text('description'),
    /** The provider's last word on a failure (failed, rejected, expired). */
    failureReason: text('failure_reason'),
    /** When the provider's result was applied. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When reconciliation last asked the provider about it. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('payments_unsettled_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'created'`),
    unique('payments_provider_payment_unique').on(table.provider, table.providerPaymentId),
    uniqueIndex(paymentConstraints.oneSuccessPerBooking)
      .on(table.bookingId)
      .where(sql`${table.status} = 'succeeded'`),
    index('payments_booking_idx').on(table.bookingId),
    // The operators' overview (issue 32, migration 0023): the amount paid per day, summed from
    // the index alone.
    index('payments_succeeded_settled_idx')
      .on(table.settledAt, table.amount)
      .where(sql`${table.status} = 'succeeded'`),
    check('payments_provider_check', isOneOf(table.provider, paymentProviders)),
    check('payments_status_check', isOneOf(table.status, paymentStatuses)),
    check('payments_currency_check', isOneOf(table.currency, paymentCurrencies)),
    check('payments_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * Every notification a provider sends, stored before it is applied. The unique provider event id
 * makes a repeated notification a no-op (PD-12: idempotent and order-tolerant).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: idColumn(),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    providerEventId: text('provider_event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    /** The intent the notification speaks of, kept even when no payment of ours has it. */
    providerPaymentId: text('provider_payment_id'),
    /** What applying it did (`paymentEventOutcomes`). */
    outcome: text('outcome', { enum: paymentEventOutcomes }).notNull().default('no_change'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique(paymentConstraints.providerEventUnique).on(table.provider, table.providerEventId),
    index('payment_events_payment_idx').on(table.paymentId),
    check('payment_events_provider_check', isOneOf(table.provider, paymentProviders)),
    check('payment_events_outcome_check', isOneOf(table.outcome, paymentEventOutcomes)),
  ],
);

/**
 * A refund of a payment: of what is left of a paid booking the customer cancels (`cancellation`,
 * decision 24), of a payment that succeeded for a booking already over (`orphan`), or of a second
 * payment of a booking already paid (`duplicate`), at most one of these per payment, a `failed` one
 * claimed again for a new attempt (`attempt` + 1, a new idempotency key); and any number, each of
 * its amount, of a resolved problem (`problem`) or by an operator (`operator`, PD-39). Only a
 * confirmed `cancellation` cancels the booking. The refunds of a payment that are not failed never
 * add up to more than it took: a trigger refuses it (migration 0022, ADR-081).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: idColumn(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    providerRefundId: text('provider_refund_id'),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    /** Why the money goes back (`refundKinds`). */
    kind: text('kind', { enum: refundKinds }).notNull().default('cancellation'),
    /** Which attempt this is: the provider's idempotency key is `refund-<payment>-<attempt>`. */
    attempt: integer('attempt').notNull().default(1),
    amount: integer('amount').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex(paymentConstraints.oneAutomaticRefundPerPayment)
      .on(table.paymentId)
      .where(isOneOf(table.kind, automaticRefundKinds)),
    index('payment_refunds_payment_idx').on(table.paymentId),
    unique('payment_refunds_provider_refund_unique').on(table.provider, table.providerRefundId),
    check('payment_refunds_provider_check', isOneOf(table.provider, paymentProviders)),
    check('payment_refunds_status_check', isOneOf(table.status, refundStatuses)),
    check('payment_refunds_kind_check', isOneOf(table.kind, refundKinds)),
    // The operators' overview (issue 32, migration 0023): refunds by when they succeeded.
    index('payment_refunds_succeeded_idx')
      .on(table.updatedAt, table.amount)
      .where(sql`${table.status} = 'succeeded'`),
    index('payment_refunds_pending_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'pending'`),
    check('payment_refunds_amount_positive', sql`${table.amount} > 0`),
  ],
);
