/**
 * Crash recovery: the real server, killed with SIGKILL while it takes writes, must come back on
 * the same data, ready within 5 seconds, with every write it acknowledged. On PGlite by default,
 * on PostgreSQL with TEST_DATABASE_URL. `docs/testing.md` ("Crash recovery") explains it.
 */
import os from 'node:os';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { createServerDatabase, type ServerDatabase } from './database.ts';
import { assertPidNamespacesAvailable } from './pid-namespace.ts';
import { freePort, startServer, waitUntilReady, type ServerProcess } from './server-process.ts';
import { signUpBody } from '@brillo/domain/testing/sign-up-bodies';

/** How long a restarted server may take to answer `GET /api/ready` with 200. */
const READY_WITHIN_MS = 5_000;
/** Sign-ups sent at once while the server is killed. */
const CONCURRENT_WRITERS = 6;
/** Acknowledged sign-ups after which the server is killed (the other writers still waiting). */
const KILL_AFTER_WRITES = 12;

/** Signs up one customer; resolves with the email when the server answered 201. */
async function signUp(port: number): Promise<string> {
  const body = signUpBody('customer');
  const response = await fetch(`http://127.0.0.1:${port}/api/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) {
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  }
  return body.email;
}

/**
 * Writes from several clients at once and kills the server with SIGKILL once KILL_AFTER_WRITES
 * were acknowledged, with sign-ups still in flight. Resolves with the acknowledged emails.
 */
async function writeUntilKilled(port: number, server: ServerProcess): Promise<string[]> {
  const acknowledged: string[] = [];
  let killed: Promise<void> | undefined;
  const writer = async () => {
    while (killed === undefined) {
      try {
        acknowledged.push(await signUp(port));
      } catch (error) {
        if (killed !== undefined) break; // cut off by the kill: not acknowledged
        killed = server.kill();
        throw error;
      }
      if (acknowledged.length >= KILL_AFTER_WRITES) killed ??= server.kill();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_WRITERS }, writer));
  await killed;
  return acknowledged;
}

const driver = inject('testDatabaseTemplate').driver;

describe(`the server killed with SIGKILL while it takes writes (${driver})`, () => {
  let database: ServerDatabase;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    assertPidNamespacesAvailable();
    database = await createServerDatabase();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await database?.remove();
  });

  it('restarts on the same data, in and out of a PID namespace, ready within 5 s and with every acknowledged write', async () => {
    const port = await freePort();
    const settings = {
      ...database.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RATE_LIMITS: 'false',
    };
    const start = (inPidNamespace: boolean) => {
      const server = startServer(settings, { inPidNamespace });
      servers.push(server);
      return server;
    };
    const restart = async (inPidNamespace: boolean) => {
      const server = start(inPidNamespace);
      const readyAfter = await waitUntilReady(port, server);
      // On a busy machine the wall time can pass the limit with little work done: say both.
      const load = `${server.cpuTimeMs()} ms of CPU, load average ${os.loadavg()[0]?.toFixed(1)}`;
      const context = `ready after ${Math.round(readyAfter)} ms (${load})`;
      expect(readyAfter, context).toBeLessThan(READY_WITHIN_MS);
      return server;
    };

    // The first start creates and migrates the database: it has no time limit.
    const first = start(false);
    await waitUntilReady(port, first);
    const acknowledged = await writeUntilKilled(port, first);

    // Restarted as a container restarts it: as PID 1 of a new PID namespace.
    const second = await restart(true);
    acknowledged.push(...(await writeUntilKilled(port, second)));
    // Killed as PID 1, restarted as PID 1: a lock that trusts PIDs refuses here.
    const third = await restart(true);
    acknowledged.push(await signUp(port));
    expect(await third.stop()).toBe(0);

    const reopened = await database.open();
    try {
      const present = await reopened.db
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.email, acknowledged));
      const missing = acknowledged.filter((email) => !present.some((row) => row.email === email));
      expect(missing).toEqual([]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(2 * KILL_AFTER_WRITES + 1);
    } finally {
      await reopened.close();
    }
  }, 90_000);
});
