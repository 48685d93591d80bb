/**
 * Data of the rating journeys (e2e/ratings.spec.ts), written by `seed-demo.ts` before the server
 * starts: no route of the API makes a paid booking whose service has already started (payment
 * and time are not the browser's to decide). Each journey gets its own agent and customer, with
 * one paid booking that started an hour ago, so nobody else's counts change. Never part of
 * `npm start`'s demo data.
 */
import type { PasswordHasher } from '../../apps/api/src/adapters/password-hasher/password-hasher.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import { seedJourneyPeople, seedJourneyService } from './journey-services.ts';

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
    const { agent, customer } = await seedJourneyPeople(db, hasher, {
      ...journey,
      hourlyRate: 8000,
      password: RATING_JOURNEY_PASSWORD,
    });
    await seedJourneyService(db, {
      agentId: agent.id,
      customerId: customer.id,
      start: new Date(now.getTime() - HOUR_MS),
      hours: 3,
      status: 'accepted_payment_success',
    });
  }
}
