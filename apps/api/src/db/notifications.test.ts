import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { createAgent, createCustomer, createUser } from './factories.ts';
import { CALLER_CHANGES_CHANNEL, LISTENER_NAME, type Subscription } from './notifications.ts';
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
  }
});
