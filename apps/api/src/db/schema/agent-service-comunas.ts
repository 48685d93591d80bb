import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { agentProfiles } from './agent-profiles.ts';

/**
 * The comunas where each agent works, their service area (PD-43): one row per agent and comuna,
 * spelled as `packages/domain/src/chile-comunas.ts` spells it (the API checks the name; the
 * migration's backfill took only names of that list). An agent keeps at least one from the
 * profile's form, and starts with the comuna of their own address. The key points at the agent's
 * profile, so only an agent has an area, and removing the account removes it. The customer's
 * search reads the agents of one comuna from `agent_service_comunas_comuna_idx`; the agent's
 * own list is read from the primary key. A write notifies the search cache (migration 0027).
 */
export const agentServiceComunas = pgTable(
  'agent_service_comunas',
  {
    agentId: text('agent_id')
      .notNull()
      .references(() => agentProfiles.userId, { onDelete: 'cascade' }),
    comuna: text('comuna').notNull(),
  },
  (table) => [
    primaryKey({ name: 'agent_service_comunas_pkey', columns: [table.agentId, table.comuna] }),
    index('agent_service_comunas_comuna_idx').on(table.comuna, table.agentId),
  ],
);
