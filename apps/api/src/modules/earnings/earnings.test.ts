import type { Earnings } from '@brillo/domain/contracts/earnings';
import type {
  LedgerTotals,
  OperatorAgentEarnings,
  OperatorPayoutsPage,
  PayoutActionAnswer,
  PayoutRunAnswer,
  PayoutRuns,
} from '@brillo/domain/contracts/operator-payouts';
import { formatRut, rutVerifier } from '@brillo/domain/rut';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, signedInAccount, type SignedInAccount } from '../../../test/auth.ts';
import { wholeMinuteClock } from '../../../test/clock.ts';
import { sessionOf } from '../../../test/sessions.ts';
import { signedInOperator } from '../../../test/harness/callers.ts';
import { signWebhook } from '../../adapters/payments/webhook-signature.ts';
import type { SandboxPayoutProvider } from '../../adapters/payouts/sandbox-payout-provider.ts';
import { createBooking, createSlot, type Booking } from '../../db/factories.ts';
import {
  bookingEarnings,
  bookings,
  ledgerEntries,
  ledgerTransactions,
  operatorAuditLog,
  payoutEvents,
  paymentRefunds,
  payments,
  payouts,
} from '../../db/schema.ts';
import { checkLedger } from './reconciliation.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** 3 hours at $10.000: $30.000 paid, $4.500 of commission at 15 %, $25.500 the agent's. */
const RATE = 10_000;
const PAID = 30_000;
const EARNING = 25_500;

type Notification = { rawBody: string; signature: string };

/** One app with its own database and clock, and the steps of the earnings' tests through it. */
async function world(settings: Record<string, string> = {}) {
  const clock = wholeMinuteClock();
  const { app, database, deps, services } = await createTestApp({ clock, settings });
  const db = database.db;
  /** A session of the user signed in now, on the tests' clock, valid for `days`. */
  const sessionNow = (userId: string, days: number) =>
    sessionOf(db, userId, { now: clock.now(), days });
  /**
   * The caller with a session that outlives the weeks these tests move the clock through (a
   * sign-in's session would expire on the way).
   */
  async function lasting<Caller extends { user: { id: string }; token: string }>(caller: Caller) {
    return { ...caller, token: await sessionNow(caller.user.id, 365) };
  }
  /**
   * The operator, signed in again whenever the clock moved: an operator's session holds 8 hours
   * from its sign-in (ADR-078).
   */
  const operatorAccount = await signedInOperator(db);
  let operatorSignedInAt = -1;
  const operator = { user: operatorAccount.user, token: operatorAccount.token };
  async function currentOperator() {
    if (operatorSignedInAt !== clock.now().getTime()) {
      operator.token = await sessionNow(operator.user.id, 1);
      operatorSignedInAt = clock.now().getTime();
    }
    return operator;
  }
  const newAgent = async () =>
    lasting(await signedInAccount(app, db, 'agent', { withProfile: true }));
  const newCustomer = async () =>
    lasting(await signedInAccount(app, db, 'customer', { withProfile: true }));

  function ok<T>(answer: { statusCode: number; body: string; json: <U>() => U }, status = 200) {
    expect(answer.statusCode, answer.body).toBe(status);
    return answer.json<T>();
  }

  /**
   * A booking of `agent` by `customer`, 3 hours from `startsIn` hours from now (payments close 2
   * hours before the start), accepted and paid through the sandbox bank: its payment fixes the
   * commission.
   */
  async function paidBooking(
    agent: SignedInAccount,
    customer: SignedInAccount,
    { hourlyRate = RATE, startsIn = 3 }: { hourlyRate?: number; startsIn?: number } = {},
  ): Promise<Booking> {
    const start = new Date(clock.now().getTime() + startsIn * HOUR);
    const slot = await createSlot(db, {
      agentId: agent.user.id,
      startTime: start,
      endTime: new Date(start.getTime() + 3 * HOUR),
    });
    const booking = await createBooking(db, {
      customerId: customer.user.id,
      slot,
      status: 'accepted_pending_payment',
      hourlyRate,
    });
    // Accepted now, on the tests' clock: the 24 hours to pay count from here.
    await db.update(bookings).set({ decidedAt: clock.now() }).where(eq(bookings.id, booking.id));
    const started = ok<{ widget_token: string }>(
      await app.inject({
        method: 'POST',
        url: '/api/bookings/payment',
        headers: bearer(customer),
        body: { booking_id: booking.id },
      }),
    );
    ok(
      await app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/intents/${started.widget_token}/settle`,
        headers: bearer(customer),
        body: { outcome: 'succeeded', bank: 'BancoEstado' },
      }),
    );
    return booking;
  }

  /** The customer marks the service done, once it is over (the clock moved to its end). */
  async function finish(customer: SignedInAccount, booking: Booking) {
    if (clock.now() < booking.bookingEndTime) clock.set(booking.bookingEndTime);
    ok(
      await app.inject({
        method: 'PATCH',
        url: `/api/customers/bookings/${booking.id}`,
        headers: bearer(customer),
        body: { status: 'finished' },
      }),
    );
  }

  let rutBody = 16_000_000;
  /** The agent's bank account, registered now through the agent's route. */
  async function bankAccount(agent: SignedInAccount) {
    const body = rutBody++;
    const rut = formatRut({ body, verifier: rutVerifier(body) });
    ok(
      await app.inject({
        method: 'POST',
        url: '/api/agents/bank-account',
        headers: bearer(agent),
        body: {
          rut,
          holderRut: rut,
          bank: 'bancoestado',
          accountType: 'vista',
          accountNumber: '12345678',
        },
      }),
    );
  }

  const earnings = async (agent: SignedInAccount) =>
    ok<Earnings>(
      await app.inject({ method: 'GET', url: '/api/agents/earnings', headers: bearer(agent) }),
    );
  const asOperator = async (method: 'GET' | 'POST', url: string, body?: object) =>
    app.inject({
      method,
      url,
      headers: bearer(await currentOperator()),
      ...(body ? { body } : {}),
    });
  const totals = async () => ok<LedgerTotals>(await asOperator('GET', '/api/operador/ledger'));

  /**
   * An agent whose account is past its first 24 hours and whose earning of a finished $30.000
   * booking is available (48 hours after the service), with the booking.
   */
  async function agentWithAvailable() {
    const [agent, customer] = await Promise.all([newAgent(), newCustomer()]);
    await bankAccount(agent);
    const booking = await paidBooking(agent, customer);
    await finish(customer, booking);
    clock.advance(48 * HOUR);
    expect((await earnings(agent)).balances).toMatchObject({ available: EARNING, held: 0 });
    return { agent, customer, booking };
  }

  const payoutsOf = (agentId: string) =>
    db.select().from(payouts).where(eq(payouts.agentId, agentId)).orderBy(payouts.createdAt);
  async function onlyPayoutOf(agentId: string) {
    const rows = await payoutsOf(agentId);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    if (!row) throw new Error('no payout');
    return row;
  }
  const movementsOf = (payoutId: string) =>
    db
      .select({ movement: ledgerTransactions.movement })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.payoutId, payoutId))
      .then((rows) => rows.map((row) => row.movement).sort());

  const notify = (notification: Notification, signature = notification.signature) =>
    app.inject({
      method: 'POST',
      url: '/api/payouts/webhook',
      headers: { 'content-type': 'application/json', 'fintoc-signature': signature },
      payload: notification.rawBody,
    });

  return {
    app,
    db,
    clock,
    deps,
    services,
    operator,
    currentOperator,
    newAgent,
    newCustomer,
    ok,
    paidBooking,
    finish,
    bankAccount,
    earnings,
    asOperator,
    totals,
    agentWithAvailable,
    payoutsOf,
    onlyPayoutOf,
    movementsOf,
    notify,
  };
}

/** Brillo's books tie out: every peso held is owed to an agent or earned, and nothing is amiss. */
function expectTiedOut(totals: LedgerTotals) {
  expect(totals.problems).toEqual([]);
  expect(totals.cash).toBe(totals.owed + totals.commission);
  expect(totals.owed).toBe(totals.owedHeld + totals.owedAvailable + totals.owedInTransit);
}

describe('earnings, the ledger and payouts (issue 33, PD-40, PD-41)', async () => {
  const w = await world();
  const { app, db, clock } = w;
  const provider = w.deps.payoutProvider as SandboxPayoutProvider;
  const transferOf = async (payoutId: string) => {
    const [row] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
    if (!row?.providerTransferId) throw new Error(`payout ${payoutId} was not sent`);
    return row.providerTransferId;
  };

  describe('a paid booking', () => {
    it('fixes 15 % of commission in its earning and records the payment in the ledger', async () => {
      const [agent, customer] = await Promise.all([w.newAgent(), w.newCustomer()]);
      const booking = await w.paidBooking(agent, customer);
      expect(booking.amount).toBe(PAID);
      const [fixed] = await db
        .select()
        .from(bookingEarnings)
        .where(eq(bookingEarnings.bookingId, booking.id));
      expect(fixed).toMatchObject({
        agentId: agent.user.id,
        paid: PAID,
        commissionBasisPoints: 1500,
        commission: 4500,
        earning: EARNING,
      });
      const entries = await db
        .select({
          movement: ledgerTransactions.movement,
          account: ledgerEntries.account,
          amount: ledgerEntries.amount,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(eq(ledgerTransactions.bookingId, booking.id));
      expect(
        entries.map((entry) => [entry.movement, entry.account, Number(entry.amount)]).sort(),
      ).toEqual([
        ['payment', 'agent_held', -EARNING],
        ['payment', 'cash', PAID],
        ['payment', 'commission', -4500],
      ]);
      const read = await w.earnings(agent);
      expect(read.bookings).toEqual([
        expect.objectContaining({
          bookingId: booking.id,
          paid: PAID,
          commissionPercent: 15,
          commission: 4500,
          earning: EARNING,
          refunded: 0,
          state: 'held',
          holdReason: 'recentService',
          releaseAt: new Date(booking.bookingEndTime.getTime() + 48 * HOUR).toISOString(),
        }),
      ]);
      expect(read.balances).toEqual({
        available: 0,
        held: EARNING,
        heldForRecentService: EARNING,
        heldForOpenProblem: 0,
        inTransit: 0,
        paid: 0,
      });
      expect(read.bankAccount).toBe('missing');
    });
  });

  describe('GET /api/agents/earnings', () => {
    it('holds the earning until 48 hours after the service ends, then makes it available', async () => {
      const [agent, customer] = await Promise.all([w.newAgent(), w.newCustomer()]);
      const done = await w.paidBooking(agent, customer);
      // A second booking, paid and never marked done: the 48 hours pass, it stays held.
      const open = await w.paidBooking(agent, customer, { startsIn: 7 });
      await w.finish(customer, done);
      expect((await w.earnings(agent)).balances).toMatchObject({
        held: 2 * EARNING,
        heldForRecentService: 2 * EARNING,
        available: 0,
      });
      clock.set(new Date(done.bookingEndTime.getTime() + 48 * HOUR - 60_000));
      expect((await w.earnings(agent)).balances).toMatchObject({ available: 0 });
      clock.set(new Date(open.bookingEndTime.getTime() + 48 * HOUR));
      const read = await w.earnings(agent);
      expect(read.balances).toMatchObject({
        available: EARNING,
        held: EARNING,
        heldForRecentService: EARNING,
      });
      const states = Object.fromEntries(read.bookings.map((row) => [row.bookingId, row.state]));
      expect(states).toEqual({ [done.id]: 'available', [open.id]: 'held' });
    });

    it('holds an earning with an open problem past the 48 hours, and releases it once resolved', async () => {
      const [agent, customer] = await Promise.all([w.newAgent(), w.newCustomer()]);
      const booking = await w.paidBooking(agent, customer);
      await w.finish(customer, booking);
      const reported = await app.inject({
        method: 'POST',
        url: `/api/customers/bookings/${booking.id}/problem`,
        headers: bearer(customer),
        body: { category: 'quality', description: 'Quedó polvo en los muebles del living.' },
      });
      expect(reported.statusCode, reported.body).toBe(201);
      clock.set(new Date(booking.bookingEndTime.getTime() + 49 * HOUR));
      const held = await w.earnings(agent);
      expect(held.balances).toMatchObject({
        available: 0,
        held: EARNING,
        heldForOpenProblem: EARNING,
        heldForRecentService: 0,
      });
      expect(held.bookings[0]).toMatchObject({ state: 'held', holdReason: 'openProblem' });
      const resolved = await w.asOperator(
        'POST',
        `/api/operador/problems/${reported.json<{ id: string }>().id}/resolve`,
        { resolution: 'none', note: 'Revisamos las fotos: la limpieza estaba completa.' },
      );
      expect(resolved.statusCode, resolved.body).toBe(200);
      const released = await w.earnings(agent);
      expect(released.balances).toMatchObject({ available: EARNING, held: 0 });
      expect(released.bookings[0]).toMatchObject({ state: 'available', holdReason: null });
    });

    it('holds an earning while a refund of it is on its way, past the 48 hours', async () => {
      const [agent, customer] = await Promise.all([w.newAgent(), w.newCustomer()]);
      const booking = await w.paidBooking(agent, customer);
      await w.finish(customer, booking);
      const [payment] = await db.select().from(payments).where(eq(payments.bookingId, booking.id));
      if (!payment) throw new Error('no payment');
      // A refund the provider has not answered yet (an operator's, asked a moment ago).
      const [refund] = await db
        .insert(paymentRefunds)
        .values({
          paymentId: payment.id,
          provider: payment.provider,
          kind: 'operator',
          amount: 5_000,
          status: 'pending',
        })
        .returning();
      clock.set(new Date(booking.bookingEndTime.getTime() + 49 * HOUR));
      expect((await w.earnings(agent)).balances).toMatchObject({ available: 0, held: EARNING });
      // The provider refused it: nothing went back, and the whole earning is the agent's.
      await db
        .update(paymentRefunds)
        .set({ status: 'failed' })
        .where(eq(paymentRefunds.id, refund?.id ?? ''));
      expect((await w.earnings(agent)).balances).toMatchObject({ available: EARNING, held: 0 });
    });

    it('takes a partial refund back from the commission and the earning in proportion', async () => {
      const [agent, customer] = await Promise.all([w.newAgent(), w.newCustomer()]);
      const booking = await w.paidBooking(agent, customer);
      await w.finish(customer, booking);
      const refund = (amount: number) =>
        w.asOperator('POST', `/api/operador/bookings/${booking.id}/refund`, {
          refund: 'partial',
          amount,
          reason: 'Cliente pidió menos horas',
        });
      const before = await w.totals();
      w.ok(await refund(10_000));
      // A third of what was paid: a third of $4.500 and of $25.500.
      const held = await w.earnings(agent);
      expect(held.balances).toMatchObject({ held: EARNING - 8500, available: 0 });
      expect(held.bookings[0]).toMatchObject({ refunded: 8500, state: 'held' });
      const after = await w.totals();
      expect(after.cash - before.cash).toBe(-10_000);
      expect(after.commission - before.commission).toBe(-1500);
      expect(after.owedHeld - before.owedHeld).toBe(-8500);
      // Once released, a refund takes its part from what is available.
      clock.set(new Date(booking.bookingEndTime.getTime() + 48 * HOUR));
      expect((await w.earnings(agent)).balances).toMatchObject({ available: 17_000, held: 0 });
      w.ok(await refund(6000));
      const read = await w.earnings(agent);
      expect(read.balances).toMatchObject({ available: 17_000 - 5100, held: 0 });
      expect(read.bookings[0]).toMatchObject({ refunded: 8500 + 5100, state: 'available' });
      expectTiedOut(await w.totals());
    });

    it('answers 401 signed out and 403 to a customer or an operator', async () => {
      const customer = await w.newCustomer();
      const read = (headers: Record<string, string>) =>
        app.inject({ method: 'GET', url: '/api/agents/earnings', headers });
      expect((await read({})).statusCode).toBe(401);
      expect((await read(bearer(customer))).statusCode).toBe(403);
      expect((await read(bearer(await w.currentOperator()))).statusCode).toBe(403);
    });
  });

  describe('the weekly run', () => {
    it('pays an agent with $10.000 available and an account past 24 hours, and nobody else', async () => {
      const customer = await w.newCustomer();
      const [rich, poor, noAccount, newAccount] = await Promise.all([
        w.newAgent(),
        w.newAgent(),
        w.newAgent(),
        w.newAgent(),
      ]);
      await w.bankAccount(rich);
      await w.bankAccount(poor);
      const richBooking = await w.paidBooking(rich, customer);
      // 3 hours at $2.000: $5.100 for the agent, under the minimum.
      const poorBooking = await w.paidBooking(poor, customer, { hourlyRate: 2000 });
      const others = [
        await w.paidBooking(noAccount, customer),
        await w.paidBooking(newAccount, customer),
      ];
      for (const booking of [richBooking, poorBooking, ...others]) {
        await w.finish(customer, booking);
      }
      clock.advance(46 * HOUR);
      await w.bankAccount(newAccount);
      clock.advance(2 * HOUR);
      const result = await w.services.payouts.runWeekly();
      expect(result.created).toBeGreaterThanOrEqual(1);
      const payout = await w.onlyPayoutOf(rich.user.id);
      expect(payout).toMatchObject({
        amount: EARNING,
        status: 'sent',
        run: result.run,
        provider: 'sandbox',
      });
      expect(await w.movementsOf(payout.id)).toEqual(['payout']);
      for (const agent of [poor, noAccount, newAccount]) {
        expect(await w.payoutsOf(agent.user.id)).toEqual([]);
      }
      expect((await w.earnings(poor)).balances.available).toBe(5100);
      expect((await w.earnings(noAccount)).bankAccount).toBe('missing');
      const waiting = await w.earnings(newAccount);
      expect(waiting.bankAccount).toBe('waiting');
      expect(waiting.balances.available).toBe(EARNING);
      const read = await w.earnings(rich);
      expect(read.balances).toMatchObject({ available: 0, inTransit: EARNING, paid: 0 });
      expect(read.bookings[0]).toMatchObject({ bookingId: richBooking.id, state: 'in_payout' });
      expect(read.payouts).toEqual([
        expect.objectContaining({
          id: payout.id,
          amount: EARNING,
          status: 'sent',
          destination: 'BancoEstado •••• 5678',
          items: [expect.objectContaining({ bookingId: richBooking.id, amount: EARNING })],
        }),
      ]);
      expectTiedOut(await w.totals());
    });

    it('makes one payout an agent and run when two runs go at once, and when the run is retried', async () => {
      const { agent } = await w.agentWithAvailable();
      const [first, second] = await Promise.all([
        w.services.payouts.runWeekly(),
        w.services.payouts.runWeekly(),
      ]);
      expect(second.run).toBe(first.run);
      const retried = await w.services.payouts.runWeekly();
      expect(retried).toMatchObject({ run: first.run, created: 0 });
      const payout = await w.onlyPayoutOf(agent.user.id);
      expect(payout).toMatchObject({ amount: EARNING, status: 'sent' });
      expect(await w.movementsOf(payout.id)).toEqual(['payout']);
      expect((await w.earnings(agent)).balances).toMatchObject({
        available: 0,
        inTransit: EARNING,
      });
      expectTiedOut(await w.totals());
    });

    it('is settled by the signed notification once: a replay changes nothing, a forged one is a 400', async () => {
      const { agent } = await w.agentWithAvailable();
      await w.services.payouts.runWeekly();
      const payout = await w.onlyPayoutOf(agent.user.id);
      const transfer = await transferOf(payout.id);
      const succeeded = provider.settle(transfer, 'succeeded');
      // Delivered three times at once (on PostgreSQL they race): applied once.
      const answers = await Promise.all([1, 2, 3].map(() => w.notify(succeeded)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const paid = await w.onlyPayoutOf(agent.user.id);
      expect(paid.status).toBe('paid');
      expect(paid.settledAt).not.toBeNull();
      expect(await w.movementsOf(payout.id)).toEqual(['payout', 'payout_settled']);
      const read = await w.earnings(agent);
      expect(read.balances).toMatchObject({ available: 0, inTransit: 0, paid: EARNING });
      expect(read.bookings[0]?.state).toBe('paid');
      expectTiedOut(await w.totals());

      w.ok(await w.notify(succeeded));
      const events = await db
        .select()
        .from(payoutEvents)
        .where(eq(payoutEvents.transferId, transfer));
      expect(events.map((event) => event.outcome)).toEqual(['applied']);
      expect(await w.movementsOf(payout.id)).toEqual(['payout', 'payout_settled']);

      const failure = provider.settle(transfer, 'failed', 'account_closed');
      const forged = signWebhook('forged-secret', failure.rawBody, clock.now());
      expect((await w.notify(failure, forged)).statusCode).toBe(400);
      expect((await w.notify(failure, 'v1=deadbeef')).statusCode).toBe(400);
      const unsigned = await app.inject({
        method: 'POST',
        url: '/api/payouts/webhook',
        headers: { 'content-type': 'application/json' },
        payload: failure.rawBody,
      });
      expect(unsigned.statusCode).toBe(400);
      expect((await w.onlyPayoutOf(agent.user.id)).status).toBe('paid');
      expect(await w.movementsOf(payout.id)).toEqual(['payout', 'payout_settled']);
      expect(
        await db.select().from(payoutEvents).where(eq(payoutEvents.transferId, transfer)),
      ).toHaveLength(1);
      // Only a bank file's payouts are confirmed by an operator.
      const confirmed = await w.asOperator('POST', `/api/operador/payouts/${payout.id}/confirm`, {
        reason: 'Confirmado en el banco',
      });
      expect(confirmed.statusCode).toBe(409);
      expect(confirmed.json()).toMatchObject({ error: { code: 'NOT_BANK_FILE' } });
      expectTiedOut(await w.totals());
    });

    it('lets an operator fail a payout the provider still follows only once it was paid and returned', async () => {
      const { agent } = await w.agentWithAvailable();
      await w.services.payouts.runWeekly();
      const payout = await w.onlyPayoutOf(agent.user.id);
      const reason = { reason: 'El banco nos avisó que la cuenta está cerrada.' };
      const refused = await w.asOperator('POST', `/api/operador/payouts/${payout.id}/fail`, reason);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ error: { code: 'PAYOUT_WITH_PROVIDER' } });
      expect((await w.onlyPayoutOf(agent.user.id)).status).toBe('sent');
      w.ok(await w.notify(provider.settle(await transferOf(payout.id), 'succeeded')));
      w.ok(await w.asOperator('POST', `/api/operador/payouts/${payout.id}/fail`, reason));
      expect(await w.onlyPayoutOf(agent.user.id)).toMatchObject({
        status: 'failed',
        failureReason: reason.reason,
      });
      const read = await w.earnings(agent);
      expect(read.balances).toMatchObject({ available: EARNING, paid: 0 });
      // The agent reads that it failed, not the operator's words.
      expect(read.payouts[0]).toMatchObject({ status: 'failed', failureReason: null });
      expectTiedOut(await w.totals());
    });

    it('applies a notification that comes before the send was answered, found by its payout', async () => {
      const { agent } = await w.agentWithAvailable();
      await w.services.payouts.runWeekly();
      const payout = await w.onlyPayoutOf(agent.user.id);
      const transfer = await transferOf(payout.id);
      // As if the provider's answer to the send had not come back yet.
      await db
        .update(payouts)
        .set({ status: 'pending', providerTransferId: null, sentAt: null })
        .where(eq(payouts.id, payout.id));
      w.ok(await w.notify(provider.settle(transfer, 'succeeded')));
      expect(await w.onlyPayoutOf(agent.user.id)).toMatchObject({
        status: 'paid',
        providerTransferId: transfer,
      });
      expect(await w.movementsOf(payout.id)).toEqual(['payout', 'payout_settled']);
      expectTiedOut(await w.totals());
    });

    it('gives a failed payout back to the available balance, and the next run pays it again', async () => {
      const { agent, booking } = await w.agentWithAvailable();
      await w.services.payouts.runWeekly();
      const payout = await w.onlyPayoutOf(agent.user.id);
      w.ok(await w.notify(provider.settle(await transferOf(payout.id), 'failed', 'rejected')));
      const [failed] = await w.payoutsOf(agent.user.id);
      expect(failed).toMatchObject({ status: 'failed', failureReason: 'rejected' });
      expect(await w.movementsOf(payout.id)).toEqual(['payout', 'payout_failed']);
      const read = await w.earnings(agent);
      expect(read.balances).toMatchObject({ available: EARNING, inTransit: 0, paid: 0 });
      expect(read.bookings[0]?.state).toBe('available');
      expectTiedOut(await w.totals());

      clock.advance(WEEK);
      await w.services.payouts.runWeekly();
      const rows = await w.payoutsOf(agent.user.id);
      expect(rows.map((row) => [row.status, row.amount])).toEqual([
        ['failed', EARNING],
        ['sent', EARNING],
      ]);
      const again = (await w.earnings(agent)).payouts.find((one) => one.id === rows[1]?.id);
      expect(again?.items.map((item) => item.bookingId)).toEqual([booking.id]);
      expectTiedOut(await w.totals());
    });

    it('gives back a payout the bank returned after it was paid, and pays it again next week', async () => {
      const { agent } = await w.agentWithAvailable();
      await w.services.payouts.runWeekly();
      const payout = await w.onlyPayoutOf(agent.user.id);
      const transfer = await transferOf(payout.id);
      w.ok(await w.notify(provider.settle(transfer, 'succeeded')));
      expect((await w.earnings(agent)).balances).toMatchObject({ paid: EARNING, available: 0 });
      clock.advance(HOUR);
      w.ok(await w.notify(provider.settle(transfer, 'failed', 'returned')));
      const returned = await w.onlyPayoutOf(agent.user.id);
      expect(returned).toMatchObject({ status: 'failed', failureReason: 'returned' });
      expect(returned.settledAt).not.toBeNull();
      expect(await w.movementsOf(payout.id)).toEqual(['payout', 'payout_failed', 'payout_settled']);
      expect((await w.earnings(agent)).balances).toMatchObject({
        available: EARNING,
        paid: 0,
        inTransit: 0,
      });
      expectTiedOut(await w.totals());

      clock.advance(WEEK);
      await w.services.payouts.runWeekly();
      const rows = await w.payoutsOf(agent.user.id);
      expect(rows.map((row) => row.status)).toEqual(['failed', 'sent']);
      expect((await w.earnings(agent)).balances).toMatchObject({
        available: 0,
        inTransit: EARNING,
      });
    });
  });

  describe('the operators’ payouts', () => {
    const auditOf = (targetId: string) =>
      db.select().from(operatorAuditLog).where(eq(operatorAuditLog.targetId, targetId));

    it('lists the payouts and the runs, and the books tie out', async () => {
      const { agent } = await w.agentWithAvailable();
      const { run } = await w.services.payouts.runWeekly();
      const payout = await w.onlyPayoutOf(agent.user.id);
      const page = w.ok<OperatorPayoutsPage>(
        await w.asOperator('GET', `/api/operador/payouts?run=${run}`),
      );
      expect(page.payouts).toContainEqual(
        expect.objectContaining({
          id: payout.id,
          amount: EARNING,
          status: 'sent',
          run,
          agent: { id: agent.user.id, name: agent.user.name },
          requestedBy: null,
        }),
      );
      expect(page.payouts.every((row) => row.run === run)).toBe(true);
      const sent = w.ok<OperatorPayoutsPage>(
        await w.asOperator('GET', '/api/operador/payouts?status=paid'),
      );
      expect(sent.payouts.every((row) => row.status === 'paid')).toBe(true);
      expect(sent.payouts.map((row) => row.id)).not.toContain(payout.id);
      expect((await w.asOperator('GET', '/api/operador/payouts?run=2026-02-30')).statusCode).toBe(
        400,
      );
      const runs = w.ok<PayoutRuns>(await w.asOperator('GET', '/api/operador/payout-runs'));
      expect(runs.provider).toBe('sandbox');
      expect(new Date(runs.nextRunAt).getTime()).toBeGreaterThan(clock.now().getTime());
      const thisRun = runs.runs.find((one) => one.run === run);
      expect(thisRun?.payouts).toBe(page.total);
      expect(thisRun?.sent).toBeGreaterThanOrEqual(1);
      expectTiedOut(await w.totals());
    });

    it('shows one agent’s balances, movements and payouts; 404 for a customer or nobody', async () => {
      const { agent, booking } = await w.agentWithAvailable();
      const read = w.ok<OperatorAgentEarnings>(
        await w.asOperator('GET', `/api/operador/agents/${agent.user.id}/earnings`),
      );
      expect(read).toMatchObject({
        agent: { id: agent.user.id, email: agent.user.email },
        balances: { available: EARNING, held: 0 },
        bankAccount: { bankName: 'BancoEstado', maskedNumber: '•••• 5678', payableNow: true },
        payouts: [],
        canPayNow: true,
      });
      expect(read.ledger.map((line) => [line.movement, line.held, line.available])).toEqual([
        ['release', -EARNING, EARNING],
        ['payment', EARNING, 0],
      ]);
      expect(read.ledger[0]?.bookingId).toBe(booking.id);
      const customer = await w.newCustomer();
      for (const id of [customer.user.id, crypto.randomUUID()]) {
        expect((await w.asOperator('GET', `/api/operador/agents/${id}/earnings`)).statusCode).toBe(
          404,
        );
      }
    });

    it('pays an agent now with a reason in the audit log; 409 with nothing to pay or no account', async () => {
      const { agent } = await w.agentWithAvailable();
      const url = `/api/operador/agents/${agent.user.id}/payouts`;
      for (const body of [{}, { reason: '  ' }, { reason: 'x', extra: 1 }]) {
        expect((await w.asOperator('POST', url, body)).statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(await w.payoutsOf(agent.user.id)).toEqual([]);
      const reason = 'La agente pidió su pago antes del lunes.';
      const answer = w.ok<PayoutActionAnswer>(await w.asOperator('POST', url, { reason }), 201);
      expect(answer.payout).toMatchObject({ amount: EARNING, run: null, status: 'sent' });
      const [audit] = await auditOf(answer.payout.id);
      expect(audit).toMatchObject({
        action: 'payout.created',
        operatorId: w.operator.user.id,
        reason,
        targetType: 'payout',
      });
      const [row] = await w.payoutsOf(agent.user.id);
      expect(row?.requestedBy).toBe(w.operator.user.id);

      const nothing = await w.asOperator('POST', url, { reason });
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json()).toMatchObject({ error: { code: 'NOTHING_TO_PAY' } });
      const [noAccount, customer] = await Promise.all([w.newAgent(), w.newCustomer()]);
      const booking = await w.paidBooking(noAccount, customer);
      await w.finish(customer, booking);
      clock.advance(48 * HOUR);
      const refused = await w.asOperator(
        'POST',
        `/api/operador/agents/${noAccount.user.id}/payouts`,
        {
          reason,
        },
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: { code: 'NO_BANK_ACCOUNT' } });
      expect(await w.payoutsOf(noAccount.user.id)).toEqual([]);
      expect(await w.payoutsOf(agent.user.id)).toHaveLength(1);
      const customerId = await w.asOperator(
        'POST',
        `/api/operador/agents/${customer.user.id}/payouts`,
        { reason },
      );
      expect(customerId.statusCode).toBe(404);
      expectTiedOut(await w.totals());
    });

    it('runs this week’s payouts now, with a reason in the audit log', async () => {
      const { agent } = await w.agentWithAvailable();
      expect(
        (await w.asOperator('POST', '/api/operador/payout-runs', { reason: '' })).statusCode,
      ).toBe(400);
      const reason = 'El lunes el banco no respondió.';
      const answer = w.ok<PayoutRunAnswer>(
        await w.asOperator('POST', '/api/operador/payout-runs', { reason }),
      );
      expect(answer.created).toBeGreaterThanOrEqual(1);
      expect(await w.onlyPayoutOf(agent.user.id)).toMatchObject({ run: answer.run });
      const audit = await db
        .select()
        .from(operatorAuditLog)
        .where(
          and(
            eq(operatorAuditLog.targetId, answer.run),
            eq(operatorAuditLog.action, 'payout.run_started'),
          ),
        );
      expect(audit).toEqual([expect.objectContaining({ reason, targetType: 'payout_run' })]);
      const again = w.ok<PayoutRunAnswer>(
        await w.asOperator('POST', '/api/operador/payout-runs', { reason }),
      );
      expect(again).toMatchObject({ run: answer.run, created: 0 });
      expect(await w.payoutsOf(agent.user.id)).toHaveLength(1);
    });

    it('answers 404 to anyone but an operator on every operator route, changing nothing', async () => {
      const { agent } = await w.agentWithAvailable();
      const customer = await w.newCustomer();
      const id = crypto.randomUUID();
      const reason = { reason: 'Motivo' };
      for (const headers of [{}, bearer(customer), bearer(agent)]) {
        for (const [method, url, body] of [
          ['GET', '/api/operador/payouts', undefined],
          ['GET', '/api/operador/payout-runs', undefined],
          ['POST', '/api/operador/payout-runs', reason],
          ['GET', '/api/operador/ledger', undefined],
          ['GET', `/api/operador/agents/${agent.user.id}/earnings`, undefined],
          ['POST', `/api/operador/agents/${agent.user.id}/payouts`, reason],
          ['POST', `/api/operador/payouts/${id}/confirm`, reason],
          ['POST', `/api/operador/payouts/${id}/fail`, reason],
          ['GET', '/api/operador/payouts/bank-file', undefined],
        ] as const) {
          const answer = await app.inject({ method, url, headers, ...(body ? { body } : {}) });
          expect(answer.statusCode, `${method} ${url}`).toBe(404);
        }
      }
      expect(await w.payoutsOf(agent.user.id)).toEqual([]);
    });
  });

  describe('the reconciliation check', () => {
    it('finds nothing amiss after all of the above, and finds a payment with no earning', async () => {
      // Everything released and the open payouts settled first, so every account is exercised.
      await w.services.payouts.reconcile();
      expect(await checkLedger(db)).toEqual([]);
      expectTiedOut(await w.totals());
      const [agent, customer] = await Promise.all([w.newAgent(), w.newCustomer()]);
      const slot = await createSlot(db, { agentId: agent.user.id });
      const booking = await createBooking(db, {
        customerId: customer.user.id,
        slot,
        status: 'accepted_payment_success',
      });
      // A payment marked succeeded behind the payments module's back: no earning was fixed.
      const [planted] = await db
        .insert(payments)
        .values({
          bookingId: booking.id,
          provider: 'sandbox',
          providerPaymentId: `pi_sandbox_${crypto.randomUUID().replaceAll('-', '')}`,
          status: 'succeeded',
          amount: booking.amount,
        })
        .returning();
      const problems = await checkLedger(db);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain(String(planted?.id));
      expect(problems[0]).toContain(booking.id);
      expect((await w.totals()).problems).toEqual(problems);
    });
  });
});

describe('a commission of 12.5 % (PLATFORM_COMMISSION_PERCENT)', async () => {
  const w = await world({ PLATFORM_COMMISSION_PERCENT: '12.5' });

  it('is fixed in the earning and the ledger of a booking paid while it is the setting', async () => {
    const [agent, customer] = await Promise.all([w.newAgent(), w.newCustomer()]);
    const booking = await w.paidBooking(agent, customer);
    const [fixed] = await w.db
      .select()
      .from(bookingEarnings)
      .where(eq(bookingEarnings.bookingId, booking.id));
    expect(fixed).toMatchObject({
      paid: PAID,
      commissionBasisPoints: 1250,
      commission: 3750,
      earning: 26_250,
    });
    const read = await w.earnings(agent);
    expect(read.bookings[0]).toMatchObject({ commissionPercent: 12.5, earning: 26_250 });
    expect(read.balances.held).toBe(26_250);
    const totals = await w.totals();
    expect(totals).toMatchObject({ cash: PAID, commission: 3750, owedHeld: 26_250 });
    expectTiedOut(totals);
  });
});

describe('payouts by bank file (PAYOUT_PROVIDER=bank_file)', async () => {
  const w = await world({ PAYOUT_PROVIDER: 'bank_file' });
  const bankFile = () => w.asOperator('GET', '/api/operador/payouts/bank-file');
  const reason = { reason: 'Transferencia revisada en el banco.' };

  it('lists the pending payout in the CSV; confirming pays it once; failing gives it back', async () => {
    const { agent } = await w.agentWithAvailable();
    await w.services.payouts.runWeekly();
    const payout = await w.onlyPayoutOf(agent.user.id);
    expect(payout).toMatchObject({
      status: 'pending',
      provider: 'bank_file',
      providerTransferId: `bank-file-${payout.id}`,
    });
    const csv = await bankFile();
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain('RUT beneficiario');
    const line = lines.find((one) => one.endsWith(`;${payout.id}`));
    expect(line).toContain(`;${EARNING};`);
    expect(line).toContain('12345678');
    expect((await w.earnings(agent)).balances).toMatchObject({ inTransit: EARNING });

    const confirm = () =>
      w.asOperator('POST', `/api/operador/payouts/${payout.id}/confirm`, reason);
    expect(
      (await w.asOperator('POST', `/api/operador/payouts/${payout.id}/confirm`, {})).statusCode,
    ).toBe(400);
    const confirmed = w.ok<PayoutActionAnswer>(await confirm());
    expect(confirmed.payout).toMatchObject({ id: payout.id, status: 'paid' });
    expect(await w.movementsOf(payout.id)).toEqual(['payout', 'payout_settled']);
    expect((await w.earnings(agent)).balances).toMatchObject({ paid: EARNING, inTransit: 0 });
    expect((await bankFile()).body).not.toContain(payout.id);
    const twice = await confirm();
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { code: 'PAYOUT_NOT_PENDING' } });
    expect(await w.movementsOf(payout.id)).toEqual(['payout', 'payout_settled']);

    // The bank returned it: marked failed, its amount is available again.
    const failed = w.ok<PayoutActionAnswer>(
      await w.asOperator('POST', `/api/operador/payouts/${payout.id}/fail`, reason),
    );
    expect(failed.payout).toMatchObject({ status: 'failed', failureReason: reason.reason });
    expect((await w.earnings(agent)).balances).toMatchObject({
      available: EARNING,
      paid: 0,
      inTransit: 0,
    });
    const again = await w.asOperator('POST', `/api/operador/payouts/${payout.id}/fail`, reason);
    expect(again.statusCode).toBe(409);
    const audit = await w.db
      .select({ action: operatorAuditLog.action })
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetId, payout.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['payout.confirmed', 'payout.failed']);
    expectTiedOut(await w.totals());
  });

  it('fails a pending payout: its amount is available again, and it leaves the bank file', async () => {
    const { agent } = await w.agentWithAvailable();
    const made = w.ok<PayoutActionAnswer>(
      await w.asOperator('POST', `/api/operador/agents/${agent.user.id}/payouts`, reason),
      201,
    );
    expect(made.payout).toMatchObject({ status: 'pending', provider: 'bank_file', run: null });
    expect((await bankFile()).body).toContain(made.payout.id);
    const failed = w.ok<PayoutActionAnswer>(
      await w.asOperator('POST', `/api/operador/payouts/${made.payout.id}/fail`, reason),
    );
    expect(failed.payout.status).toBe('failed');
    expect((await bankFile()).body).not.toContain(made.payout.id);
    expect(
      (await w.asOperator('POST', `/api/operador/payouts/${made.payout.id}/confirm`, reason))
        .statusCode,
    ).toBe(409);
    expect((await w.earnings(agent)).balances).toMatchObject({ available: EARNING, inTransit: 0 });
    expect(await w.movementsOf(made.payout.id)).toEqual(['payout', 'payout_failed']);
    expect(await checkLedger(w.db)).toEqual([]);
    expectTiedOut(await w.totals());
  });
});
