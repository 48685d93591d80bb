/**
 * Data of the problem-report journey (e2e/problem-reports.spec.ts), written by `seed-demo.ts`
 * before the server starts: no route of the API makes a finished, paid service. Its own agent and
 * customer, with one service that ended two hours ago, paid through the sandbox, so nobody else's
 * data changes. Never part of `npm start`'s demo data.
 */
import { DEFAULT_COMMISSION_PERCENT } from '@brillo/domain/earnings';
import { eq } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client.ts';
import type { PasswordHasher } from '../../apps/api/src/adapters/password-hasher/password-hasher.ts';
import {
  createAgent,
  createBooking,
  createCredentials,
  createCustomer,
  createSlot,
} from '../../apps/api/src/db/factories.ts';
import { recordBookingPaid } from '../../apps/api/src/db/ledger.ts';
import { bookings, payments } from '../../apps/api/src/db/schema.ts';

export const PROBLEM_JOURNEY_PASSWORD = 'problema-e2e-2026';

export const problemJourney = {
  agent: { name: 'Fernanda Lagos Ríos', email: 'fernanda.lagos@e2e-problems.brillo.test' },
  customer: { name: 'Matías Pino Araya', email: 'matias.pino@e2e-problems.brillo.test' },
  hourlyRate: 10000,
} as const;

const HOUR_MS = 3_600_000;

/** The journey's agent and customer, and a paid service of three hours that ended two hours ago. */
export async function seedProblemJourney(db: Database, hasher: PasswordHasher, now: Date) {
  const { user: agent } = await createAgent(db, {
    user: { ...problemJourney.agent, emailVerified: true },
    profile: { hourlyRate: problemJourney.hourlyRate },
  });
  await createCredentials(db, agent, PROBLEM_JOURNEY_PASSWORD, hasher);
  const { user: customer } = await createCustomer(db, {
    user: { ...problemJourney.customer, emailVerified: true },
  });
  await createCredentials(db, customer, PROBLEM_JOURNEY_PASSWORD, hasher);
  const start = new Date(now.getTime() - 5 * HOUR_MS);
  start.setUTCMinutes(0, 0, 0);
  const end = new Date(start.getTime() + 3 * HOUR_MS);
  const slot = await createSlot(db, {
    agentId: agent.id,
    startTime: start,
    endTime: end,
    status: 'accepted',
    bookingStatus: 'booked_accepted',
  });
  const booking = await createBooking(db, { customerId: customer.id, slot, status: 'finished' });
  await db
    .update(bookings)
    .set({
      createdAt: new Date(start.getTime() - 48 * HOUR_MS),
      decidedAt: new Date(start.getTime() - 47 * HOUR_MS),
      finishedAt: end,
    })
    .where(eq(bookings.id, booking.id));
  const settledAt = new Date(start.getTime() - 46 * HOUR_MS);
  const [payment] = await db
    .insert(payments)
    .values({
      bookingId: booking.id,
      provider: 'sandbox',
      providerPaymentId: `pi_sandbox_e2e_problem_${booking.id.replaceAll('-', '')}`,
      status: 'succeeded',
      amount: booking.amount,
      currency: 'clp',
      settledAt,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('the problem journey has no payment');
  // Paid as the notification would have paid it: its commission fixed and its money in the ledger.
  await db.transaction((tx) =>
    recordBookingPaid(tx, {
      bookingId: booking.id,
      paymentId: payment.id,
      commissionPercent: DEFAULT_COMMISSION_PERCENT,
      now: settledAt,
    }),
  );
}
