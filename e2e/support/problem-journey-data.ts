/**
 * Data of the problem-report journey (e2e/problem-reports.spec.ts), written by `seed-demo.ts`
 * before the server starts: no route of the API makes a finished, paid service. Its own agent and
 * customer, with one service that ended two hours ago, paid through the sandbox, so nobody else's
 * data changes. Never part of `npm start`'s demo data.
 */
import { DEFAULT_COMMISSION_PERCENT } from '@brillo/domain/earnings';
import type { PasswordHasher } from '../../apps/api/src/adapters/password-hasher/password-hasher.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import { seedJourneyPayment, seedJourneyPeople, seedJourneyService } from './journey-services.ts';

export const PROBLEM_JOURNEY_PASSWORD = 'problema-e2e-2026';

export const problemJourney = {
  agent: { name: 'Fernanda Lagos Ríos', email: 'fernanda.lagos@e2e-problems.brillo.test' },
  customer: { name: 'Matías Pino Araya', email: 'matias.pino@e2e-problems.brillo.test' },
  hourlyRate: 10000,
} as const;

const HOUR_MS = 3_600_000;

/** The journey's agent and customer, and a paid service of three hours that ended two hours ago. */
export async function seedProblemJourney(db: Database, hasher: PasswordHasher, now: Date) {
  const { agent, customer } = await seedJourneyPeople(db, hasher, {
    ...problemJourney,
    password: PROBLEM_JOURNEY_PASSWORD,
  });
  const booking = await seedJourneyService(db, {
    agentId: agent.id,
    customerId: customer.id,
    start: new Date(now.getTime() - 5 * HOUR_MS),
    hours: 3,
    status: 'finished',
  });
  await seedJourneyPayment(db, booking, DEFAULT_COMMISSION_PERCENT);
}
