import { summariseRatings } from '@brillo/domain/rating-average';
import type { MarketSummary } from '@brillo/domain/contracts/market-summary';
import { and, eq, exists, gt, min, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  agentProfiles,
  agentServiceComunas,
  offeredAgents,
  ratings,
  users,
} from '../../db/schema.ts';

const spanish = new Intl.Collator('es-CL');

/**
 * Agents a customer can book now: a profile, an email confirmed so that they can sign in, and at
 * least one slot on offer after `now` (the customer's search's definition, read from the summary
 * the database keeps of it, `offered_agents`, ADR-055), so that the count, the comunas and the
 * lowest rate promise nothing nobody can reserve.
 */
function bookable(db: Database, now: Date): SQL {
  return and(
    eq(users.id, agentProfiles.userId),
    eq(users.emailVerified, true),
    exists(
      db
        .select({ one: sql`1` })
        .from(offeredAgents)
        .where(
          and(
            eq(offeredAgents.agentId, agentProfiles.userId),
            gt(offeredAgents.lastOfferedStart, now),
          ),
        ),
    ),
  ) as SQL;
}

/**
 * The landing page's figures (ADR-047), in three small reads: the bookable agents' count and lowest
 * rate, the distinct comunas of their service areas, and the sum and count of all ratings (averaged like every other
 * rating, `summariseRatings`).
 */
export async function readMarketSummary(db: Database, now: Date): Promise<MarketSummary> {
  const [agents] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      minHourlyRate: min(agentProfiles.hourlyRate),
    })
    .from(agentProfiles)
    .innerJoin(users, bookable(db, now));
  // The comunas served: those of the bookable agents' service areas (PD-43), not their homes.
  const comunaRows = await db
    .selectDistinct({ comuna: agentServiceComunas.comuna })
    .from(agentProfiles)
    .innerJoin(users, bookable(db, now))
    .innerJoin(agentServiceComunas, eq(agentServiceComunas.agentId, agentProfiles.userId));
  const [rated] = await db
    .select({
      sum: sql<number>`coalesce(sum(${ratings.rating}), 0)`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(ratings);
  return {
    agents: agents?.count ?? 0,
    // In Spanish order whatever the database's collation ('Ñuñoa' between 'Nogales' and 'Peñalolén').
    comunas: comunaRows.flatMap((row) => (row.comuna ? [row.comuna] : [])).sort(spanish.compare),
    minHourlyRate: agents?.minHourlyRate ?? null,
    rating: summariseRatings(rated?.sum ?? 0, rated?.count ?? 0),
  };
}
