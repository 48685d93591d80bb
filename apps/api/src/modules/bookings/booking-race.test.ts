import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { signedInAccount } from '../../../test/auth.ts';
import { createServerDatabase } from '../../../test/database.ts';
import { createSlot } from '../../db/factories.ts';
import { availabilitySlots, bookings } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';

const REQUESTS = 50;
const CUSTOMERS = 10;
const driver = inject('testDatabaseTemplate').driver;

/**
 * Fifty simultaneous requests for one slot (decision 10): exactly one 201, every other a 409 with
 * 'Este horario ya no está disponible', one booking row and the slot waiting for its agent. On
 * PostgreSQL the requests are spread over two API instances, each with its own connection pool
 * on the same database, as two processes would be; on PGlite, one instance.
 */
async function raceForOneSlot(apps: [FastifyInstance, ...FastifyInstance[]], db: Database) {
  const [home] = apps;
  const agent = await signedInAccount(home, db, 'agent', { withProfile: true });
  const customers = await Promise.all(
    Array.from({ length: CUSTOMERS }, () =>
      signedInAccount(home, db, 'customer', { withProfile: true }),
    ),
  );
  const slot = await createSlot(db, { agentId: agent.user.id });
  const answers = await Promise.all(
    Array.from({ length: REQUESTS }, (_, index) =>
      (apps[index % apps.length] ?? home).inject({
        method: 'POST',
        url: '/api/customers/bookings',
        headers: { authorization: `Bearer ${customers[index % CUSTOMERS]?.token ?? ''}` },
        body: { availability_id: slot.id },
      }),
    ),
  );
  const statuses = answers.map((response) => response.statusCode);
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(REQUESTS - 1);
  for (const response of answers.filter((answer) => answer.statusCode === 409)) {
    expect(response.json().error.message).toBe(bookingTexts.api.slotUnavailable);
  }
  const winner = answers.find((answer) => answer.statusCode === 201)?.json();
  const rows = await db.select().from(bookings).where(eq(bookings.availabilityId, slot.id));
  expect(rows.map((row) => [row.id, row.status])).toEqual([[winner?.id, 'pending']]);
  const [after] = await db
    .select()
    .from(availabilitySlots)
    .where(eq(availabilitySlots.id, slot.id));
  expect(after).toMatchObject({
    status: 'available',
    bookingStatus: 'booked_waiting_agent_confirmation',
  });
}

// Only the suite of the run's driver is declared: the other's set-up must not run at all.
if (driver === 'postgres') {
  describe('booking race over two API instances', async () => {
    const server = await createServerDatabase();
    // Registered first, so it runs after both apps and their pools have closed.
    afterAll(() => server.remove());
    const first = await createTestApp({ database: await server.open() });
    const second = await createTestApp({ database: await server.open() });

    it('gives one slot to exactly one of 50 simultaneous requests', async () => {
      await raceForOneSlot([first.app, second.app], first.database.db);
    });
  });
} else {
  describe('booking race in one API instance', async () => {
    const { app, database } = await createTestApp();

    it('gives one slot to exactly one of 50 simultaneous requests', async () => {
      await raceForOneSlot([app], database.db);
    });
  });
}
