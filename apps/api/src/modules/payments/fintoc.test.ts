import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../adapters/payments/webhook-signature.ts';
import { createTestApp } from '../../../test/app.ts';
import { signedInAccount } from '../../../test/auth.ts';
import { manualClock } from '../../../test/clock.ts';
import { startFintocStandIn } from '../../../test/fintoc-stand-in.ts';
import { createBooking, createSlot } from '../../db/factories.ts';
import { bookings, paymentEvents, paymentRefunds, payments } from '../../db/schema.ts';
import { securityHeaders } from '../../plugins/security.ts';
import { createEarningsLedger } from '../../db/ledger.ts';
import { createPaymentsService } from './service.ts';

const HOUR_MS = 3_600_000;

/** The value, failing the test when it is missing. */
function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}
const WEBHOOK_SECRET = 'whsec_stand_in';
type Account = Awaited<ReturnType<typeof signedInAccount>>;

describe('payments through Fintoc (a local stand-in)', async () => {
  const standIn = await startFintocStandIn();
  afterAll(() => standIn.close());
  const clock = manualClock(new Date(Math.floor(Date.now() / 60_000) * 60_000));
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
  const as = (account: Account) => ({ authorization: `Bearer ${account.token}` });

  async function acceptedBooking(startsIn = 72) {
    const customer = await signedInAccount(app, db, 'customer', { withProfile: true });
    const agent = await signedInAccount(app, db, 'agent', { withProfile: true });
    const start = new Date(clock.now().getTime() + startsIn * HOUR_MS);
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
    return { customer, booking };
  }
  const pay = (customer: Account, bookingId: string) =>
    app.inject({
      method: 'POST',
      url: '/api/bookings/payment',
      headers: as(customer),
      body: { booking_id: bookingId, amount: 10 },
    });
  /** A signed notification; an intent's carries its amount and currency as Fintoc's do. */
  const notify = (
    type: string,
    objectId: string,
    eventId = `evt_${Math.random()}`,
    charged?: { amount: number; currency: string },
  ) => {
    const intent = standIn.intents.get(objectId);
    const rawBody = JSON.stringify({
      id: eventId,
      type,
      mode: 'test',
      created_at: clock.now().toISOString(),
      data: {
        id: objectId,
        object: type.split('.')[0],
        ...(charged ?? (intent ? { amount: intent.amount, currency: intent.currency } : {})),
      },
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
  const statusOf = async (id: string) =>
    (await db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status;
  const paymentOf = async (bookingId: string) =>
    present((await db.select().from(payments).where(eq(payments.bookingId, bookingId)))[0]);
  const intentOf = async (bookingId: string) =>
    present((await paymentOf(bookingId)).providerPaymentId);
  const cancel = (customer: Account, bookingId: string) =>
    app.inject({
      method: 'PATCH',
      url: `/api/customers/bookings/${bookingId}`,
      headers: as(customer),
      body: { status: 'accepted_customer_cancelation' },
    });
  const refundOf = async (paymentId: string) =>
    present(
      (await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId)))[0],
    );
  const refundCalls = () => standIn.requests.filter((call) => call.path === '/v1/refunds');
  const warnings: string[] = [];
  const logger = {
    warn: (_: object, message: string) => warnings.push(message),
    error: () => undefined,
  };
  const service = createPaymentsService({
    db,
    clock,
    onBookingChange: deps.onBookingChange,
    provider: deps.paymentProvider,
    logger,
    ledger: createEarningsLedger({ commissionPercent: 15 }),
  });
  /** Runs reconciliation 16 minutes later, then comes back. */
  async function reconcileLater() {
    clock.advance(16 * 60_000);
    try {
      await service.reconcile(logger);
    } finally {
      clock.advance(-16 * 60_000);
    }
  }

  /**
   * A booking with two live intents: the first paid it (the second was opened after the reuse
   * window, as when the customer went back to the bank).
   */
  async function paidWithSecondIntent() {
    const { customer, booking } = await acceptedBooking();
    await pay(customer, booking.id);
    const first = await intentOf(booking.id);
    clock.advance(11 * 60_000);
    try {
      expect((await pay(customer, booking.id)).statusCode).toBe(200);
    } finally {
      clock.advance(-11 * 60_000);
    }
    const rows = await db.select().from(payments).where(eq(payments.bookingId, booking.id));
    const second = present(rows.find((row) => row.providerPaymentId !== first));
    expect((await notify('payment_intent.succeeded', first)).statusCode).toBe(200);
    expect(await statusOf(booking.id)).toBe('accepted_payment_success');
    return { customer, booking, second, secondIntent: present(second.providerPaymentId) };
  }
  /**
   * A paid booking whose cancellation's refund Fintoc answers with `refundStatus`, or not at all:
   * `down` (503, nothing made) or `drop` (made, the connection dropped).
   */
  async function cancelledPaid(
    refundStatus: 'pending' | 'succeeded' | 'failed' | 'canceled',
    trouble?: 'down' | 'drop',
  ) {
    const { customer, booking } = await acceptedBooking(72);
    await pay(customer, booking.id);
    const payment = await paymentOf(booking.id);
    await notify('payment_intent.succeeded', present(payment.providerPaymentId));
    standIn.refundStatus = refundStatus;
    standIn.down = trouble === 'down';
    standIn.dropRefundAnswers = trouble === 'drop';
    try {
      return { customer, booking, payment, cancel: await cancel(customer, booking.id) };
    } finally {
      standIn.refundStatus = 'pending';
      standIn.down = false;
      standIn.dropRefundAnswers = false;
    }
  }

  it('creates an intent with the secret key and the server amount in integer CLP', async () => {
    const { customer, booking } = await acceptedBooking();
    const response = await pay(customer, booking.id);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ widget_token: string; public_key: string; provider: string }>();
    expect(answer.provider).toBe('fintoc');
    expect(answer.public_key).toBe('pk_test_stand_in');
    const call = present(standIn.requests.at(-1));
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      authorization: standIn.secretKey,
      body: { amount: booking.amount, currency: 'CLP' },
    });
    const intent = [...standIn.intents.values()].find(
      (candidate) => candidate.widget_token === answer.widget_token,
    );
    expect(intent?.metadata).toMatchObject({ booking_id: booking.id });
    // A second call reuses the live intent: no new call to Fintoc.
    const calls = standIn.requests.length;
    expect((await pay(customer, booking.id)).json()).toMatchObject({
      widget_token: answer.widget_token,
    });
    expect(standIn.requests).toHaveLength(calls);
  });

  it('applies succeeded, and failed/rejected/expired as a failure that can be retried', async () => {
    const { customer, booking } = await acceptedBooking();
    await pay(customer, booking.id);
    const first = await intentOf(booking.id);
    expect((await notify('payment_intent.rejected', first)).statusCode).toBe(200);
    expect(await statusOf(booking.id)).toBe('accepted_payment_failed');
    expect((await paymentOf(booking.id))?.failureReason).toBe('rejected');
    const retry = await pay(customer, booking.id);
    expect(retry.statusCode).toBe(200);
    const rows = await db.select().from(payments).where(eq(payments.bookingId, booking.id));
    const second = present(present(rows.find((row) => row.status === 'created')).providerPaymentId);
    expect((await notify('payment_intent.succeeded', second)).statusCode).toBe(200);
    expect(await statusOf(booking.id)).toBe('accepted_payment_success');
    // An older expiry of the first attempt arriving now changes nothing.
    await notify('payment_intent.expired', first);
    expect(await statusOf(booking.id)).toBe('accepted_payment_success');
  });

  it('answers 503 and keeps nothing reusable when Fintoc is down', async () => {
    const { customer, booking } = await acceptedBooking();
    standIn.down = true;
    try {
      const response = await pay(customer, booking.id);
      expect(response.statusCode).toBe(503);
    } finally {
      standIn.down = false;
    }
    expect((await paymentOf(booking.id))?.status).toBe('failed');
    expect((await pay(customer, booking.id)).statusCode).toBe(200);
  });

  it('refunds a paid cancellation and cancels it when Fintoc confirms the refund', async () => {
    const { customer, booking } = await acceptedBooking(72);
    await pay(customer, booking.id);
    const payment = await paymentOf(booking.id);
    await notify('payment_intent.succeeded', present(payment.providerPaymentId));
    standIn.refundStatus = 'pending';
    const cancel = await app.inject({
      method: 'PATCH',
      url: `/api/customers/bookings/${booking.id}`,
      headers: as(customer),
      body: { status: 'accepted_customer_cancelation' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Asked, not yet confirmed: still paid.
    expect(cancel.json()).toMatchObject({ status: 'accepted_payment_success' });
    const refundCall = present(standIn.requests.at(-1));
    expect(refundCall).toMatchObject({
      path: '/v1/refunds',
      body: {
        resource_type: 'payment_intent',
        resource_id: payment.providerPaymentId,
        amount: booking.amount,
      },
    });
    const [refund] = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.id));
    expect(refund?.status).toBe('pending');
    // Asking again does not refund twice.
    await app.inject({
      method: 'PATCH',
      url: `/api/customers/bookings/${booking.id}`,
      headers: as(customer),
      body: { status: 'accepted_customer_cancelation' },
    });
    expect(standIn.requests.filter((call) => call.path === '/v1/refunds')).toHaveLength(1);
    await notify('refund.succeeded', present(present(refund).providerRefundId));
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'accepted_customer_cancelation', reason: 'refunded' });
  });

  it('reconciles an intent whose notification never came, after 15 minutes', async () => {
    const { customer, booking } = await acceptedBooking();
    await pay(customer, booking.id);
    const payment = await paymentOf(booking.id);
    present(standIn.intents.get(present(payment.providerPaymentId))).status = 'succeeded';
    const service = createPaymentsService({
      db,
      clock,
      onBookingChange: deps.onBookingChange,
      provider: deps.paymentProvider,
      ledger: createEarningsLedger({ commissionPercent: 15 }),
    });
    const logger = { warn: () => undefined, error: () => undefined };
    await service.reconcile(logger);
    expect(await statusOf(booking.id)).toBe('accepted_pending_payment');
    clock.advance(16 * 60_000);
    await service.reconcile(logger);
    expect(await statusOf(booking.id)).toBe('accepted_payment_success');
    // A late notification of the same result changes nothing.
    expect(
      (await notify('payment_intent.succeeded', present(payment.providerPaymentId))).statusCode,
    ).toBe(200);
    clock.advance(-16 * 60_000);
  });

  it('refunds a duplicate payment without cancelling the booking the first one paid', async () => {
    const { booking, second, secondIntent } = await paidWithSecondIntent();
    standIn.refundStatus = 'pending';
    await notify('payment_intent.succeeded', secondIntent);
    const refund = await refundOf(second.id);
    expect(refund).toMatchObject({ status: 'pending', kind: 'duplicate', attempt: 1 });
    expect((await notify('refund.succeeded', present(refund.providerRefundId))).statusCode).toBe(
      200,
    );
    expect(await refundOf(second.id)).toMatchObject({ status: 'succeeded' });
    expect(await statusOf(booking.id)).toBe('accepted_payment_success');
  });

  it('refunds a duplicate payment whose rejection arrived before its success', async () => {
    const { booking, second, secondIntent } = await paidWithSecondIntent();
    await notify('payment_intent.rejected', secondIntent);
    expect(await paymentOf(booking.id)).toBeDefined();
    const calls = refundCalls().length;
    await notify('payment_intent.succeeded', secondIntent);
    const after = present((await db.select().from(payments).where(eq(payments.id, second.id)))[0]);
    expect(after).toMatchObject({ status: 'failed', failureReason: 'duplicate_success' });
    expect(await refundOf(second.id)).toMatchObject({ kind: 'duplicate', status: 'pending' });
    expect(refundCalls()).toHaveLength(calls + 1);
    expect(present(refundCalls().at(-1)).body).toMatchObject({ resource_id: secondIntent });
    // A replay of the success asks nothing again.
    await notify('payment_intent.succeeded', secondIntent);
    expect(refundCalls()).toHaveLength(calls + 1);
    expect(await statusOf(booking.id)).toBe('accepted_payment_success');
  });

  it('lets the customer cancel again after a refund failed, with a new idempotency key', async () => {
    const { customer, booking, payment, cancel: first } = await cancelledPaid('pending');
    expect(first.statusCode).toBe(200);
    const refund = await refundOf(payment.id);
    const firstKey = present(refundCalls().at(-1)).idempotencyKey;
    expect(firstKey).toBe(`refund-${payment.id}-1`);
    warnings.length = 0;
    await notify('refund.failed', present(refund.providerRefundId));
    expect(await refundOf(payment.id)).toMatchObject({ status: 'failed' });
    expect(await statusOf(booking.id)).toBe('accepted_payment_success');
    const again = await cancel(customer, booking.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(present(refundCalls().at(-1)).idempotencyKey).toBe(`refund-${payment.id}-2`);
    const retried = await refundOf(payment.id);
    expect(retried).toMatchObject({ status: 'pending', attempt: 2, kind: 'cancellation' });
    await notify('refund.succeeded', present(retried.providerRefundId));
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'accepted_customer_cancelation', reason: 'refunded' });
  });

  it('counts a success of a refund after its failure (money moved)', async () => {
    const { booking, payment } = await cancelledPaid('pending');
    const refundId = present((await refundOf(payment.id)).providerRefundId);
    await notify('refund.failed', refundId);
    await notify('refund.succeeded', refundId);
    expect(await refundOf(payment.id)).toMatchObject({ status: 'succeeded' });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'accepted_customer_cancelation', reason: 'refunded' });
  });

  it('retries a failed duplicate refund at the next reconciliation', async () => {
    const { second, secondIntent } = await paidWithSecondIntent();
    await notify('payment_intent.succeeded', secondIntent);
    const refund = await refundOf(second.id);
    await notify('refund.failed', present(refund.providerRefundId));
    expect(await refundOf(second.id)).toMatchObject({ status: 'failed', attempt: 1 });
    await service.reconcile(logger);
    expect(await refundOf(second.id)).toMatchObject({ status: 'pending', attempt: 2 });
    expect(present(refundCalls().at(-1)).idempotencyKey).toBe(`refund-${second.id}-2`);
  });

  it('treats a canceled refund as failed, answered or notified', async () => {
    const answered = await cancelledPaid('canceled');
    expect(answered.cancel.statusCode).toBe(409);
    expect(answered.cancel.json()).toMatchObject({ error: { code: 'REFUND_FAILED' } });
    expect(await refundOf(answered.payment.id)).toMatchObject({ status: 'failed' });
    expect((await cancel(answered.customer, answered.booking.id)).statusCode).toBe(200);
    const notified = await cancelledPaid('pending');
    const refund = await refundOf(notified.payment.id);
    await notify('refund.canceled', present(refund.providerRefundId));
    expect(await refundOf(notified.payment.id)).toMatchObject({ status: 'failed' });
    expect(await statusOf(notified.booking.id)).toBe('accepted_payment_success');
  });

  it('keeps an unanswered refund pending and finds it at Fintoc after 15 minutes', async () => {
    const cancelled = await cancelledPaid('pending', 'drop');
    const { booking, payment } = cancelled;
    expect(cancelled.cancel.statusCode, cancelled.cancel.body).toBe(200);
    expect(await refundOf(payment.id)).toMatchObject({ status: 'pending', providerRefundId: null });
    // Fintoc did make it, and has since paid it back.
    const made = present(
      [...standIn.refunds.values()].find(
        (refund) => refund.resource_id === payment.providerPaymentId,
      ),
    );
    made.status = 'succeeded';
    await service.reconcile(logger);
    expect(await statusOf(booking.id)).toBe('accepted_payment_success');
    await reconcileLater();
    expect(await refundOf(payment.id)).toMatchObject({
      status: 'succeeded',
      providerRefundId: made.id,
    });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'accepted_customer_cancelation', reason: 'refunded' });
    // The notification arriving late changes nothing.
    await notify('refund.succeeded', made.id);
    expect(await refundOf(payment.id)).toMatchObject({ status: 'succeeded' });
  });

  it('asks again for a refund Fintoc never received, as a new attempt', async () => {
    const { payment, cancel: answer } = await cancelledPaid('pending', 'down');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await refundOf(payment.id)).toMatchObject({ status: 'pending', providerRefundId: null });
    await reconcileLater();
    expect(await refundOf(payment.id)).toMatchObject({ status: 'pending', attempt: 2 });
    expect(present(refundCalls().at(-1)).idempotencyKey).toBe(`refund-${payment.id}-2`);
  });

  it('records and does not apply a success whose amount or currency is not the payment', async () => {
    const { customer, booking } = await acceptedBooking();
    await pay(customer, booking.id);
    const intent = await intentOf(booking.id);
    const wrongAmount = await notify('payment_intent.succeeded', intent, 'evt_wrong_amount', {
      amount: booking.amount - 1,
      currency: 'CLP',
    });
    expect(wrongAmount.statusCode).toBe(200);
    await notify('payment_intent.succeeded', intent, 'evt_wrong_currency', {
      amount: booking.amount,
      currency: 'USD',
    });
    expect(await statusOf(booking.id)).toBe('accepted_pending_payment');
    expect((await paymentOf(booking.id)).status).toBe('created');
    const events = await db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerPaymentId, intent));
    expect(events.map((row) => row.outcome)).toEqual(['amount_mismatch', 'amount_mismatch']);
    await notify('payment_intent.succeeded', intent);
    expect(await statusOf(booking.id)).toBe('accepted_payment_success');
  });

  it('does not apply a reconciled success whose amount is not the payment', async () => {
    const { customer, booking } = await acceptedBooking();
    await pay(customer, booking.id);
    const intentId = await intentOf(booking.id);
    const intent = present(standIn.intents.get(intentId));
    intent.status = 'succeeded';
    intent.amount = booking.amount - 1;
    await reconcileLater();
    expect(await statusOf(booking.id)).toBe('accepted_pending_payment');
    const events = await db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerPaymentId, intentId));
    expect(events.map((row) => row.outcome)).toEqual(['amount_mismatch']);
  });

  it("allows Fintoc's widget origins in the CSP only with the Fintoc provider", () => {
    const fintoc = securityHeaders({ isProduction: true, paymentProvider: 'fintoc' });
    expect(fintoc['content-security-policy']).toMatch(
      /script-src 'self' https:\/\/js\.fintoc\.com/,
    );
    expect(fintoc['content-security-policy']).toMatch(/frame-src https:\/\/js\.fintoc\.com/);
    const sandbox = securityHeaders({ isProduction: false, paymentProvider: 'sandbox' });
    expect(sandbox['content-security-policy']).not.toMatch(/fintoc/);
  });
});
