/**
 * What the journeys' own data is made of (written by `seed-demo.ts` before the server starts, as
 * no route of the API makes a past service): an agent and a customer who can sign in, and a
 * service of theirs as the booking's lifecycle would have left it.
 */
import { comunaInAddress } from '@brillo/domain/address-parts';
import { eq } from 'drizzle-orm';
import type { PasswordHasher } from '../../apps/api/src/adapters/password-hasher/password-hasher.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import {
  createAgent,
  createBooking,
  createCredentials,
  createCustomer,
  createSlot,
} from '../../apps/api/src/db/factories.ts';
import { recordBookingPaid } from '../../apps/api/src/db/ledger.ts';
import { agentServiceComunas, bookings, payments } from '../../apps/api/src/db/schema.ts';

const HOUR_MS = 3_600_000;

type Person = { name: string; email: string };

/**
 * A journey's agent (at `hourlyRate`) and customer, both confirmed, both with `password`; the
 * agent works in the customer's comuna too, since a customer's lists show the agents who work
 * there (PD-43).
 */
export async function seedJourneyPeople(
  db: Database,
  hasher: PasswordHasher,
  people: { agent: Person; customer: Person; hourlyRate: number; password: string },
) {
  const { user: customer, profile } = await createCustomer(db, {
    user: { ...people.customer, emailVerified: true },
  });
  await createCredentials(db, customer, people.password, hasher);
  const { user: agent } = await createAgent(db, {
    user: { ...people.agent, emailVerified: true },
    profile: { hourlyRate: people.hourlyRate },
  });
  await createCredentials(db, agent, people.password, hasher);
  const comuna = comunaInAddress(profile.address);
  if (comuna) {
    await db
      .insert(agentServiceComunas)
      .values({ agentId: agent.id, comuna })
      .onConflictDoNothing();
  }
  return { agent, customer };
}

/**
 * A service of `hours` hours from `start` (put on the hour before it), booked two days before it
 * and accepted the hour after; `finished` when it has ended (its end as the finishing time), else
 * paid and waiting. Answers the booking.
 */
export async function seedJourneyService(
  db: Database,
  service: {
    agentId: string;
    customerId: string;
    start: Date;
    hours: number;
    status: 'finished' | 'accepted_payment_success';
  },
) {
  const start = new Date(service.start);
  start.setUTCMinutes(0, 0, 0);
  const end = new Date(start.getTime() + service.hours * HOUR_MS);
  const slot = await createSlot(db, {
    agentId: service.agentId,
    startTime: start,
    endTime: end,
    status: 'accepted',
    bookingStatus: 'booked_accepted',
  });
  const booking = await createBooking(db, {
    customerId: service.customerId,
    slot,
    status: service.status,
  });
  await db
    .update(bookings)
    .set({
      createdAt: new Date(start.getTime() - 48 * HOUR_MS),
      decidedAt: new Date(start.getTime() - 47 * HOUR_MS),
      ...(service.status === 'finished' ? { finishedAt: end } : {}),
    })
    .where(eq(bookings.id, booking.id));
  return { ...booking, start, end };
}

/**
 * The booking's payment through the sandbox, settled 46 hours before `start`, and recorded as the
 * payment's notification records it: its commission fixed and its money in the ledger.
 */
export async function seedJourneyPayment(
  db: Database,
  booking: { id: string; amount: number; start: Date },
  commissionPercent: number,
) {
  const settledAt = new Date(booking.start.getTime() - 46 * HOUR_MS);
  await db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        bookingId: booking.id,
        provider: 'sandbox',
        providerPaymentId: `pi_sandbox_e2e_${booking.id.replaceAll('-', '')}`,
        status: 'succeeded',
        amount: booking.amount,
        currency: 'clp',
        settledAt,
      })
      .returning({ id: payments.id });
    if (!payment) throw new Error('seedJourneyPayment: no payment row returned');
    await recordBookingPaid(tx, {
      bookingId: booking.id,
      paymentId: payment.id,
      commissionPercent,
      now: settledAt,
    });
  });
}
