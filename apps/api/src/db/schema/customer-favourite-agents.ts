import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { agentProfiles } from './agent-profiles.ts';
import { customerProfiles } from './customer-profiles.ts';
import { createdAtColumn } from './sql-helpers.ts';

/**
 * The agents a customer keeps as favourites, 'Mis agentes' (PD-46). The keys point at the two
 * profiles, so only a customer can keep one and only an agent can be kept; removing either
 * account removes its rows. The customer's list reads its own rows from the primary key; the
 * agent's index serves the cascade when an agent's profile goes.
 */
export const customerFavouriteAgents = pgTable(
  'customer_favourite_agents',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customerProfiles.userId, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agentProfiles.userId, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({
      name: 'customer_favourite_agents_pkey',
      columns: [table.customerId, table.agentId],
    }),
    index('customer_favourite_agents_agent_idx').on(table.agentId),
  ],
);
