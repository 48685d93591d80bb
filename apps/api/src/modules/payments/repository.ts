import {
  automaticRefundKinds,
  type AutomaticRefundKind,
  type PaymentEventOutcome,
  type RefundStatus,
} from '@brillo/domain/contracts/payments';
import type { BookingStatus, PaymentProvider, PaymentStatus } from '@brillo/domain/enums';
import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { isConstraintViolation } from '../../db/database-errors.ts';
import {
  bookings,
  paymentConstraints,
  paymentEvents,
  paymentRefunds,
  payments,
  users,
} from '../../db/schema.ts';
import { isOneOf } from '../../db/schema/sql-helpers.ts';

type Executor = Database | Transaction;

/** A second payment that succeeded for a booking already paid: kept as failed, refunded. */
export const DUPLICATE_SUCCESS = 'duplicate_success';

/** Reconciliation stops asking again for an orphan or duplicate refund after this many attempts. */
export const MAX_REFUND_ATTEMPTS = 5;

/** Whether another payment of the booking has succeeded already. */
export async function otherSuccess(tx: Executor, bookingId: string, paymentId: string) {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'succeeded')));
  return row !== undefined && row.id !== paymentId;
}

/** The booking as a payment reads it, locked until the transaction ends. */
export async function lockCustomerBooking(tx: Transaction, customerId: string, bookingId: string) {
  const [row] = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      amount: bookings.amount,
      startTime: bookings.bookingStartTime,
      endTime: bookings.bookingEndTime,
      createdAt: bookings.createdAt,
      decidedAt: bookings.decidedAt,
      agentName: users.name,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.agentId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)))
    .for('update', { of: bookings });
  return row;
}

export type StoredPayment = typeof payments.$inferSelect;

/** The booking's latest payment attempts, newest first. */
export async function latestPayments(db: Executor, bookingId: string, limit = 1) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

export async function insertPayment(
  tx: Executor,
  values: {
    bookingId: string;
    provider: PaymentProvider;
    amount: number;
    description: string;
    now: Date;
  },
): Promise<StoredPayment> {
  const [row] = await tx
    .insert(payments)
    .values({
      bookingId: values.bookingId,
      provider: values.provider,
      amount: values.amount,
      currency: 'clp',
      description: values.description,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!row) throw new Error('insertPayment: no row returned');
  return row;
}

export async function recordIntent(
  db: Executor,
  id: string,
  intent: { providerPaymentId: string; widgetToken: string },
  now: Date,
) {
  await db
    .update(payments)
    .set({ ...intent, updatedAt: now })
    .where(eq(payments.id, id));
}

/** An attempt the provider never created: failed at once, so it is not reused. */
export async function markPaymentNotCreated(db: Executor, id: string, now: Date) {
  await db
    .update(payments)
    .set({ status: 'failed', failureReason: 'provider_error', settledAt: now, updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, 'created')));
}

export async function paymentByProviderId(
  db: Executor,
  provider: PaymentProvider,
  providerPaymentId: string,
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
    .for('update');
  return row;
}

export async function paymentByWidgetToken(db: Executor, provider: PaymentProvider, token: string) {
  const [row] = await db
    .select({ payment: payments, customerId: bookings.customerId })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.provider, provider), eq(payments.widgetToken, token)));
  return row;
}

/**
 * Stores a notification once: answers its id, or undefined when the provider's event id is
 * already stored (a replay, or a duplicate arriving at the same time: it waits for the first
 * insert's transaction and then finds it there).
 */
export async function insertEventOnce(
  tx: Transaction,
  values: {
    provider: PaymentProvider;
    providerEventId: string;
    type: string;
    payload: unknown;
    providerPaymentId: string | null;
    now: Date;
  },
): Promise<string | undefined> {
  const [row] = await tx
    .insert(paymentEvents)
    .values({
      provider: values.provider,
      providerEventId: values.providerEventId,
      type: values.type,
      payload: values.payload,
      providerPaymentId: values.providerPaymentId,
      receivedAt: values.now,
    })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.providerEventId] })
    .returning({ id: paymentEvents.id });
  return row?.id;
}

export async function setEventOutcome(
  tx: Transaction,
  id: string,
  outcome: PaymentEventOutcome,
  paymentId: string | null,
) {
  await tx.update(paymentEvents).set({ outcome, paymentId }).where(eq(paymentEvents.id, id));
}

/**
 * Moves a payment to its result, never backwards: success from created or failed (money moved,
 * whatever arrived first), failure only from created. A duplicate success (`DUPLICATE_SUCCESS`)
 * is a failure that moves money, so it too comes from created or failed (a rejection that arrived
 * first), once. Answers whether it changed.
 */
export async function settlePayment(
  tx: Transaction,
  id: string,
  status: Exclude<PaymentStatus, 'created'>,
  failureReason: string | null,
  now: Date,
): Promise<boolean> {
  const movedMoney = status === 'succeeded' || failureReason === DUPLICATE_SUCCESS;
  const from = movedMoney
    ? or(
        eq(payments.status, 'created'),
        and(
          eq(payments.status, 'failed'),
          sql`${payments.failureReason} is distinct from ${DUPLICATE_SUCCESS}`,
        ),
      )
    : eq(payments.status, 'created');
  const rows = await tx
    .update(payments)
    .set({ status, failureReason, settledAt: now, updatedAt: now })
    .where(and(eq(payments.id, id), from))
    .returning({ id: payments.id });
  return rows.length > 0;
}

export async function bookingStatusOf(db: Executor, bookingId: string) {
  const [row] = await db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.status as BookingStatus | undefined;
}

/** The customer's booking with its latest payment and refund, for the result pages. */
export async function readBookingPayment(db: Executor, customerId: string, bookingId: string) {
  const [booking] = await db
    .select({ id: bookings.id, status: bookings.status, amount: bookings.amount })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)));
  if (!booking) return undefined;
  const [latest] = await latestPayments(db, bookingId);
  const [succeeded] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'succeeded')));
  const [refund] = succeeded
    ? await db
        .select({ status: paymentRefunds.status })
        .from(paymentRefunds)
        .where(
          and(
            eq(paymentRefunds.paymentId, succeeded.id),
            isOneOf(paymentRefunds.kind, automaticRefundKinds),
          ),
        )
    : [];
  return {
    booking,
    paymentStatus: succeeded ? ('succeeded' as const) : (latest?.status ?? null),
    refundStatus: refund?.status ?? null,
  };
}

export async function succeededPayment(db: Executor, bookingId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'succeeded')));
  return row;
}

export type StoredRefund = typeof paymentRefunds.$inferSelect;

/** What is left to refund of a payment: what it took less its refunds not failed (ADR-081). */
export async function refundableOf(db: Executor, payment: { id: string; amount: number }) {
  const [row] = await db
    .select({ taken: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)` })
    .from(paymentRefunds)
    .where(
      and(eq(paymentRefunds.paymentId, payment.id), sql`${paymentRefunds.status} <> 'failed'`),
    );
  return Math.max(0, payment.amount - Number(row?.taken ?? 0));
}

/**
 * Claims the payment's one automatic refund (a cancellation's, an orphan's or a duplicate's) of
 * what is left to refund, or a new attempt of it when the last one failed (the attempt number,
 * hence the idempotency key, goes up); undefined when one is pending or succeeded, when nothing is
 * left (a problem's or an operator's refunds gave it all back), or when such a refund took the rest
 * at the same moment (the database refuses the sum above what was paid).
 */
export async function claimRefund(
  db: Executor,
  payment: { id: string; provider: PaymentProvider; amount: number },
  kind: AutomaticRefundKind,
  now: Date,
): Promise<StoredRefund | undefined> {
  try {
    const existing = await refundOfPayment(db, payment.id);
    if (existing && existing.status !== 'failed') return undefined;
    const left = await refundableOf(db, payment);
    if (left <= 0) return undefined;
    const [row] = await db
      .insert(paymentRefunds)
      .values({
        paymentId: payment.id,
        provider: payment.provider,
        amount: left,
        kind,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({
        target: paymentRefunds.paymentId,
        where: isOneOf(paymentRefunds.kind, automaticRefundKinds),
      })
      .returning();
    if (row) return row;
    const [again] = await db
      .update(paymentRefunds)
      .set({
        status: 'pending',
        kind,
        amount: left,
        attempt: sql`${paymentRefunds.attempt} + 1`,
        providerRefundId: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(paymentRefunds.paymentId, payment.id),
          isOneOf(paymentRefunds.kind, automaticRefundKinds),
          eq(paymentRefunds.status, 'failed'),
        ),
      )
      .returning();
    return again;
  } catch (error) {
    if (isConstraintViolation(error, paymentConstraints.refundsWithinPayment)) return undefined;
    throw error;
  }
}

/** The payment's automatic refund (a cancellation's, an orphan's or a duplicate's), if any. */
export async function refundOfPayment(db: Executor, paymentId: string) {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.paymentId, paymentId),
        isOneOf(paymentRefunds.kind, automaticRefundKinds),
      ),
    );
  return row;
}

/** A refund with its payment. */
export async function refundWithPayment(db: Executor, refundId: string) {
  const [row] = await db
    .select({ refund: paymentRefunds, payment: payments })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(paymentRefunds.id, refundId));
  return row;
}

export async function updateRefund(
  db: Executor,
  id: string,
  values: { providerRefundId?: string; status: RefundStatus },
  now: Date,
) {
  await db
    .update(paymentRefunds)
    .set({ ...values, updatedAt: now })
    .where(eq(paymentRefunds.id, id));
}

/** Pending refunds not heard of since `olderThan`, with their payments, for reconciliation. */
export async function stalePendingRefunds(
  db: Executor,
  provider: PaymentProvider,
  olderThan: Date,
  limit: number,
) {
  return db
    .select({ refund: paymentRefunds, payment: payments })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(
      and(
        eq(paymentRefunds.provider, provider),
        eq(paymentRefunds.status, 'pending'),
        lte(paymentRefunds.updatedAt, olderThan),
      ),
    )
    .orderBy(paymentRefunds.updatedAt)
    .limit(limit);
}

/** A refund by the provider's id, with the booking its payment was for and its status. */
export async function refundByProviderId(
  db: Executor,
  provider: PaymentProvider,
  providerRefundId: string,
) {
  const [row] = await db
    .select({
      refund: paymentRefunds,
      bookingId: payments.bookingId,
      paymentStatus: payments.status,
    })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(
      and(
        eq(paymentRefunds.provider, provider),
        eq(paymentRefunds.providerRefundId, providerRefundId),
      ),
    );
  return row;
}

/** Attempts with no result `olderThan`, not asked about since `checkedBefore`. */
export async function unsettledPayments(
  db: Executor,
  provider: PaymentProvider,
  olderThan: Date,
  checkedBefore: Date,
  limit: number,
) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'created'),
        eq(payments.provider, provider),
        sql`${payments.providerPaymentId} is not null`,
        lte(payments.createdAt, olderThan),
        or(isNull(payments.checkedAt), lte(payments.checkedAt, checkedBefore)),
      ),
    )
    .orderBy(payments.createdAt)
    .limit(limit);
}

export async function markChecked(db: Executor, id: string, now: Date) {
  await db.update(payments).set({ checkedAt: now }).where(eq(payments.id, id));
}

/**
 * Payments that took money for a booking that is over without being paid for (cancelled or expired
 * while the bank was answering) or already paid by another (a duplicate), with no refund yet or
 * only a failed one (fewer than `MAX_REFUND_ATTEMPTS`): `ids` limits it to those payments.
 */
export async function orphanedPayments(db: Executor, provider: PaymentProvider, ids?: string[]) {
  return db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(
      paymentRefunds,
      and(
        eq(paymentRefunds.paymentId, payments.id),
        isOneOf(paymentRefunds.kind, automaticRefundKinds),
      ),
    )
    .where(
      and(
        eq(payments.provider, provider),
        or(
          and(
            eq(payments.status, 'succeeded'),
            inArray(bookings.status, ['accepted_customer_cancelation', 'rejected']),
          ),
          eq(payments.failureReason, DUPLICATE_SUCCESS),
        ),
        or(
          isNull(paymentRefunds.id),
          and(eq(paymentRefunds.status, 'failed'), lt(paymentRefunds.attempt, MAX_REFUND_ATTEMPTS)),
        ),
        ...(ids ? [inArray(payments.id, ids)] : []),
      ),
    )
    .limit(50);
}
