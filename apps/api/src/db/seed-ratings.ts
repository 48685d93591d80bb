/**
 * The other demo agents' ratings (README, "Demo data"; decision 29): past services, finished and
 * rated by customers who exist only as reviewers (no password, so nobody signs in as them), with
 * Spanish comments and a spread of averages, so every listing of agents shows real averages right
 * after `npm start`; one demo agent stays without ratings ('Sin evaluaciones'). The demo customer
 * also gets a finished service with another agent, not rated yet, beside the demo agent's one
 * (seed-bookings.ts), so /rating has two services to rate. The demo agent's own bookings and
 * ratings are seed-bookings.ts's.
 */
import { TZDate } from '@date-fns/tz';
import { slotOnAccept } from '@brillo/domain/booking-lifecycle';
import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { createBooking, createCustomer } from './factories.ts';
import { availabilitySlots, bookings, ratings, users } from './schema.ts';
import { DEMO_TIME_ZONE } from './seed-data.ts';
import { DEMO_BOOKINGS_CUSTOMER } from './seed-bookings.ts';

/** Customers who only write reviews: name and email (emails under `clientes.brillo.test`). */
const reviewers = [
  ['Carolina Pérez Lagos', 'carolina.perez'],
  ['Andrés Muñoz Vidal', 'andres.munoz'],
  ['Fernanda Reyes Castro', 'fernanda.reyes'],
  ['Ignacio Herrera Pinto', 'ignacio.herrera'],
  ['Daniela Vergara Rojas', 'daniela.vergara'],
] as const;

interface PastRating {
  /** Index in `reviewers`. */
  by: number;
  daysAgo: number;
  rating: number;
  comment: string;
}

/** Each agent's rated services, by email: Camila 4,8 (5), Joaquín 4,3 (3); Francisca none. */
const ratedServices: Record<string, readonly PastRating[]> = {
  'camila.diaz@brillo.test': [
    { by: 0, daysAgo: 40, rating: 5, comment: 'Dejó la cocina impecable. Muy recomendable.' },
    { by: 1, daysAgo: 33, rating: 5, comment: 'Puntual y muy amable con los niños.' },
    { by: 2, daysAgo: 21, rating: 4, comment: 'Buen trabajo; faltó un poco en los vidrios.' },
    { by: 3, daysAgo: 12, rating: 5, comment: '' },
    { by: 4, daysAgo: 6, rating: 5, comment: 'La mejor limpieza de baños que hemos tenido.' },
  ],
  'joaquin.fuentes@brillo.test': [
    { by: 1, daysAgo: 27, rating: 5, comment: 'El jardín quedó precioso y ordenó la bodega.' },
    { by: 4, daysAgo: 16, rating: 4, comment: 'Cumplió con todo, aunque llegó 20 minutos tarde.' },
    { by: 2, daysAgo: 8, rating: 4, comment: 'Muy ordenado. Volvería a contratarlo.' },
  ],
};

/** The demo customer's finished service waiting for a rating, with this agent, days ago. */
const unratedForDemoCustomer = { agent: 'camila.diaz@brillo.test', daysAgo: 3 };

async function idOf(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

/** A morning service on Santiago's wall clock `daysAgo` days before `now`, finished that afternoon. */
async function pastService(
  db: Database,
  now: Date,
  agentId: string,
  customerId: string,
  daysAgo: number,
  rated: boolean,
) {
  const today = new TZDate(now.getTime(), DEMO_TIME_ZONE);
  const at = (hour: number) =>
    new Date(
      new TZDate(
        today.getFullYear(),
        today.getMonth(),
        today.getDate() - daysAgo,
        hour,
        0,
        DEMO_TIME_ZONE,
      ).getTime(),
    );
  const [slot] = await db
    .insert(availabilitySlots)
    .values({ agentId, startTime: at(9), endTime: at(13), ...slotOnAccept })
    .returning();
  if (!slot) throw new Error('seedDemoRatings: no slot row returned');
  const booking = await createBooking(db, {
    customerId,
    slot,
    status: rated ? 'finished_evaluated' : 'finished',
  });
  await db
    .update(bookings)
    .set({ createdAt: at(-48), decidedAt: at(-24), finishedAt: at(14) })
    .where(eq(bookings.id, booking.id));
  return { booking, ratedAt: at(19) };
}

/**
 * Seeds the reviewers, the other demo agents' rated services and the demo customer's second
 * service to rate. Expects the demo accounts to exist (run inside the seed's transaction).
 */
export async function seedDemoRatings(db: Database, now: Date): Promise<void> {
  const reviewerIds: string[] = [];
  for (const [name, handle] of reviewers) {
    const { user } = await createCustomer(db, {
      user: { name, email: `${handle}@clientes.brillo.test`, emailVerified: true },
    });
    reviewerIds.push(user.id);
  }
  for (const [email, services] of Object.entries(ratedServices)) {
    const agentId = await idOf(db, email);
    if (!agentId) continue;
    for (const service of services) {
      const customerId = reviewerIds[service.by];
      if (!customerId) continue;
      const { booking, ratedAt } = await pastService(
        db,
        now,
        agentId,
        customerId,
        service.daysAgo,
        true,
      );
      await db.insert(ratings).values({
        bookingId: booking.id,
        agentId,
        customerId,
        rating: service.rating,
        comment: service.comment,
        createdAt: ratedAt,
      });
    }
  }
  const agentId = await idOf(db, unratedForDemoCustomer.agent);
  const customerId = await idOf(db, DEMO_BOOKINGS_CUSTOMER);
  if (agentId && customerId) {
    await pastService(db, now, agentId, customerId, unratedForDemoCustomer.daysAgo, false);
  }
}
