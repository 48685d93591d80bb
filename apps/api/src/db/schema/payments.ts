import { paymentCurrencies, paymentProviders, paymentStatuses } from '@brillo/domain/enums';
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
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    unique('payments_provider_payment_unique').on(table.provider, table.providerPaymentId),
    uniqueIndex(paymentConstraints.oneSuccessPerBooking)
      .on(table.bookingId)
      .where(sql`${table.status} = 'succeeded'`),
    index('payments_booking_idx').on(table.bookingId),
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
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique(paymentConstraints.providerEventUnique).on(table.provider, table.providerEventId),
    index('payment_events_payment_idx').on(table.paymentId),
    check('payment_events_provider_check', isOneOf(table.provider, paymentProviders)),
  ],
);
