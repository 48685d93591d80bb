import { summariseRatings, type RatingSummary } from '@brillo/domain/rating-average';
import { count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ratings } from '../../db/schema.ts';

/**
 * The rating summary of each of `agentIds`, in one grouped query on `ratings_agent_idx`
 * (decision 29: averages are computed by the database, never by loading every rating). Agents
 * without ratings are in the map too, with `{ average: null, count: 0 }`.
 */
export async function readRatingSummaries(
  db: Database,
  agentIds: readonly string[],
): Promise<Map<string, RatingSummary>> {
  const summaries = new Map<string, RatingSummary>(
    agentIds.map((id) => [id, summariseRatings(0, 0)]),
  );
  if (agentIds.length === 0) return summaries;
  const rows = await db
    .select({
      agentId: ratings.agentId,
      sum: sql<number>`coalesce(sum(${ratings.rating}), 0)`.mapWith(Number),
      count: count(),
    })
    .from(ratings)
    .where(inArray(ratings.agentId, [...new Set(agentIds)]))
    .groupBy(ratings.agentId);
  for (const row of rows) summaries.set(row.agentId, summariseRatings(row.sum, row.count));
  return summaries;
}

/** The rating summary of one agent. */
export async function readRatingSummary(db: Database, agentId: string): Promise<RatingSummary> {
  const summaries = await readRatingSummaries(db, [agentId]);
  return summaries.get(agentId) ?? summariseRatings(0, 0);
}
