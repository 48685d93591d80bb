/**
 * Data of the journey of choosing an agent (e2e/find-agent.spec.ts, decisions 43 and 44), written
 * by `seed-demo.ts` before the server starts: agents with past rated services (no route of the API
 * makes one), the comunas where they work, and slots on a day of the journey's own, far enough
 * ahead that the demo agents and the other journeys have none there. A customer in Ñuñoa signs in.
 * Never part of `npm start`'s demo data.
 */
import { TZDate } from '@date-fns/tz';
import type { ExtraService } from '@brillo/domain/enums';
import { addCalendarDays, todayIn } from '@brillo/domain/zoned-time';
import type { PasswordHasher } from '../../apps/api/src/adapters/password-hasher/password-hasher.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import {
  createAgent,
  createBooking,
  createCredentials,
  createCustomer,
  createSlot,
} from '../../apps/api/src/db/factories.ts';
import { ratings } from '../../apps/api/src/db/schema.ts';

export const FIND_AGENT_PASSWORD = 'elegir-agente-e2e-2026';
const ZONE = 'America/Santiago';
/** How many days after today the journey's agents offer their slots. */
export const FIND_AGENT_DAYS_AHEAD = 47;

/** The journey's day, on Santiago's calendar, as of `now`. */
export function findAgentDay(now: Date = new Date()): string {
  return addCalendarDays(todayIn(ZONE, now), FIND_AGENT_DAYS_AHEAD);
}

export const findAgentCustomer = {
  name: 'Isidora Campos Reyes',
  email: 'isidora.campos@e2e-find-agent.brillo.test',
  address: 'Av. Irarrázaval 5180, Ñuñoa, Santiago',
};

interface JourneyAgent {
  name: string;
  comunas: string[];
  services: ExtraService[];
  hourlyRate: number;
  /** Stars of past services, each with its comment. */
  reviews: { rating: number; comment: string }[];
  /** Hour of the day's slot, on Santiago's wall clock. */
  hour: number;
}

/** The agents: two who work in Ñuñoa, two elsewhere; three iron. */
export const findAgentAgents = {
  inNunoaIroning: {
    name: 'Inés Aravena Planchado',
    comunas: ['Ñuñoa', 'Providencia'],
    services: ['limpieza', 'planchado'],
    hourlyRate: 11000,
    reviews: [
      { rating: 5, comment: 'Dejó las camisas impecables y la casa ordenada.' },
      { rating: 5, comment: 'Muy puntual y cuidadosa.' },
      { rating: 4, comment: 'Buen trabajo, volvería a contratarla.' },
    ],
    hour: 10,
  },
  inNunoaCooking: {
    name: 'Olga Bravo Cocina',
    comunas: ['Ñuñoa'],
    services: ['limpieza', 'cocina'],
    hourlyRate: 9000,
    reviews: [{ rating: 3, comment: 'Correcta.' }],
    hour: 9,
  },
  elsewhereIroning: {
    name: 'Rosa Cárdenas Planchado',
    comunas: ['Providencia'],
    services: ['planchado'],
    hourlyRate: 10000,
    reviews: [
      { rating: 5, comment: 'Excelente.' },
      { rating: 4, comment: 'Muy bien.' },
    ],
    hour: 11,
  },
  elsewhereLowRated: {
    name: 'Teresa Donoso Planchado',
    comunas: ['Maipú'],
    services: ['planchado', 'mascotas'],
    hourlyRate: 8000,
    reviews: [{ rating: 3, comment: 'Llegó tarde.' }],
    hour: 12,
  },
} as const satisfies Record<string, JourneyAgent>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The journey's customer, its agents with their reviews, and each agent's slot on its day. */
export async function seedFindAgentJourney(db: Database, hasher: PasswordHasher, now: Date) {
  const { user: customer } = await createCustomer(db, {
    user: {
      name: findAgentCustomer.name,
      email: findAgentCustomer.email,
      emailVerified: true,
    },
    profile: { address: findAgentCustomer.address, postcode: '7750000' },
  });
  await createCredentials(db, customer, FIND_AGENT_PASSWORD, hasher);
  // The reviews are another customer's, who never signs in.
  const { user: reviewer } = await createCustomer(db, {
    user: { name: 'Gabriela Soto Vera', email: 'gabriela.soto@e2e-find-agent.brillo.test' },
  });
  const [year, month, day] = findAgentDay(now).split('-').map(Number) as [number, number, number];
  for (const agent of Object.values(findAgentAgents)) {
    const services = new Set<ExtraService>(agent.services);
    const { user } = await createAgent(db, {
      user: { name: agent.name, emailVerified: true },
      profile: {
        hourlyRate: agent.hourlyRate,
        offersLimpieza: services.has('limpieza'),
        offersCocina: services.has('cocina'),
        offersPlanchado: services.has('planchado'),
        offersMascotas: services.has('mascotas'),
        offersCompras: false,
        offersJardineria: false,
        offersCuidado: false,
        offersBebes: false,
      },
      serviceComunas: agent.comunas,
    });
    for (const [index, review] of agent.reviews.entries()) {
      const start = new Date(now.getTime() - (10 + index) * DAY_MS);
      start.setUTCHours(13, 0, 0, 0);
      const slot = await createSlot(db, {
        agentId: user.id,
        startTime: start,
        endTime: new Date(start.getTime() + 3 * HOUR_MS),
        status: 'accepted',
        bookingStatus: 'booked_accepted',
      });
      const booking = await createBooking(db, {
        customerId: reviewer.id,
        slot,
        status: 'finished_evaluated',
      });
      await db.insert(ratings).values({
        bookingId: booking.id,
        agentId: user.id,
        customerId: reviewer.id,
        rating: review.rating,
        comment: review.comment,
        createdAt: new Date(start.getTime() + 4 * HOUR_MS),
      });
    }
    const start = new TZDate(year, month - 1, day, agent.hour, 0, ZONE);
    await createSlot(db, {
      agentId: user.id,
      startTime: new Date(start.getTime()),
      endTime: new Date(start.getTime() + 3 * HOUR_MS),
      status: 'available',
    });
  }
}
