/**
 * Data of the earnings journey (e2e/earnings.spec.ts), written by `seed-demo.ts` before the server
 * starts: no route of the API makes a finished, paid service. Its own agent, with a bank account
 * registered three days before (past its first 24 hours, so a payout may go to it), and its own
 * customer, with two paid services: one that ended 50 hours ago, whose earning the 48 hours have
 * released, and one that ended two hours ago, still held. Each payment is recorded in the ledger
 * as the payment's transition does. Never part of `npm start`'s demo data.
 */
import { compactRut, rutVerifier } from '@brillo/domain/rut';
import type { PasswordHasher } from '../../apps/api/src/adapters/password-hasher/password-hasher.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import { agentBankAccounts } from '../../apps/api/src/db/schema.ts';
import { seedJourneyPayment, seedJourneyPeople, seedJourneyService } from './journey-services.ts';

export const EARNINGS_JOURNEY_PASSWORD = 'ganancias-e2e-2026';

/** A RUT no other journey uses (the bank account journey draws its own from 20.000.000 up). */
const RUT_BODY = 15_432_198;

export const earningsJourney = {
  agent: { name: 'Rocío Díaz Fuentes', email: 'rocio.diaz@e2e-earnings.brillo.test' },
  customer: { name: 'Tomás Vera Soto', email: 'tomas.vera@e2e-earnings.brillo.test' },
  hourlyRate: 12000,
  commissionPercent: 15,
  bankAccount: {
    holderRut: compactRut({ body: RUT_BODY, verifier: rutVerifier(RUT_BODY) }),
    bank: 'bancoestado',
    accountType: 'vista',
    accountNumber: '000123456789',
  },
  /** How it reads, masked, on the agent's payouts. */
  maskedDestination: 'BancoEstado •••• 6789',
  /** The service released for payment: three hours that ended 50 hours (or a little more) ago. */
  released: { hours: 3, endedHoursAgo: 50 },
  /** The service still held: two hours that ended two hours (or a little more) ago. */
  held: { hours: 2, endedHoursAgo: 2 },
} as const;

const HOUR_MS = 3_600_000;

/** What the customer paid for a service of the journey: rate × hours. */
export function journeyAmount(service: { hours: number }): number {
  return earningsJourney.hourlyRate * service.hours;
}

/**
 * The journey's agent, bank account and customer, and its two finished services, paid through the
 * sandbox and recorded in the ledger.
 */
export async function seedEarningsJourney(db: Database, hasher: PasswordHasher, now: Date) {
  const { agent, customer } = await seedJourneyPeople(db, hasher, {
    ...earningsJourney,
    password: EARNINGS_JOURNEY_PASSWORD,
  });
  await db.insert(agentBankAccounts).values({
    ...earningsJourney.bankAccount,
    agentId: agent.id,
    createdAt: new Date(now.getTime() - 72 * HOUR_MS),
  });
  for (const service of [earningsJourney.released, earningsJourney.held]) {
    // On the hour, as slots are: it ended `endedHoursAgo` hours ago, or up to an hour more.
    const booking = await seedJourneyService(db, {
      agentId: agent.id,
      customerId: customer.id,
      start: new Date(now.getTime() - (service.endedHoursAgo + service.hours) * HOUR_MS),
      hours: service.hours,
      status: 'finished',
    });
    await seedJourneyPayment(db, booking, earningsJourney.commissionPercent);
  }
}
