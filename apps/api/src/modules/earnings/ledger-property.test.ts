import type { Earnings } from '@brillo/domain/contracts/earnings';
import { splitPayment, splitRefund } from '@brillo/domain/earnings';
import { formatRut, rutVerifier } from '@brillo/domain/rut';
import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, signedInAccount, type SignedInAccount } from '../../../test/auth.ts';
import { wholeMinuteClock } from '../../../test/clock.ts';
import { sessionOf } from '../../../test/sessions.ts';
import { signedInOperator } from '../../../test/harness/callers.ts';
import type { SandboxPayoutProvider } from '../../adapters/payouts/sandbox-payout-provider.ts';
import { createBooking, createSlot, type Booking } from '../../db/factories.ts';
import { bookings, payoutItems, payouts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { checkLedger } from './reconciliation.ts';

const HOUR = 3_600_000;

/** One step of a random history of a few paid bookings of two agents. */
type Step =
  | { kind: 'refund'; booking: number; weight: number }
  | { kind: 'advance'; hours: number }
  | { kind: 'finish'; booking: number }
  | { kind: 'finishAll' }
  | { kind: 'release' }
  | { kind: 'run' }
  | { kind: 'payNow'; agent: number }
  | { kind: 'notify'; payout: number; outcome: 'succeeded' | 'failed' };

const BOOKINGS = 3;
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('refund' as const),
    booking: fc.nat(BOOKINGS - 1),
    weight: fc.nat(),
  }),
  fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 80 }) }),
  fc.record({ kind: fc.constant('finish' as const), booking: fc.nat(BOOKINGS - 1) }),
  fc.record({ kind: fc.constant('release' as const) }),
  fc.record({ kind: fc.constant('run' as const) }),
  fc.record({ kind: fc.constant('payNow' as const), agent: fc.nat(1) }),
  fc.record({
    kind: fc.constant('notify' as const),
    payout: fc.nat(3),
    outcome: fc.constantFrom('succeeded' as const, 'failed' as const),
  }),
);
/**
 * A history, and which agent each booking is of, at which hourly rate (some under the minimum).
 * Random steps around a spine that makes the money move all the way: the services are done and
 * their 48 hours over, then a weekly run, so that payouts are made and notified in most histories.
 */
const history = fc.record({
  owners: fc.array(fc.nat(1), { minLength: BOOKINGS, maxLength: BOOKINGS }),
  rates: fc.array(fc.constantFrom(2000, 7000, 10_000), {
    minLength: BOOKINGS,
    maxLength: BOOKINGS,
  }),
  steps: fc
    .tuple(
      fc.array(step, { maxLength: 3 }),
      fc.array(step, { maxLength: 4 }),
      fc.array(step, { minLength: 1, maxLength: 5 }),
    )
    .map(([before, between, after]): Step[] => [
      ...before,
      { kind: 'finishAll' },
      { kind: 'advance', hours: 50 },
      ...between,
      { kind: 'run' },
      ...after,
    ]),
});

describe('the ledger under random histories (issue 33)', async () => {
  const clock = wholeMinuteClock();
  const { app, database, deps, services } = await createTestApp({ clock });
  const db = database.db;
  const provider = deps.payoutProvider as SandboxPayoutProvider;
  const operator = await signedInOperator(db);

  /** A session signed in now, on the tests' clock (an operator's holds 8 hours). */
  const sessionNow = (userId: string, days = 1) =>
    sessionOf(db, userId, { now: clock.now(), days });
  const lasting = async (account: SignedInAccount) => ({
    ...account,
    token: await sessionNow(account.user.id, 365),
  });
  const newAgent = async () =>
    lasting(await signedInAccount(app, db, 'agent', { withProfile: true }));

  let rutBody = 17_000_000;
  async function bankAccount(agent: SignedInAccount) {
    const body = rutBody++;
    const rut = formatRut({ body, verifier: rutVerifier(body) });
    const answer = await app.inject({
      method: 'POST',
      url: '/api/agents/bank-account',
      headers: bearer(agent),
      body: {
        rut,
        holderRut: rut,
        bank: 'bancoestado',
        accountType: 'vista',
        accountNumber: '1234',
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }

  /** The `index`th booking of a history: 3 hours, each starting 4 hours after the one before. */
  async function paidBooking(
    agent: SignedInAccount,
    customer: SignedInAccount,
    rate: number,
    index: number,
  ) {
    const start = new Date(clock.now().getTime() + (3 + index * 4) * HOUR);
    const slot = await createSlot(db, {
      agentId: agent.user.id,
      startTime: start,
      endTime: new Date(start.getTime() + 3 * HOUR),
    });
    const booking = await createBooking(db, {
      customerId: customer.user.id,
      slot,
      status: 'accepted_pending_payment',
      hourlyRate: rate,
    });
    await db.update(bookings).set({ decidedAt: clock.now() }).where(eq(bookings.id, booking.id));
    const started = await app.inject({
      method: 'POST',
      url: '/api/bookings/payment',
      headers: bearer(customer),
      body: { booking_id: booking.id },
    });
    expect(started.statusCode, started.body).toBe(200);
    const token = started.json<{ widget_token: string }>().widget_token;
    const settled = await app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/intents/${token}/settle`,
      headers: bearer(customer),
      body: { outcome: 'succeeded', bank: 'BancoEstado' },
    });
    expect(settled.statusCode, settled.body).toBe(200);
    return booking;
  }

  it('keeps the books tied out, every agent’s money accounted for and nobody paid twice', async () => {
    await fc.assert(
      fc.asyncProperty(history, async ({ owners, rates, steps }) => {
        const customer = await lasting(
          await signedInAccount(app, db, 'customer', { withProfile: true }),
        );
        const agents = [await newAgent(), await newAgent()];
        for (const agent of agents) await bankAccount(agent);
        // The accounts are past their first 24 hours before anything is paid out.
        clock.advance(25 * HOUR);
        const made: { booking: Booking; owner: number; paid: number; commission: number }[] = [];
        for (let index = 0; index < BOOKINGS; index += 1) {
          const owner = owners[index] ?? 0;
          const agent = agents[owner];
          if (!agent) throw new Error('no agent');
          const booking = await paidBooking(agent, customer, rates[index] ?? 10_000, index);
          const { commission } = splitPayment(booking.amount, 15);
          made.push({ booking, owner, paid: booking.amount, commission });
        }
        // The model: what each booking's refunds took from the agent's earning, by domain rules.
        const refunded = made.map(() => 0);
        const earningTakenBack = made.map(() => 0);

        for (const next of steps) {
          switch (next.kind) {
            case 'refund': {
              const target = made[next.booking];
              if (!target) break;
              const left = target.paid - (refunded[next.booking] ?? 0);
              if (left <= 0) break;
              const amount = 1 + (next.weight % left);
              const answer = await app.inject({
                method: 'POST',
                url: `/api/operador/bookings/${target.booking.id}/refund`,
                headers: bearer({ token: await sessionNow(operator.user.id) }),
                body: { refund: 'partial', amount, reason: 'Reembolso parcial' },
              });
              expect(answer.statusCode, answer.body).toBe(200);
              const part = splitRefund(target, refunded[next.booking] ?? 0, amount);
              refunded[next.booking] = (refunded[next.booking] ?? 0) + amount;
              earningTakenBack[next.booking] = (earningTakenBack[next.booking] ?? 0) + part.earning;
              break;
            }
            case 'advance':
              clock.advance(next.hours * HOUR);
              break;
            case 'finish':
            case 'finishAll': {
              const targets = next.kind === 'finish' ? [made[next.booking]] : made;
              for (const target of targets) {
                if (!target) continue;
                if (clock.now() < target.booking.bookingEndTime) {
                  clock.set(target.booking.bookingEndTime);
                }
                // Refused (409) once it is finished: nothing to do then.
                await app.inject({
                  method: 'PATCH',
                  url: `/api/customers/bookings/${target.booking.id}`,
                  headers: bearer(customer),
                  body: { status: 'finished' },
                });
              }
              break;
            }
            case 'release':
              await services.payouts.reconcile();
              break;
            case 'run':
              await services.payouts.runWeekly();
              break;
            case 'payNow': {
              const agent = agents[next.agent];
              if (!agent) break;
              try {
                await services.payouts.payNow(operator.user.id, agent.user.id, 'Pago adelantado');
              } catch (error) {
                if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
              }
              break;
            }
            case 'notify': {
              const rows = await db
                .select()
                .from(payouts)
                .where(
                  inArray(
                    payouts.agentId,
                    agents.map((agent) => agent.user.id),
                  ),
                )
                .orderBy(payouts.createdAt, payouts.id);
              const target = rows[next.payout % Math.max(rows.length, 1)];
              if (!target?.providerTransferId) break;
              const notification = provider.settle(target.providerTransferId, next.outcome);
              const answer = await app.inject({
                method: 'POST',
                url: '/api/payouts/webhook',
                headers: {
                  'content-type': 'application/json',
                  'fintoc-signature': notification.signature,
                },
                payload: notification.rawBody,
              });
              expect(answer.statusCode, answer.body).toBe(200);
              break;
            }
          }
        }

        expect(await checkLedger(db)).toEqual([]);
        for (const [owner, agent] of agents.entries()) {
          const read = await app.inject({
            method: 'GET',
            url: '/api/agents/earnings',
            headers: bearer(agent),
          });
          expect(read.statusCode, read.body).toBe(200);
          const { balances } = read.json<Earnings>();
          const own = made
            .map((one, index) => ({ ...one, index }))
            .filter((one) => one.owner === owner);
          const earned = own.reduce((sum, one) => sum + (one.paid - one.commission), 0);
          const takenBack = own.reduce((sum, one) => sum + (earningTakenBack[one.index] ?? 0), 0);
          expect(balances.available + balances.held + balances.inTransit + balances.paid).toBe(
            earned - takenBack,
          );
          // Nobody paid twice: a booking is in one payout that did not fail at most, and what
          // was paid or is on its way never exceeds what the agent earned.
          const live = await db
            .select({ bookingId: payoutItems.bookingId, status: payouts.status })
            .from(payoutItems)
            .innerJoin(payouts, eq(payouts.id, payoutItems.payoutId))
            .where(eq(payouts.agentId, agent.user.id));
          const kept = live.filter((row) => row.status !== 'failed').map((row) => row.bookingId);
          expect(new Set(kept).size).toBe(kept.length);
          expect(balances.paid + balances.inTransit).toBeLessThanOrEqual(earned);
        }
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});
