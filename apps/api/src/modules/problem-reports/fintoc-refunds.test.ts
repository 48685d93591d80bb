import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../adapters/payments/webhook-signature.ts';
import { PaymentProviderError } from '../../adapters/payments/payment-provider.ts';
import { createTestApp } from '../../../test/app.ts';
import { bearer, signedInAccount } from '../../../test/auth.ts';
import { wholeMinuteClock } from '../../../test/clock.ts';
import { startFintocStandIn } from '../../../test/fintoc-stand-in.ts';
import { signedInOperator } from '../../../test/harness/callers.ts';
import { createBooking, createSlot } from '../../db/factories.ts';
import { bookings, paymentRefunds, payments } from '../../db/schema.ts';

const HOUR_MS = 3_600_000;
const WEBHOOK_SECRET = 'whsec_stand_in_refunds';

/**
 * Partial refunds through Fintoc (PD-39, ADR-081), against the local stand-in: the amount asked is
 * sent, each refund under its own idempotency key, Fintoc's later notice confirms it, and the
 * customer's cancellation then refunds only what is left.
 */
describe('partial refunds through Fintoc (a local stand-in)', async () => {
  const standIn = await startFintocStandIn();
  afterAll(() => standIn.close());
  const clock = wholeMinuteClock();
  const { app, database, deps } = await createTestApp({
    clock,
    settings: {
      FINTOC_SECRET_KEY: standIn.secretKey,
      FINTOC_PUBLIC_KEY: 'pk_test_stand_in',
      FINTOC_WEBHOOK_SECRET: WEBHOOK_SECRET,
      FINTOC_API_URL: standIn.apiUrl,
    },
  });
  const db = database.db;
  const operator = await signedInOperator(db);
  const refundCalls = () => standIn.requests.filter((call) => call.path === '/v1/refunds');

  const notify = (type: string, objectId: string, extra: object = {}) => {
    const rawBody = JSON.stringify({
      id: `evt_${Math.random()}`,
      type,
      mode: 'test',
      created_at: clock.now().toISOString(),
      data: { id: objectId, object: type.split('.')[0], ...extra },
    });
    return app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/fintoc',
      headers: {
        'content-type': 'application/json',
        'fintoc-signature': signWebhook(WEBHOOK_SECRET, rawBody, clock.now()),
      },
      payload: rawBody,
    });
  };

  async function paidBooking() {
    const customer = await signedInAccount(app, db, 'customer', { withProfile: true });
    const agent = await signedInAccount(app, db, 'agent', { withProfile: true });
    const start = new Date(clock.now().getTime() + 72 * HOUR_MS);
    const slot = await createSlot(db, {
      agentId: agent.user.id,
      startTime: start,
      endTime: new Date(start.getTime() + 2 * HOUR_MS),
    });
    const booking = await createBooking(db, {
      customerId: customer.user.id,
      slot,
      status: 'accepted_pending_payment',
    });
    const paid = await app.inject({
      method: 'POST',
      url: '/api/bookings/payment',
      headers: bearer(customer),
      body: { booking_id: booking.id },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [payment] = await db.select().from(payments).where(eq(payments.bookingId, booking.id));
    const intentId = payment?.providerPaymentId ?? '';
    const intent = standIn.intents.get(intentId);
    await notify('payment_intent.succeeded', intentId, {
      amount: intent?.amount,
      currency: intent?.currency,
    });
    return { customer, booking, paymentId: payment?.id ?? '', intentId };
  }
  const refundsOf = (paymentId: string) =>
    db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, paymentId))
      .orderBy(paymentRefunds.createdAt);

  it('sends the amount of a part under its own key, and the cancellation then refunds what is left', async () => {
    standIn.refundStatus = 'pending';
    const { customer, booking, paymentId, intentId } = await paidBooking();
    const part = await app.inject({
      method: 'POST',
      url: `/api/operador/bookings/${booking.id}/refund`,
      headers: bearer(operator),
      body: { refund: 'partial', amount: 7000, reason: 'Llegó una hora tarde' },
    });
    expect(part.statusCode, part.body).toBe(200);
    const [asked] = await refundsOf(paymentId);
    expect(asked).toMatchObject({ kind: 'operator', amount: 7000, status: 'pending' });
    expect(refundCalls().at(-1)).toMatchObject({
      idempotencyKey: `refund-${asked?.id}`,
      body: { resource_type: 'payment_intent', resource_id: intentId, amount: 7000 },
    });
    const made = standIn.refunds.get(asked?.providerRefundId ?? '');
    expect(made).toMatchObject({ object: 'refund', amount: 7000, status: 'pending' });
    if (made) made.status = 'succeeded';
    expect((await notify('refund.succeeded', asked?.providerRefundId ?? '')).statusCode).toBe(200);
    expect((await refundsOf(paymentId))[0]).toMatchObject({ status: 'succeeded' });

    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/customers/bookings/${booking.id}`,
      headers: bearer(customer),
      body: { status: 'accepted_customer_cancelation' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const rest = booking.amount - 7000;
    expect(refundCalls().at(-1)).toMatchObject({
      idempotencyKey: `refund-${paymentId}-1`,
      body: { amount: rest },
    });
    const both = await refundsOf(paymentId);
    expect(both.map((refund) => [refund.kind, refund.amount])).toEqual([
      ['operator', 7000],
      ['cancellation', rest],
    ]);
    await notify('refund.succeeded', both[1]?.providerRefundId ?? '');
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'accepted_customer_cancelation', reason: 'refunded' });
  });

  it('answers the same refund for a repeated key, and refuses refunds above what the intent took', async () => {
    standIn.refundStatus = 'succeeded';
    const { booking, intentId, paymentId } = await paidBooking();
    const provider = deps.paymentProvider;
    const first = await provider.refund({ intentId, amount: 1000, paymentId, key: 'refund-k1' });
    const again = await provider.refund({ intentId, amount: 1000, paymentId, key: 'refund-k1' });
    expect(again).toEqual(first);
    await expect(
      provider.refund({ intentId, amount: booking.amount, paymentId, key: 'refund-k2' }),
    ).rejects.toSatisfy((error) => error instanceof PaymentProviderError && error.refused);
  });
});
