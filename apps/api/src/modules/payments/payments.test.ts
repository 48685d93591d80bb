import type { BookingStatus } from '@brillo/domain/enums';
import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signWebhook } from '../../adapters/payments/webhook-signature.ts';
import { createTestApp } from '../../../test/app.ts';
import { signedInAccount } from '../../../test/auth.ts';
import { manualClock } from '../../../test/clock.ts';
import { createBooking, createSlot } from '../../db/factories.ts';
import { bookings, paymentEvents, paymentRefunds, payments } from '../../db/schema.ts';

const HOUR_MS = 3_600_000;

/** The value, failing the test when it is missing. */
function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}
const { api } = paymentsTexts;
type Account = Awaited<ReturnType<typeof signedInAccount>>;
type Inject = { statusCode: number; body: string; json: () => unknown };

describe('payments through the sandbox bank', async () => {
  // A whole minute: slots start on one.
  const clock = manualClock(new Date(Math.floor(Date.now() / 60_000) * 60_000));
  const { app, database, deps } = await createTestApp({ clock });
  const db = database.db;
  const secret = deps.paymentProvider.webhookSecret;
  const as = (account: Account | null) =>
    account ? { authorization: `Bearer ${account.token}` } : {};

  const newAgent = () => signedInAccount(app, db, 'agent', { withProfile: true });
  const newCustomer = () => signedInAccount(app, db, 'customer', { withProfile: true });

  async function bookingOf(customer: Account, status: BookingStatus, startsIn = 48) {
    const agent = await newAgent();
    const start = new Date(clock.now().getTime() + startsIn * HOUR_MS);
    const slot = await createSlot(db, {
      agentId: agent.user.id,
      startTime: start,
      endTime: new Date(start.getTime() + 3 * HOUR_MS),
    });
    return createBooking(db, { customerId: customer.user.id, slot, status });
  }

  const pay = (account: Account | null, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/bookings/payment', headers: as(account), body });
  const settle = (account: Account | null, token: string, outcome: string) =>
    app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/intents/${token}/settle`,
      headers: as(account),
      body: { outcome, bank: 'BancoEstado' },
    });
  const webhook = (rawBody: string, signature?: string, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: {
        'content-type': contentType,
        ...(signature === undefined ? {} : { 'fintoc-signature': signature }),
      },
      payload: rawBody,
    });
  const event = (id: string, type: string, intentId: string, amount?: number) =>
    JSON.stringify({
      id,
      type,
      mode: 'test',
      data: {
        id: intentId,
        object: 'payment_intent',
        ...(amount === undefined ? {} : { amount, currency: 'CLP' }),
      },
    });
  const signed = (rawBody: string, at = clock.now()) =>
    webhook(rawBody, signWebhook(secret, rawBody, at));

  async function statusOf(id: string) {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    return row?.status;
  }
  async function paymentsOf(bookingId: string) {
    return db.select().from(payments).where(eq(payments.bookingId, bookingId));
  }
  function ok(response: Inject) {
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Record<string, unknown>;
  }

  describe('POST /api/bookings/payment', () => {
    it('charges the booking amount, whatever the body says, and reuses the live intent', async () => {
      const customer = await newCustomer();
      const booking = await bookingOf(customer, 'accepted_pending_payment');
      const first = ok(await pay(customer, { booking_id: booking.id, amount: 1, currency: 'usd' }));
      expect(first).toMatchObject({
        provider: 'sandbox',
        amount: booking.amount,
        currency: 'clp',
        public_key: null,
      });
      expect(first.widget_token).toMatch(/^sandbox_wt_/);
      const again = ok(await pay(customer, { booking_id: booking.id }));
      expect(again.widget_token).toBe(first.widget_token);
      const rows = await paymentsOf(booking.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ amount: booking.amount, status: 'created', currency: 'clp' });
    });

    it('makes one intent of simultaneous calls for the same booking', async () => {
      const customer = await newCustomer();
      const booking = await bookingOf(customer, 'accepted_pending_payment');
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => pay(customer, { booking_id: booking.id })),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
      expect(statuses).toContain(200);
      const tokens = new Set(
        answers
          .filter((answer) => answer.statusCode === 200)
          .map((answer) => (answer.json() as { widget_token: string }).widget_token),
      );
      expect(tokens.size).toBe(1);
      expect(await paymentsOf(booking.id)).toHaveLength(1);
    });

    it("refuses someone else's, a pending, a paid or an unknown booking, and bad bodies", async () => {
      const customer = await newCustomer();
      const stranger = await newCustomer();
      const agent = await newAgent();
      const open = await bookingOf(customer, 'accepted_pending_payment');
      expect((await pay(null, { booking_id: open.id })).statusCode).toBe(401);
      expect((await pay(agent, { booking_id: open.id })).statusCode).toBe(403);
      expect((await pay(stranger, { booking_id: open.id })).statusCode).toBe(404);
      expect((await pay(customer, { booking_id: 'nope' })).statusCode).toBe(404);
      expect((await pay(customer, {})).statusCode).toBe(400);
      const pending = await bookingOf(customer, 'pending');
      const refused = await pay(customer, { booking_id: pending.id });
      expect(refused.statusCode).toBe(409);
      expect((refused.json() as { error: { message: string } }).error.message).toBe(
        api.notPayableYet,
      );
      const paid = await bookingOf(customer, 'accepted_payment_success');
      const paidAnswer = await pay(customer, { booking_id: paid.id });
      expect(paidAnswer.statusCode).toBe(409);
      expect((paidAnswer.json() as { error: { message: string } }).error.message).toBe(
        api.alreadyPaid,
      );
      expect(await paymentsOf(open.id)).toHaveLength(0);
      expect(await paymentsOf(pending.id)).toHaveLength(0);
    });
  });

  describe('the sandbox bank', () => {
    it('approves: the signed notification makes the booking paid, once', async () => {
      const customer = await newCustomer();
      const booking = await bookingOf(customer, 'accepted_pending_payment');
      const { widget_token: token } = ok(await pay(customer, { booking_id: booking.id }));
      const intent = ok(
        await app.inject({
          method: 'GET',
          url: `/api/payments/sandbox/intents/${String(token)}`,
          headers: as(customer),
        }),
      );
      expect(intent).toMatchObject({
        amount: booking.amount,
        booking_id: booking.id,
        status: 'created',
      });
      const answer = ok(await settle(customer, String(token), 'succeeded'));
      expect(answer).toMatchObject({
        booking_status: 'accepted_payment_success',
        payment_status: 'succeeded',
      });
      expect(await statusOf(booking.id)).toBe('accepted_payment_success');
      const [event] = await db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, present((await paymentsOf(booking.id))[0]).id));
      expect(event).toMatchObject({ type: 'payment_intent.succeeded', outcome: 'applied' });
      // Settled intents cannot be settled again, and the booking is not payable any more.
      expect((await settle(customer, String(token), 'rejected')).statusCode).toBe(409);
      expect((await pay(customer, { booking_id: booking.id })).statusCode).toBe(409);
      const read = ok(
        await app.inject({
          method: 'GET',
          url: `/api/bookings/${booking.id}/payment`,
          headers: as(customer),
        }),
      );
      expect(read).toMatchObject({
        booking_status: 'accepted_payment_success',
        payment_status: 'succeeded',
      });
    });

    it('declines: the booking shows the failure, and a retry with a new intent can pay it', async () => {
      const customer = await newCustomer();
      const booking = await bookingOf(customer, 'accepted_pending_payment');
      const first = ok(await pay(customer, { booking_id: booking.id }));
      ok(await settle(customer, String(first.widget_token), 'rejected'));
      expect(await statusOf(booking.id)).toBe('accepted_payment_failed');
      const retry = ok(await pay(customer, { booking_id: booking.id }));
      expect(retry.widget_token).not.toBe(first.widget_token);
      ok(await settle(customer, String(retry.widget_token), 'succeeded'));
      expect(await statusOf(booking.id)).toBe('accepted_payment_success');
      const rows = await paymentsOf(booking.id);
      expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'succeeded']);
    });

    it("keeps another customer's intent to its owner", async () => {
      const customer = await newCustomer();
      const stranger = await newCustomer();
      const booking = await bookingOf(customer, 'accepted_pending_payment');
      const { widget_token: token } = ok(await pay(customer, { booking_id: booking.id }));
      expect((await settle(stranger, String(token), 'succeeded')).statusCode).toBe(404);
      expect((await settle(null, String(token), 'succeeded')).statusCode).toBe(401);
      expect((await settle(customer, String(token), 'maybe')).statusCode).toBe(400);
      expect(await statusOf(booking.id)).toBe('accepted_pending_payment');
    });
  });

  describe('POST /api/payments/webhooks/sandbox', () => {
    async function openIntent() {
      const customer = await newCustomer();
      const booking = await bookingOf(customer, 'accepted_pending_payment');
      ok(await pay(customer, { booking_id: booking.id }));
      const [payment] = await paymentsOf(booking.id);
      return { customer, booking, intentId: present(present(payment).providerPaymentId) };
    }
    const eventsOf = (intentId: string) =>
      db.select().from(paymentEvents).where(eq(paymentEvents.providerPaymentId, intentId));

    it('applies a replay once, and an older failure never downgrades a paid booking', async () => {
      const { booking, intentId } = await openIntent();
      const succeeded = event(
        `evt_${intentId}_ok`,
        'payment_intent.succeeded',
        intentId,
        booking.amount,
      );
      ok(await signed(succeeded));
      ok(await signed(succeeded));
      ok(await signed(event(`evt_${intentId}_late`, 'payment_intent.failed', intentId)));
      expect(await statusOf(booking.id)).toBe('accepted_payment_success');
      expect(present((await paymentsOf(booking.id))[0]).status).toBe('succeeded');
      const outcomes = (await eventsOf(intentId)).map((row) => row.outcome).sort();
      expect(outcomes).toEqual(['applied', 'no_change']);
    });

    it('lets a success arriving after a failure of the same intent win (money moved)', async () => {
      const { booking, intentId } = await openIntent();
      ok(await signed(event(`evt_${intentId}_f`, 'payment_intent.expired', intentId)));
      expect(await statusOf(booking.id)).toBe('accepted_payment_failed');
      ok(
        await signed(
          event(`evt_${intentId}_s`, 'payment_intent.succeeded', intentId, booking.amount),
        ),
      );
      expect(await statusOf(booking.id)).toBe('accepted_payment_success');
    });

    it('applies exactly one of concurrent duplicate notifications', async () => {
      const { booking, intentId } = await openIntent();
      const body = event(
        `evt_${intentId}_dup`,
        'payment_intent.succeeded',
        intentId,
        booking.amount,
      );
      const answers = await Promise.all(Array.from({ length: 6 }, () => signed(body)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      const rows = await eventsOf(intentId);
      expect(rows).toHaveLength(1);
      expect(present(rows[0]).outcome).toBe('applied');
      expect(await statusOf(booking.id)).toBe('accepted_payment_success');
    });

    it('gives the money back when the bank confirms after the booking expired', async () => {
      const { booking, intentId } = await openIntent();
      await db
        .update(bookings)
        .set({ status: 'accepted_customer_cancelation', reason: 'payment_expired' })
        .where(eq(bookings.id, booking.id));
      ok(
        await signed(
          event(`evt_${intentId}_late_ok`, 'payment_intent.succeeded', intentId, booking.amount),
        ),
      );
      expect(await statusOf(booking.id)).toBe('accepted_customer_cancelation');
      const payment = present((await paymentsOf(booking.id))[0]);
      expect(payment.status).toBe('succeeded');
      const refunds = await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, payment.id));
      expect(refunds).toMatchObject([{ status: 'succeeded', amount: booking.amount }]);
    });

    it('keeps a booking paid once: a second attempt that also succeeds is refunded', async () => {
      const { customer, booking, intentId } = await openIntent();
      // The first intent is older than the reuse window: a second one is made.
      clock.advance(11 * 60_000);
      try {
        ok(await pay(customer, { booking_id: booking.id }));
        const second = present(
          (await paymentsOf(booking.id)).find((row) => row.providerPaymentId !== intentId),
        );
        const secondIntent = present(second.providerPaymentId);
        ok(
          await signed(
            event(
              `evt_${secondIntent}_ok`,
              'payment_intent.succeeded',
              secondIntent,
              booking.amount,
            ),
          ),
        );
        ok(
          await signed(
            event(`evt_${intentId}_ok2`, 'payment_intent.succeeded', intentId, booking.amount),
          ),
        );
        expect(await statusOf(booking.id)).toBe('accepted_payment_success');
        const first = present(
          (await paymentsOf(booking.id)).find((row) => row.providerPaymentId === intentId),
        );
        expect(first).toMatchObject({ status: 'failed', failureReason: 'duplicate_success' });
        const refunds = await db
          .select()
          .from(paymentRefunds)
          .where(eq(paymentRefunds.paymentId, first.id));
        expect(refunds).toMatchObject([{ status: 'succeeded' }]);
      } finally {
        clock.advance(-11 * 60_000);
      }
    });

    it('applies two attempts succeeding together one after the other: both acknowledged, one refunded', async () => {
      // Each round: a second attempt made past the reuse window, both paid, both notifications sent
      // at once. On PostgreSQL they race on the booking; on PGlite they run one after the other.
      for (let round = 0; round < 4; round += 1) {
        const { customer, booking, intentId } = await openIntent();
        clock.advance(11 * 60_000);
        try {
          ok(await pay(customer, { booking_id: booking.id }));
          const second = present(
            (await paymentsOf(booking.id)).find((row) => row.providerPaymentId !== intentId),
          );
          const intents = [intentId, present(second.providerPaymentId)];
          const answers = await Promise.all(
            intents.map((intent) =>
              signed(
                event(`evt_${intent}_together`, 'payment_intent.succeeded', intent, booking.amount),
              ),
            ),
          );
          expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
          expect(await statusOf(booking.id)).toBe('accepted_payment_success');
          const rows = await paymentsOf(booking.id);
          expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'succeeded']);
          const duplicate = present(rows.find((row) => row.status === 'failed'));
          expect(duplicate.failureReason).toBe('duplicate_success');
          const refunds = await db
            .select()
            .from(paymentRefunds)
            .where(eq(paymentRefunds.paymentId, duplicate.id));
          expect(refunds).toMatchObject([{ kind: 'duplicate', status: 'succeeded' }]);
          for (const intent of intents) {
            expect((await eventsOf(intent)).map((row) => row.outcome)).toEqual(['applied']);
          }
        } finally {
          clock.advance(-11 * 60_000);
        }
      }
    });

    it('records and acknowledges unknown intents and unknown event types', async () => {
      ok(await signed(event('evt_unknown_intent', 'payment_intent.succeeded', 'pi_nobody')));
      ok(await signed(event('evt_unknown_type', 'payment_intent.created', 'pi_nobody')));
      const rows = await eventsOf('pi_nobody');
      expect(rows.map((row) => row.outcome).sort()).toEqual(['ignored', 'unknown_intent']);
    });

    it('refuses forged, stale, altered, unsigned, malformed and huge notifications, changing nothing', async () => {
      const { booking, intentId } = await openIntent();
      const body = event(
        `evt_${intentId}_bad`,
        'payment_intent.succeeded',
        intentId,
        booking.amount,
      );
      const now = clock.now();
      const refusals: Inject[] = [
        await webhook(body),
        await webhook(body, signWebhook('forged-secret', body, now)),
        await webhook(body, signWebhook(secret, body, new Date(now.getTime() - 301_000))),
        await webhook(body.replace(intentId, `${intentId}x`), signWebhook(secret, body, now)),
        await webhook(body, 'v1=deadbeef'),
        await signed('{not json'),
        await signed(JSON.stringify({ type: 'payment_intent.succeeded' })),
        await webhook('', signWebhook(secret, '', now)),
      ];
      expect(refusals.map((answer) => answer.statusCode)).toEqual([
        400, 400, 400, 400, 400, 400, 400, 400,
      ]);
      expect(await statusOf(booking.id)).toBe('accepted_pending_payment');
      expect(await eventsOf(intentId)).toHaveLength(0);
      const huge = 'x'.repeat(70 * 1024);
      expect((await webhook(huge, signWebhook(secret, huge, now))).statusCode).toBe(413);
      expect(await statusOf(booking.id)).toBe('accepted_pending_payment');
      // The same body, properly signed, is applied whatever its content type says.
      ok(await webhook(body, signWebhook(secret, body, now), 'text/plain'));
      expect(await statusOf(booking.id)).toBe('accepted_payment_success');
    });

    it('answers 404 for a provider that is not the configured one', async () => {
      const body = event('evt_other', 'payment_intent.succeeded', 'pi_x');
      const answer = await app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/fintoc',
        headers: {
          'content-type': 'application/json',
          'fintoc-signature': signWebhook(secret, body, clock.now()),
        },
        payload: body,
      });
      expect(answer.statusCode).toBe(404);
    });
  });

  describe('cancelling a paid booking', () => {
    it('refunds it through the provider and cancels it with reason refunded', async () => {
      const customer = await newCustomer();
      const booking = await bookingOf(customer, 'accepted_pending_payment', 72);
      const { widget_token: token } = ok(await pay(customer, { booking_id: booking.id }));
      ok(await settle(customer, String(token), 'succeeded'));
      const cancelled = ok(
        await app.inject({
          method: 'PATCH',
          url: `/api/customers/bookings/${booking.id}`,
          headers: as(customer),
          body: { status: 'accepted_customer_cancelation' },
        }),
      );
      expect(cancelled).toMatchObject({
        status: 'accepted_customer_cancelation',
        reason: 'refunded',
      });
      const [payment] = await paymentsOf(booking.id);
      const refunds = await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, present(payment).id));
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ status: 'succeeded', amount: booking.amount });
      const read = ok(
        await app.inject({
          method: 'GET',
          url: `/api/bookings/${booking.id}/payment`,
          headers: as(customer),
        }),
      );
      expect(read).toMatchObject({ refund_status: 'succeeded', payment_status: 'succeeded' });
    });

    it('refuses within 24 h of the start, refunding nothing', async () => {
      const customer = await newCustomer();
      const booking = await bookingOf(customer, 'accepted_pending_payment', 10);
      const { widget_token: token } = ok(await pay(customer, { booking_id: booking.id }));
      ok(await settle(customer, String(token), 'succeeded'));
      const answer = await app.inject({
        method: 'PATCH',
        url: `/api/customers/bookings/${booking.id}`,
        headers: as(customer),
        body: { status: 'accepted_customer_cancelation' },
      });
      expect(answer.statusCode).toBe(409);
      expect(await statusOf(booking.id)).toBe('accepted_payment_success');
      const payment = present((await paymentsOf(booking.id))[0]);
      expect(
        await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id)),
      ).toHaveLength(0);
    });
  });
});
