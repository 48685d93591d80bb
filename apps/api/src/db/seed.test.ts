import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInForToken } from '../../test/auth.ts';
import { closeLater, createTestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createUser } from './factories.ts';
import { agentProfiles, customerProfiles, users } from './schema.ts';
import { seedDemoData } from './seed.ts';
import { DEMO_PASSWORD, demoEmails } from './seed-data.ts';
import { testPasswordHasher } from '../../test/password-hasher.ts';

describe('the demo seed', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  // Every test of the file starts from the seeded database, whatever ran before it.
  const first = await seedDemoData(db, testPasswordHasher);

  it('seeds the demo agent and customer, with confirmed emails and full profiles, once', async () => {
    expect(first).toEqual({ seeded: true, accounts: demoEmails });
    expect(demoEmails).toEqual(
      expect.arrayContaining(['agente@brillo.test', 'cliente@brillo.test']),
    );

    const [agent] = await db.select().from(users).where(eq(users.email, 'agente@brillo.test'));
    expect(agent).toMatchObject({ role: 'agent', emailVerified: true });
    expect(agent?.phone).toMatch(/^\+569\d{8}$/);
    const [profile] = await db
      .select()
      .from(agentProfiles)
      .where(eq(agentProfiles.userId, agent?.id ?? ''));
    expect(profile).toMatchObject({ comuna: 'Providencia', city: 'Santiago' });
    const comunas = (await db.select({ comuna: agentProfiles.comuna }).from(agentProfiles)).map(
      (row) => row.comuna,
    );
    expect(new Set(comunas).size).toBeGreaterThanOrEqual(3);

    const [customer] = await db.select().from(users).where(eq(users.email, 'cliente@brillo.test'));
    expect(customer).toMatchObject({ role: 'customer', emailVerified: true });
    const customerProfileRows = await db
      .select()
      .from(customerProfiles)
      .where(eq(customerProfiles.userId, customer?.id ?? ''));
    expect(customerProfileRows).toHaveLength(1);

    const usersBefore = await db.select({ id: users.id }).from(users);
    const second = await seedDemoData(db, testPasswordHasher);
    expect(second).toEqual({ seeded: false, accounts: demoEmails });
    expect(await db.select({ id: users.id }).from(users)).toHaveLength(usersBefore.length);
  });

  it('lets both demo accounts sign in through the API with the demo password', async () => {
    for (const [email, rol] of [
      ['agente@brillo.test', 'agent'],
      ['cliente@brillo.test', 'customer'],
    ] as const) {
      const response = await signInForToken(app, email, DEMO_PASSWORD);
      expect(response.statusCode).toBe(200);
      const session = await app.inject({
        url: '/api/session',
        headers: { authorization: `Bearer ${response.json().token}` },
      });
      expect(session.json().user).toMatchObject({ email, rol });
      expect(session.json().user.personalData.address).toContain('Santiago');
    }
  });

  it('leaves a database that already has users alone', async () => {
    const other = await createTestDatabase();
    closeLater(() => other.close());
    await createUser(other.db, 'customer');
    expect(await seedDemoData(other.db, testPasswordHasher)).toEqual({
      seeded: false,
      accounts: [],
    });
    expect(await other.db.select().from(users)).toHaveLength(1);
  });
});
