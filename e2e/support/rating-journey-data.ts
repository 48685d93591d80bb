/**
 * Data of the rating journeys (e2e/ratings.spec.ts), written by `seed-demo.ts` before the server
 * starts: no route of the API makes a paid booking whose service has already started (payment
 * and time are not the browser's to decide). Each journey gets its own agent and customer, with
 * one paid booking that started an hour ago, so nobody else's counts change. Never part of
 * `npm start`'s demo data.
 */
import type { Database } from '../../apps/api/src/db/client.ts';
import type { PasswordHasher } from '../../apps/api/src/adapters/password-hasher/password-hasher.ts';
import {
  createAgent,
  createBooking,
  createCredentials,
  createCustomer,
  createSlot,
} from '../../apps/api/src/db/factories.ts';
import { bookings } from '../../apps/api/src/db/schema.ts';
import { eq } from 'drizzle-orm';

export const RATING_JOURNEY_PASSWORD = 'calificacion-e2e-2026';

/** The journeys that rate a service, each with its own pair of accounts. */
export const ratingJourneys = {
  desktop: {
    agent: { name: 'Renata Ibáñez Cortés', email: 'renata.ibanez@e2e-ratings.brillo.test' },
    customer: { name: 'Tomás Valdés Lira', email: 'tomas.valdes@e2e-ratings.brillo.test' },
  },
  phone: {
    agent: { name: 'Paula Araya Núñez', email: 'paula.araya@e2e-ratings.brillo.test' },
    customer: { name: 'Vicente Rojas Báez', email: 'vicente.rojas@e2e-ratings.brillo.test' },
  },
} as const;

const HOUR_MS = 3_600_000;

/** Each journey's agent and customer, and a paid booking that started an hour before `now`. */
export async function seedRatingJourneys(db: Database, hasher: PasswordHasher, now: Date) {
  for (const journey of Object.values(ratingJourneys)) {
    const { user: agent } = await createAgent(db, {
      user: { ...journey.agent, emailVerified: true },
      profile: { hourlyRate: 8000 },
    });
    await createCredentials(db, agent, RATING_JOURNEY_PASSWORD, hasher);
    const { user: customer } = await createCustomer(db, {
      user: { ...journey.customer, emailVerified: true },
    });
    await createCredentials(db, customer, RATING_JOURNEY_PASSWORD, hasher);
    const start = new Date(now.getTime() - HOUR_MS);
    start.setUTCMinutes(0, 0, 0);
    const slot = await createSlot(db, {
      agentId: agent.id,
      startTime: start,
      endTime: new Date(start.getTime() + 3 * HOUR_MS),
      status: 'accepted',
      bookingStatus: 'booked_accepted',
    });
    const booking = await createBooking(db, {
      customerId: customer.id,
      slot,
      status: 'accepted_payment_success',
    });
    await db
      .update(bookings)
      .set({
        createdAt: new Date(start.getTime() - 48 * HOUR_MS),
        decidedAt: new Date(start.getTime() - 47 * HOUR_MS),
      })
      .where(eq(bookings.id, booking.id));
  }
}
