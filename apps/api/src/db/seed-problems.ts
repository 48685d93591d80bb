import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { DEMO_BOOKINGS_CUSTOMER } from './seed-bookings.ts';
import { demoOperator } from './seed-data.ts';
import {
  bookings,
  operatorAuditLog,
  paymentRefunds,
  payments,
  problemReports,
  users,
} from './schema.ts';

const HOUR = 60 * 60 * 1000;

/** The demo's problem reports (PD-39), in the demo customer's words and the operator's. */
export const demoProblems = {
  open: {
    category: 'incomplete',
    description: 'No se limpiaron los vidrios de la terraza, que estaban en lo acordado.',
  },
  resolved: {
    category: 'quality',
    description: 'El baño quedó con manchas en la ducha.',
    amount: 10000,
    note: 'Revisamos las fotos: devolvemos una parte del servicio por la limpieza del baño.',
  },
} as const;

/**
 * The demo customer's problem reports (PD-39): one open on the latest finished service, reported
 * two hours after it ended, and one on the service before, resolved by the demo operator with a
 * partial refund (its refund through the sandbox, succeeded, and its audit row). Run inside the
 * seed's transaction, after the payments and the demo operator.
 */
export async function seedDemoProblems(tx: Executor): Promise<void> {
  const [customer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_BOOKINGS_CUSTOMER));
  const [operator] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoOperator.email));
  if (!customer) return;
  const finished = await tx
    .select({ id: bookings.id, endTime: bookings.bookingEndTime, payment: payments })
    .from(bookings)
    .innerJoin(payments, and(eq(payments.bookingId, bookings.id), eq(payments.status, 'succeeded')))
    .where(
      and(
        eq(bookings.customerId, customer.id),
        inArray(bookings.status, ['finished', 'finished_evaluated']),
      ),
    )
    .orderBy(desc(bookings.bookingEndTime))
    .limit(2);
  const [latest, before] = finished;
  if (latest) {
    await tx.insert(problemReports).values({
      bookingId: latest.id,
      customerId: customer.id,
      ...demoProblems.open,
      createdAt: new Date(latest.endTime.getTime() + 2 * HOUR),
    });
  }
  if (!before) return;
  const reportedAt = new Date(before.endTime.getTime() + 3 * HOUR);
  const resolvedAt = new Date(reportedAt.getTime() + 20 * HOUR);
  const { amount, note, ...report } = demoProblems.resolved;
  const [refund] = await tx
    .insert(paymentRefunds)
    .values({
      paymentId: before.payment.id,
      provider: before.payment.provider,
      providerRefundId: `re_sandbox_demo_problem`,
      status: 'succeeded',
      kind: 'problem',
      amount,
      createdAt: resolvedAt,
      updatedAt: resolvedAt,
    })
    .returning({ id: paymentRefunds.id });
  const [resolved] = await tx
    .insert(problemReports)
    .values({
      bookingId: before.id,
      customerId: customer.id,
      ...report,
      createdAt: reportedAt,
      status: 'resolved',
      resolution: 'partial',
      resolutionAmount: amount,
      resolutionNote: note,
      refundId: refund?.id ?? null,
      resolvedBy: operator?.id ?? null,
      resolvedAt,
    })
    .returning({ id: problemReports.id });
  if (!resolved) return;
  await tx.insert(operatorAuditLog).values({
    operatorId: operator?.id ?? null,
    action: 'problem.resolved',
    targetType: 'problem_report',
    targetId: resolved.id,
    reason: note,
    before: { bookingId: before.id, status: 'open' },
    after: { bookingId: before.id, status: 'resolved', resolution: 'partial', amount },
    createdAt: resolvedAt,
  });
}
