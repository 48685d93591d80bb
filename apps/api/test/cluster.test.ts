/**
 * Scale-out (ADR-050, docs/cluster.md): three real API processes started together on one fresh
 * PostgreSQL database behind nginx, as `npm run cluster` starts them (nginx is installed when
 * missing). What one process guarantees must hold across the three. PGlite is one process's
 * database: on it, the script refuses to start a cluster.
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { startCluster, type Cluster } from '../../../scripts/cluster/cluster.ts';
import { freePort } from '../../../scripts/free-port.ts';
import { createScryptPasswordHasher } from '../src/adapters/password-hasher/scrypt-password-hasher.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { createAgent, createCredentials, createCustomer, createSlot } from '../src/db/factories.ts';
import { migrationsFolder } from '../src/db/migrate.ts';
import { bookings, devMail } from '../src/db/schema.ts';
import { createServerDatabase, type ServerDatabase } from './database.ts';
import { openEventStream } from './event-stream.ts';
import { requestFrom } from './from-address.ts';
import { sessionOf } from './sessions.ts';
import { rowsOf } from './sql-rows.ts';

const driver = inject('testDatabaseTemplate').driver;
const clusterScript = path.resolve(import.meta.dirname, '../../../scripts/cluster.ts');
const PROCESSES = 3;

const json = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});

if (driver === 'postgres') {
  describe('three API processes behind nginx on one PostgreSQL database', () => {
    let database: ServerDatabase;
    let handle: DatabaseHandle;
    let cluster: Cluster;
    const output: string[] = [];
    const direct = (index: number) => `http://127.0.0.1:${cluster.processes[index]?.port ?? 0}`;

    beforeAll(async () => {
      database = await createServerDatabase({ empty: true });
      try {
        cluster = await startCluster({
          processes: PROCESSES,
          host: '127.0.0.1',
          port: await freePort(),
          databaseUrl: database.env.DATABASE_URL ?? '',
          env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
          onLine: (name, line) => output.push(`[${name}] ${line}`),
        });
      } catch (error) {
        throw new Error(`${String(error)}\n${output.join('\n')}`);
      }
      handle = await database.open();
    }, 180_000);
    afterAll(async () => {
      await cluster?.stop();
      await handle?.close();
      await database?.remove();
    }, 60_000);

    it('applies the migrations once though the three processes started together', async () => {
      const migrations = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql'));
      const applied = await rowsOf<{ hash: string }>(
        handle.db,
        sql`select hash from drizzle.__drizzle_migrations`,
      );
      expect(applied).toHaveLength(migrations.length);
      expect(await rowsOf(handle.db, sql`select version from pgboss.version`)).toHaveLength(1);
      expect(output.filter((line) => /error|migraciones/i.test(line))).toEqual([]);
    });

    it('gives one slot to exactly one of 60 customers spread over the processes', async () => {
      const db = handle.db;
      const { user: agent } = await createAgent(db);
      const slot = await createSlot(db, { agentId: agent.id });
      const tokens = await Promise.all(
        Array.from({ length: 60 }, async () => sessionOf(db, (await createCustomer(db)).user.id)),
      );
      const statuses = await Promise.all(
        tokens.map(async (token) => {
          const response = await fetch(`${cluster.url}/api/customers/bookings`, {
            method: 'POST',
            headers: json(token),
            body: JSON.stringify({ availability_id: slot.id }),
          });
          await response.body?.cancel();
          return response.status;
        }),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(59);
      const rows = await db.select().from(bookings).where(eq(bookings.availabilityId, slot.id));
      expect(rows).toHaveLength(1);
    });

    it('keeps a session made through one process on the others, until a sign-out through any', async () => {
      const db = handle.db;
      const hasher = createScryptPasswordHasher({ concurrency: 1 });
      const { user } = await createCustomer(db);
      const password = 'contraseña-de-prueba-2026';
      await createCredentials(db, user, password, hasher);
      const signIn = await fetch(`${direct(0)}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session-transport': 'bearer' },
        body: JSON.stringify({ email: user.email, password }),
      });
      expect(signIn.status, await signIn.clone().text()).toBe(200);
      const { token } = (await signIn.json()) as { token: string };
      const sessionStatus = async (index: number) => {
        const response = await fetch(`${direct(index)}/api/session`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await response.body?.cancel();
        return response.status;
      };
      // Each process reads the caller once and keeps it (ADR-030).
      expect(await Promise.all([0, 1, 2].map(sessionStatus))).toEqual([200, 200, 200]);

      const signOut = await fetch(`${direct(1)}/api/auth/sign-out`, {
        method: 'POST',
        headers: json(token),
        body: '{}',
      });
      expect(signOut.status).toBe(200);
      await vi.waitFor(
        async () =>
          expect(await Promise.all([0, 1, 2].map(sessionStatus))).toEqual([401, 401, 401]),
        { timeout: 10_000, interval: 100 },
      );
    });

    it('refuses a client through nginx at the same count as one process', async () => {
      // Each client is a loopback address of its own; nginx tells the API who it is.
      const resets = [];
      for (let index = 0; index < 6; index += 1) {
        resets.push(
          await requestFrom('127.0.0.51', `${cluster.url}/api/auth/request-password-reset`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: `persona-${index}@brillo.test` }),
          }),
        );
      }
      // Five a quarter of an hour per address (exact, counted in the database).
      expect(resets.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
      // Another address still has its own five.
      const other = await requestFrom(
        '127.0.0.52',
        `${cluster.url}/api/auth/request-password-reset`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'otra-persona@brillo.test' }),
        },
      );
      expect(other.status).toBe(200);
    });

    it('refuses address searches spread over the processes at the 61st, as one process does', async () => {
      // Counted in memory below a tenth of the limit, then in the shared total (ADR-050).
      const statuses: number[] = [];
      for (let index = 0; index < 61; index += 1) {
        const answer = await requestFrom(
          '127.0.0.53',
          `${cluster.url}/api/geocoding/addresses?q=${encodeURIComponent(`Providencia ${index}`)}`,
        );
        statuses.push(answer.status);
      }
      expect(statuses.indexOf(429)).toBe(60);
      expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    });

    it('runs each job once while the three processes poll the queue', async () => {
      const db = handle.db;
      const { user: agent } = await createAgent(db);
      const token = await sessionOf(db, (await createCustomer(db)).user.id);
      const slots = await Promise.all(
        Array.from({ length: 6 }, () => createSlot(db, { agentId: agent.id })),
      );
      for (const slot of slots) {
        const response = await fetch(`${cluster.url}/api/customers/bookings`, {
          method: 'POST',
          headers: json(token),
          body: JSON.stringify({ availability_id: slot.id }),
        });
        expect(response.status).toBe(201);
      }
      const ids = (
        await db
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            inArray(
              bookings.availabilityId,
              slots.map((slot) => slot.id),
            ),
          )
      ).map((row) => row.id);
      await vi.waitFor(
        async () => {
          const states = await rowsOf<{ state: string }>(
            db,
            sql`select state from pgboss.job where name = 'booking-email' and data->>'bookingId' in ${ids}`,
          );
          expect(states.map((row) => row.state)).toEqual(ids.map(() => 'completed'));
        },
        { timeout: 30_000, interval: 250 },
      );
      const mails = await db
        .select({ id: devMail.id })
        .from(devMail)
        .where(eq(devMail.toAddress, agent.email));
      expect(mails).toHaveLength(ids.length);
    }, 45_000);

    it('brings a booking made through one process to streams held on the others and through nginx', async () => {
      const db = handle.db;
      const { user: agent } = await createAgent(db);
      const { user: customer } = await createCustomer(db);
      const slot = await createSlot(db, { agentId: agent.id });
      const [agentToken, customerToken] = await Promise.all([
        sessionOf(db, agent.id),
        sessionOf(db, customer.id),
      ]);
      const streams = await Promise.all([
        openEventStream(direct(2), { authorization: `Bearer ${agentToken}` }),
        openEventStream(cluster.url, { authorization: `Bearer ${customerToken}` }),
      ]);
      onTestFinished(() => streams.forEach((stream) => stream.close()));
      const response = await fetch(`${direct(0)}/api/customers/bookings`, {
        method: 'POST',
        headers: json(customerToken),
        body: JSON.stringify({ availability_id: slot.id }),
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const expected = {
        event: 'booking',
        data: JSON.stringify({ bookingId: id, status: 'pending' }),
      };
      for (const stream of streams) expect(await stream.next()).toEqual(expected);
    });

    it('drops no request while each process in turn is stopped and started again under load', async () => {
      const token = await sessionOf(handle.db, (await createCustomer(handle.db)).user.id);
      let load: autocannon.Instance | undefined;
      const finished = new Promise<autocannon.Result>((resolve, reject) => {
        load = autocannon(
          {
            url: cluster.url,
            connections: 4,
            // Longer than the restarts take: stopped once they are over.
            duration: 120,
            timeout: 10,
            requests: [
              { method: 'GET', path: '/api/public-config' },
              {
                method: 'GET',
                path: '/api/session',
                headers: { authorization: `Bearer ${token}` },
              },
              // A POST is never sent twice by nginx: none may reach a process that is closing
              // (ADR-053). Signing out without a session changes nothing and answers 200.
              { method: 'POST', path: '/api/auth/sign-out' },
            ],
          },
          (error: unknown, result) => (error ? reject(new Error(String(error))) : resolve(result)),
        );
      });
      await cluster.rollingRestart();
      load?.stop();
      const result = await finished;
      expect(cluster.processes.map((api) => api.pid)).not.toContain(0);
      // On failure: which statuses came, what the processes logged (warnings and errors) and
      // what nginx did (a 502 is in its log, a process's 503 in the processes').
      const nginxLog = await readFile(path.join(cluster.nginx.folder, 'error.log'), 'utf8');
      const seen = [
        `answers by status: ${JSON.stringify(result.statusCodeStats)}`,
        ...output.slice(-40),
        ...nginxLog
          .split('\n')
          .filter((line) => !/connect\(\) failed|temporarily disabled/.test(line)),
      ].join('\n');
      expect(
        { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx },
        seen,
      ).toEqual({
        errors: 0,
        timeouts: 0,
        non2xx: 0,
      });
      expect(result.requests.total).toBeGreaterThan(1000);
    }, 150_000);
  });
} else {
  describe('npm run cluster on PGlite', () => {
    it('refuses to start without a PostgreSQL database, since PGlite serves one process', () => {
      const run = spawnSync(process.execPath, [clusterScript, '--processes', '2'], {
        env: { PATH: process.env.PATH },
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Falta la base de datos');
    });
  });
}
