/**
 * Live events across API processes: two real servers (`test/server-process.ts`) on one
 * PostgreSQL database; a booking made through one reaches the event streams open on the other,
 * through LISTEN/NOTIFY (ADR-046), and while both poll the job queue each job runs once (ADR-043,
 * `SKIP LOCKED`). PGlite is one process's database: on it, two apps in this
 * process share it, each with its own listeners and streams.
 */
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { createAgent, createCustomer, createSlot } from '../../db/factories.ts';
import { devMail, sessions } from '../../db/schema.ts';
import { sessionOf } from '../../../test/sessions.ts';
import { createTestApp } from '../../../test/app.ts';
import { createServerDatabase, createTestDatabase } from '../../../test/database.ts';
import { openEventStream } from '../../../test/event-stream.ts';
import {
  freePort,
  startServer,
  waitUntilReady,
  type ServerProcess,
} from '../../../test/server-process.ts';

const driver = inject('testDatabaseTemplate').driver;

// Only the suite of the run's driver is declared: the other's set-up must not run at all.
if (driver === 'postgres') {
  describe('live events over two API processes', async () => {
    const database = await createServerDatabase();
    const servers: ServerProcess[] = [];
    const handle = await database.open();
    const db = handle.db;
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await handle.close();
      await database.remove();
    });

    async function start() {
      const port = await freePort();
      const server = startServer({
        ...database.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        RATE_LIMITS: 'false',
        // Both processes poll the job queue, as every production process does (ADR-043).
        JOB_WORKERS: 'true',
      });
      servers.push(server);
      await waitUntilReady(port, server);
      return `http://127.0.0.1:${port}`;
    }
    // One after the other: the first start migrates.
    const processA = await start();
    const processB = await start();

    it('sends a booking made through one process to streams open on the other', async () => {
      const { user: agent } = await createAgent(db);
      const { user: customer } = await createCustomer(db);
      const { user: stranger } = await createCustomer(db);
      const slot = await createSlot(db, { agentId: agent.id });
      const [agentToken, customerToken, strangerToken] = await Promise.all([
        sessionOf(db, agent.id),
        sessionOf(db, customer.id),
        sessionOf(db, stranger.id),
      ]);
      const streams = await Promise.all(
        [agentToken, customerToken, strangerToken].map((token) =>
          openEventStream(processB, { authorization: `Bearer ${token}` }),
        ),
      );
      onTestFinished(() => streams.forEach((stream) => stream.close()));
      const [agentEvents, customerEvents, strangerEvents] = streams;
      for (const stream of streams) expect(stream.response.status).toBe(200);

      const response = await fetch(`${processA}/api/customers/bookings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${customerToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ availability_id: slot.id }),
      });
      expect(response.status, await response.clone().text()).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const expected = {
        event: 'booking',
        data: JSON.stringify({ bookingId: id, status: 'pending' }),
      };
      expect(await agentEvents?.next()).toEqual(expected);
      expect(await customerEvents?.next()).toEqual(expected);

      // The stranger heard nothing of it: revoking their session (its row deleted, as sign-out
      // does) ends their stream on B with `session-ended` as its first event.
      await db.delete(sessions).where(eq(sessions.token, strangerToken));
      expect(await strangerEvents?.next()).toEqual({ event: 'session-ended', data: '{}' });
    }, 60_000);

    it('runs each job once while both processes poll the queue', async () => {
      const { user: agent } = await createAgent(db);
      const { user: customer } = await createCustomer(db);
      const customerToken = await sessionOf(db, customer.id);
      const slots = await Promise.all(
        Array.from({ length: 8 }, () => createSlot(db, { agentId: agent.id })),
      );
      // Requests through both processes; each queues one 'new request' email to the agent.
      const ids = await Promise.all(
        slots.map(async (slot, index) => {
          const response = await fetch(
            `${index % 2 === 0 ? processA : processB}/api/customers/bookings`,
            {
              method: 'POST',
              headers: {
                authorization: `Bearer ${customerToken}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify({ availability_id: slot.id }),
            },
          );
          expect(response.status).toBe(201);
          return ((await response.json()) as { id: string }).id;
        }),
      );
      const emailJobStates = async () => {
        const result = await db.execute(
          sql`select state from pgboss.job where name = 'booking-email' and data->>'bookingId' in ${ids}`,
        );
        return (result as unknown as { rows: { state: string }[] }).rows.map((row) => row.state);
      };
      await vi.waitFor(
        async () => expect(await emailJobStates()).toEqual(ids.map(() => 'completed')),
        { timeout: 30_000, interval: 250 },
      );
      // Every job has ended, so none can run again: one mail per request means none ran twice.
      const mailsToAgent = await db
        .select({ id: devMail.id })
        .from(devMail)
        .where(eq(devMail.toAddress, agent.email));
      expect(mailsToAgent).toHaveLength(ids.length);
    }, 60_000);
  });
} else {
  describe('live events over two apps on one PGlite', async () => {
    const database = await createTestDatabase();
    const first = await createTestApp({ database });
    const second = await createTestApp({ database });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = second.app.server.address() as AddressInfo;

    it('sends a booking made through one app to streams open on the other', async () => {
      const db = database.db;
      const { user: agent } = await createAgent(db);
      const { user: customer } = await createCustomer(db);
      const slot = await createSlot(db, { agentId: agent.id });
      const customerToken = await sessionOf(db, customer.id);
      const events = await openEventStream(`http://127.0.0.1:${port}`, {
        authorization: `Bearer ${customerToken}`,
      });
      onTestFinished(() => events.close());
      const response = await first.app.inject({
        method: 'POST',
        url: '/api/customers/bookings',
        headers: { authorization: `Bearer ${customerToken}` },
        body: { availability_id: slot.id },
      });
      expect(response.statusCode, response.body).toBe(201);
      const { id } = response.json<{ id: string }>();
      expect(await events.next()).toEqual({
        event: 'booking',
        data: JSON.stringify({ bookingId: id, status: 'pending' }),
      });
    });
  });
}
