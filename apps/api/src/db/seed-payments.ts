import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from './client.ts';
import { bookings, paymentEvents, payments, users } from './schema.ts';

/**
 * The demo bookings' payment records (ADR-040): every paid demo booking has a sandbox payment that
 * succeeded, with the notification that settled it, and the failed one a rejected attempt, so
 * that support's question "did I pay?" has an answer in the demo data too. Run inside the seed's
 * transaction, after the bookings.
 */
export async function seedDemoPayments(db: Database, now: Date): Promise<void> {
  const rows = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      amount: bookings.amount,
      decidedAt: bookings.decidedAt,
      agentName: users.name,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.agentId))
    .where(
      inArray(bookings.status, [
        'accepted_payment_success',
        'accepted_payment_failed',
        'finished',
        'finished_evaluated',
      ]),
    );
  for (const [index, booking] of rows.entries()) {
    const succeeded = booking.status !== 'accepted_payment_failed';
    // Paid an hour after the agent accepted (a past service on its day), never after now.
    const settledAt = booking.decidedAt
      ? new Date(Math.min(booking.decidedAt.getTime() + 60 * 60 * 1000, now.getTime()))
      : now;
    const intentId = `pi_sandbox_demo_${index + 1}`;
    const [payment] = await db
      .insert(payments)
      .values({
        bookingId: booking.id,
        provider: 'sandbox',
        providerPaymentId: intentId,
        status: succeeded ? 'succeeded' : 'failed',
        failureReason: succeeded ? null : 'rejected',
        amount: booking.amount,
        currency: 'clp',
        description: paymentsTexts.api.description(booking.agentName),
        settledAt,
      })
      .returning({ id: payments.id });
    if (!payment) continue;
    const type = succeeded ? 'payment_intent.succeeded' : 'payment_intent.rejected';
    await db.insert(paymentEvents).values({
      paymentId: payment.id,
      provider: 'sandbox',
      providerEventId: `evt_sandbox_demo_${index + 1}`,
      providerPaymentId: intentId,
      type,
      outcome: 'applied',
      payload: { id: `evt_sandbox_demo_${index + 1}`, type, data: { id: intentId } },
      receivedAt: settledAt,
    });
  }
}
