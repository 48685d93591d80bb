import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { createAgent, createCustomer, createUser } from './factories.ts';
import { createServer, connect, type Socket } from 'node:net';
import {
  CALLER_CHANGES_CHANNEL,
  LISTENER_NAME,
  listenWithPostgres,
  type Subscription,
} from './notifications.ts';
import { customerProfiles, sessions, users } from './schema.ts';

/** Everything a subscription told its handlers, in order. */
function recorder() {
  const heard: string[] = [];
  return {
    heard,
    handlers: {
      notification: (payload: string) => heard.push(payload),
      interrupted: () => heard.push('(interrupted)'),
      resumed: () => heard.push('(resumed)'),
    },
  };
}

async function addSession(database: DatabaseHandle, userId: string) {
  const token = `token-${crypto.randomUUID()}`;
  await database.db.insert(sessions).values({
    id: crypto.randomUUID(),
    token,
    userId,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return token;
}

describe('caller change notifications (migration 0004)', async () => {
  const database = await createTestDatabase();
  const { db } = database;
  const { heard, handlers } = recorder();
  const subscription: Subscription = await database.listen(CALLER_CHANGES_CHANNEL, handlers);
  afterAll(async () => {
    await subscription.close();
    await database.close();
  });

  /** What the subscription heard from `change`, once caught up with it. */
  async function heardFrom(change: () => Promise<unknown>) {
    // What the test set up before (a new profile notifies too) is heard first, then forgotten.
    await subscription.caughtUp();
    heard.length = 0;
    await change();
    await subscription.caughtUp();
    return [...heard];
  }

  it('listens from the start, and says so', () => {
    expect(subscription.listening).toBe(true);
    expect(subscription.confirmedAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('names the user when one of their sessions is renewed or ends, not when one starts', async () => {
    const user = await createUser(db, 'customer');
    let token = '';
    expect(await heardFrom(async () => (token = await addSession(database, user.id)))).toEqual([]);
    expect(
      await heardFrom(() =>
        db
          .update(sessions)
          .set({ expiresAt: new Date(Date.now() + 2 * 60 * 60 * 1000) })
          .where(eq(sessions.token, token)),
      ),
    ).toEqual([user.id]);
    expect(await heardFrom(() => db.delete(sessions).where(eq(sessions.token, token)))).toEqual([
      user.id,
    ]);
  });

  it('names the user once when several of their sessions end together', async () => {
    const user = await createUser(db, 'agent');
    await addSession(database, user.id);
    await addSession(database, user.id);
    expect(await heardFrom(() => db.delete(sessions).where(eq(sessions.userId, user.id)))).toEqual([
      user.id,
    ]);
  });

  it('names the user when their row changes or is deleted (their sessions go with it)', async () => {
    const user = await createUser(db, 'customer');
    await addSession(database, user.id);
    expect(
      await heardFrom(() =>
        db.update(users).set({ name: 'Otro Nombre' }).where(eq(users.id, user.id)),
      ),
    ).toEqual([user.id]);
    expect(await heardFrom(() => db.delete(users).where(eq(users.id, user.id)))).toEqual([user.id]);
  });

  it('names the user when their profile is created, changed or deleted', async () => {
    const { user } = await createCustomer(db);
    expect(
      await heardFrom(() =>
        db
          .update(customerProfiles)
          .set({ address: 'Avenida Providencia 1234' })
          .where(eq(customerProfiles.userId, user.id)),
      ),
    ).toEqual([user.id]);
    expect(
      await heardFrom(() =>
        db.delete(customerProfiles).where(eq(customerProfiles.userId, user.id)),
      ),
    ).toEqual([user.id]);
    let agentId = '';
    const heardNow = await heardFrom(async () => {
      agentId = (await createAgent(db)).user.id;
    });
    expect(heardNow).toEqual([agentId]);
  });

  it('hears nothing of a change that was rolled back', async () => {
    const user = await createUser(db, 'customer');
    const heardNow = await heardFrom(async () => {
      await db
        .transaction(async (tx) => {
          await tx.update(users).set({ name: 'Nunca' }).where(eq(users.id, user.id));
          tx.rollback();
        })
        .catch(() => {});
    });
    expect(heardNow).toEqual([]);
  });

  it("says '*' (everyone) when a table is emptied at once", async () => {
    expect(await heardFrom(() => db.execute(sql`TRUNCATE "sessions"`))).toEqual(['*']);
  });

  it('stops hearing once closed', async () => {
    const other = recorder();
    const closing = await database.listen(CALLER_CHANGES_CHANNEL, other.handlers);
    await closing.close();
    expect(closing.listening).toBe(false);
    const user = await createUser(db, 'customer');
    await db.update(users).set({ name: 'Después' }).where(eq(users.id, user.id));
    await subscription.caughtUp();
    expect(other.heard).toEqual([]);
  });
});

describe('what each driver guarantees', async () => {
  const database = await createTestDatabase();
  const { heard, handlers } = recorder();
  const subscription = await database.listen(CALLER_CHANGES_CHANNEL, handlers, {
    reconnectDelayMs: 20,
  });
  afterAll(async () => {
    await subscription.close();
    await database.close();
  });

  if (database.driver === 'pglite') {
    it('PGlite: a change is heard before the statement that committed it resolves', async () => {
      const user = await createUser(database.db, 'customer');
      heard.length = 0;
      await database.db.update(users).set({ name: 'Al instante' }).where(eq(users.id, user.id));
      expect(heard).toEqual([user.id]);
      expect(subscription.confirmedAt).toBeGreaterThanOrEqual(Date.now() - 1);
    });
  } else {
    it('PostgreSQL: a lost listening connection is reported, then listens again', async () => {
      await database.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE application_name = ${LISTENER_NAME} AND datname = current_database()`,
      );
      await vi.waitFor(() => expect(heard).toContain('(interrupted)'));
      await vi.waitFor(() => expect(heard).toContain('(resumed)'));
      expect(subscription.listening).toBe(true);
      await subscription.caughtUp();
      heard.length = 0;
      const user = await createUser(database.db, 'customer');
      await database.db.update(users).set({ name: 'De nuevo' }).where(eq(users.id, user.id));
      await subscription.caughtUp();
      expect(heard).toEqual([user.id]);
    });

    it('PostgreSQL: a listening connection that stops answering counts as lost; nobody waits on it', async () => {
      const template = inject('testDatabaseTemplate');
      if (template.driver !== 'postgres') throw new Error('a PostgreSQL run only');
      const serverUrl = new URL(template.serverUrl);
      const proxy = await silenceableProxy(Number(serverUrl.port || '5432'));
      const result = await database.db.execute(sql`SELECT current_database() AS name`);
      const [row] = (result as unknown as { rows: { name: string }[] }).rows;
      const url = new URL(serverUrl);
      url.port = String(proxy.port);
      url.pathname = `/${row?.name ?? ''}`;
      const stalled = recorder();
      const stalling = await listenWithPostgres(
        url.toString(),
        CALLER_CHANGES_CHANNEL,
        stalled.handlers,
        {
          roundTripTimeoutMs: 200,
          reconnectDelayMs: 50,
          heartbeatMs: 60_000,
        },
      );
      try {
        expect(stalling.listening).toBe(true);
        proxy.silence();
        // The round trip gets no answer: past its timeout the waiter goes on, the cache is told.
        await stalling.caughtUp();
        expect(stalled.heard).toContain('(interrupted)');
        expect(stalling.confirmedAt).toBe(0);
        proxy.resume();
        await vi.waitFor(() => expect(stalled.heard).toContain('(resumed)'), { timeout: 5_000 });
        expect(stalling.listening).toBe(true);
      } finally {
        await stalling.close();
        await proxy.close();
      }
    });
  }
});

/**
 * A TCP proxy to the PostgreSQL server that can stop passing bytes, as a stalled network does:
 * nothing is closed, nothing arrives. Connections opened after `resume()` work again.
 */
async function silenceableProxy(serverPort: number) {
  let silent = false;
  const sockets = new Set<Socket>();
  const proxy = createServer((incoming) => {
    const outgoing = connect(serverPort, '127.0.0.1');
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    incoming.on('data', (chunk) => {
      if (!silent) outgoing.write(chunk);
    });
    outgoing.on('data', (chunk) => {
      if (!silent) incoming.write(chunk);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');
  return {
    port: address.port,
    silence() {
      silent = true;
    },
    resume() {
      silent = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
