import type { ProblemCategory, ProblemResolution } from '@brillo/domain/problem-reports';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../db/client.ts';
import { splitWindowTotal, windowTotal } from '../../db/paged-lists.ts';
import { bookings, paymentRefunds, payments, problemReports, users } from '../../db/schema.ts';

const customers = alias(users, 'customer');
const agents = alias(users, 'agent');
const resolvers = alias(users, 'resolver');

/** A report with its booking and people, as the operators' pages read it. */
const reportColumns = {
  id: problemReports.id,
  status: problemReports.status,
  category: problemReports.category,
  description: problemReports.description,
  createdAt: problemReports.createdAt,
  resolution: problemReports.resolution,
  resolutionAmount: problemReports.resolutionAmount,
  resolutionNote: problemReports.resolutionNote,
  resolvedAt: problemReports.resolvedAt,
  resolvedBy: problemReports.resolvedBy,
  resolverName: resolvers.name,
  bookingId: bookings.id,
  bookingStatus: bookings.status,
  startTime: bookings.bookingStartTime,
  endTime: bookings.bookingEndTime,
  amount: bookings.amount,
  customerId: bookings.customerId,
  customerName: customers.name,
  agentId: bookings.agentId,
  agentName: agents.name,
};

function reportsQuery(db: Executor) {
  return db
    .select({ ...reportColumns, total: windowTotal() })
    .from(problemReports)
    .innerJoin(bookings, eq(bookings.id, problemReports.bookingId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(agents, eq(agents.id, bookings.agentId))
    .leftJoin(resolvers, eq(resolvers.id, problemReports.resolvedBy));
}

export type StoredProblemReport = Omit<Awaited<ReturnType<typeof reportsQuery>>[number], 'total'>;

/** A page of reports: open first ('open' sorts before 'resolved'), then oldest first. */
export async function readReportsPage(db: Executor, page: { limit: number; offset: number }) {
  const rows = await reportsQuery(db)
    .orderBy(asc(problemReports.status), asc(problemReports.createdAt), asc(problemReports.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0 && page.offset > 0) {
    const [count] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(problemReports);
    return { rows: [], total: count?.total ?? 0 };
  }
  return splitWindowTotal(rows);
}

/** One report with its booking and people. */
export async function readReport(db: Executor, id: string) {
  const [row] = await reportsQuery(db).where(eq(problemReports.id, id));
  return row && splitWindowTotal([row]).rows[0];
}

/** The customer's booking, locked to the end of the transaction, with whether a report is open. */
export async function lockCustomerBookingForReport(
  tx: Transaction,
  customerId: string,
  bookingId: string,
) {
  const [booking] = await tx
    .select({ id: bookings.id, status: bookings.status, endTime: bookings.bookingEndTime })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)))
    .for('update');
  if (!booking) return undefined;
  const [open] = await tx
    .select({ id: problemReports.id })
    .from(problemReports)
    .where(and(eq(problemReports.bookingId, bookingId), eq(problemReports.status, 'open')));
  return { ...booking, hasOpenReport: open !== undefined };
}

export async function insertReport(
  tx: Executor,
  values: {
    bookingId: string;
    customerId: string;
    category: ProblemCategory;
    description: string;
    now: Date;
  },
) {
  const [row] = await tx
    .insert(problemReports)
    .values({
      bookingId: values.bookingId,
      customerId: values.customerId,
      category: values.category,
      description: values.description,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error('insertReport: no row returned');
  return row;
}

/** The report's row, locked to the end of the transaction: two resolutions take turns. */
export async function lockReport(tx: Transaction, id: string) {
  const [row] = await tx
    .select()
    .from(problemReports)
    .where(eq(problemReports.id, id))
    .for('update');
  return row;
}

/** Writes the resolution of an open report; answers whether it was open still. */
export async function writeResolution(
  tx: Executor,
  id: string,
  values: {
    resolution: ProblemResolution;
    amount: number;
    note: string;
    refundId: string | null;
    operatorId: string;
    now: Date;
  },
) {
  const rows = await tx
    .update(problemReports)
    .set({
      status: 'resolved',
      resolution: values.resolution,
      resolutionAmount: values.amount,
      resolutionNote: values.note,
      refundId: values.refundId,
      resolvedBy: values.operatorId,
      resolvedAt: values.now,
    })
    .where(and(eq(problemReports.id, id), eq(problemReports.status, 'open')))
    .returning({ id: problemReports.id });
  return rows.length > 0;
}

/**
 * The booking's paid payment with its refunds, the payment's row locked to the end of the
 * transaction: two refunds of one booking at once take turns, the second reading the first's.
 */
export async function lockPaidPayment(tx: Transaction, bookingId: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'succeeded')))
    .for('no key update');
  if (!payment) return undefined;
  const refunds = await tx
    .select({ amount: paymentRefunds.amount, status: paymentRefunds.status })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, payment.id));
  return { payment, refunds };
}

/** The paid payment and refunds of each booking, for the money of the operators' pages. */
export async function readBookingsMoney(db: Executor, bookingIds: string[]) {
  if (bookingIds.length === 0)
    return new Map<
      string,
      { paid: number; refunds: { amount: number; status: 'pending' | 'succeeded' | 'failed' }[] }
    >();
  const paid = await db
    .select({ id: payments.id, bookingId: payments.bookingId, amount: payments.amount })
    .from(payments)
    .where(and(inArray(payments.bookingId, bookingIds), eq(payments.status, 'succeeded')));
  const refunds = paid.length
    ? await db
        .select({
          paymentId: paymentRefunds.paymentId,
          amount: paymentRefunds.amount,
          status: paymentRefunds.status,
        })
        .from(paymentRefunds)
        .where(
          inArray(
            paymentRefunds.paymentId,
            paid.map((payment) => payment.id),
          ),
        )
    : [];
  return new Map(
    paid.map((payment) => [
      payment.bookingId,
      {
        paid: payment.amount,
        refunds: refunds.filter((refund) => refund.paymentId === payment.id),
      },
    ]),
  );
}

/** A booking's customer and agent as the resolution's email reads them. */
export async function readReportForEmail(db: Executor, reportId: string) {
  const [row] = await db
    .select({
      resolution: problemReports.resolution,
      amount: problemReports.resolutionAmount,
      note: problemReports.resolutionNote,
      startTime: bookings.bookingStartTime,
      customerName: customers.name,
      customerEmail: customers.email,
      agentName: agents.name,
      agentEmail: agents.email,
    })
    .from(problemReports)
    .innerJoin(bookings, eq(bookings.id, problemReports.bookingId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(agents, eq(agents.id, bookings.agentId))
    .where(eq(problemReports.id, reportId));
  return row;
}

/**
 * Records a refund of part or all of what is left (a problem's or an operator's), pending, in the
 * caller's transaction; the payments module asks the provider for it once committed. The database
 * refuses it when the payment's refunds would add up to more than it took (migration 0022).
 */
export async function insertRefund(
  tx: Executor,
  payment: { id: string; provider: 'sandbox' | 'fintoc' },
  values: { kind: 'problem' | 'operator'; amount: number; now: Date },
) {
  const [row] = await tx
    .insert(paymentRefunds)
    .values({
      paymentId: payment.id,
      provider: payment.provider,
      amount: values.amount,
      kind: values.kind,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!row) throw new Error('insertRefund: no row returned');
  return row;
}
