import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { expectViolation } from './constraint-test-helpers.ts';
import { postgresErrorCodes } from './database-errors.ts';
import { createAgent, createCustomer } from './factories.ts';
import { migrationsFolder } from './migrate.ts';
import { agentServiceComunas, users } from './schema.ts';

const { foreignKeyViolation, uniqueViolation } = postgresErrorCodes;

/** The statements of one migration file, as drizzle-kit splits them. */
async function migrationStatements(file: string): Promise<string[]> {
  const text = await readFile(path.join(migrationsFolder, file), 'utf8');
  return text.split('--> statement-breakpoint').map((statement) => statement.trim());
}

describe('agent_service_comunas', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('holds a comuna once an agent, only for an agent, and goes with the account', async () => {
    const { db } = database;
    const agent = await createAgent(db, { serviceComunas: ['Ñuñoa', 'Macul'] });
    await expectViolation(
      db.insert(agentServiceComunas).values({ agentId: agent.user.id, comuna: 'Ñuñoa' }),
      { constraint: 'agent_service_comunas_pkey', code: uniqueViolation },
    );
    const customer = await createCustomer(db);
    await expectViolation(
      db.insert(agentServiceComunas).values({ agentId: customer.user.id, comuna: 'Ñuñoa' }),
      {
        constraint: 'agent_service_comunas_agent_id_agent_profiles_user_id_fk',
        code: foreignKeyViolation,
      },
    );
    await db.delete(users).where(eq(users.id, agent.user.id));
    expect(
      await db
        .select()
        .from(agentServiceComunas)
        .where(eq(agentServiceComunas.agentId, agent.user.id)),
    ).toEqual([]);
  });

  it('was backfilled with each agent’s own comuna of Chile’s list, as the list spells it', async () => {
    const { db } = database;
    const agents = await Promise.all(
      [' ñuñoa ', 'NUNOA', 'Maipú', "O'higgins", 'Atlántida', '', null].map((comuna) =>
        createAgent(db, { profile: { comuna }, serviceComunas: [] }),
      ),
    );
    const backfill = (await migrationStatements('0027_agent_service_comunas.sql')).find(
      (statement) => statement.includes('INSERT INTO "agent_service_comunas"'),
    );
    if (!backfill) throw new Error('migration 0027 has no backfill');
    await db.execute(sql.raw(backfill));
    // Run again, it adds nothing.
    await db.execute(sql.raw(backfill));
    const areas = await Promise.all(
      agents.map(async ({ user }) =>
        (
          await db
            .select({ comuna: agentServiceComunas.comuna })
            .from(agentServiceComunas)
            .where(eq(agentServiceComunas.agentId, user.id))
        ).map((row) => row.comuna),
      ),
    );
    expect(areas).toEqual([['Ñuñoa'], ['Ñuñoa'], ['Maipú'], ["O'Higgins"], [], [], []]);
  });
});
