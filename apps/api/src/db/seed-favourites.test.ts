import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { closeLater } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { testPasswordHasher } from '../../test/password-hasher.ts';
import { customerFavouriteAgents, users } from './schema.ts';
import { seedDemoData } from './seed.ts';

describe("the demo customer's favourites", async () => {
  const database = await createTestDatabase();
  closeLater(() => database.close());
  const db = database.db;
  await seedDemoData(db, testPasswordHasher, new Date());

  it("keep Valentina in the demo customer's 'Mis agentes'", async () => {
    const rows = await db
      .select({ customer: users.email, agentId: customerFavouriteAgents.agentId })
      .from(customerFavouriteAgents)
      .innerJoin(users, eq(users.id, customerFavouriteAgents.customerId));
    const [valentina] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'agente@brillo.test'));
    expect(rows).toEqual([{ customer: 'cliente@brillo.test', agentId: valentina?.id }]);
  });
});
