import { summariseRatings, wholeStars, type RatingSummary } from '@brillo/domain/rating-average';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
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
  const totals = await readRatingTotals(db, agentIds);
  return new Map(
    agentIds.map((id) => {
      const { sum, count } = totals.get(id) ?? { sum: 0, count: 0 };
      return [id, summariseRatings(sum, count)];
    }),
  );
}

const ratingTotals = preparedPerDatabase((db, name) =>
  db
    .select({
      agentId: ratings.agentId,
      sum: sql<number>`coalesce(sum(${ratings.rating}), 0)`.mapWith(Number),
      count: count(),
    })
    .from(ratings)
    .where(sql`${ratings.agentId} = any(${sql.placeholder('agentIds')}::text[])`)
    .groupBy(ratings.agentId)
    .prepare(name),
);

/**
 * The sum and count of each agent's ratings that has any, in one grouped query that reads
 * `ratings_agent_idx (agent_id, rating)` alone, prepared once (ADR-056): the agents come as one
 * array, so 1 or 100 of them share the statement.
 */
async function readRatingTotals(
  db: Database,
  agentIds: readonly string[],
): Promise<Map<string, { sum: number; count: number }>> {
  if (agentIds.length === 0) return new Map();
  const rows = await ratingTotals(db, 'rating_totals').execute({
    agentIds: [...new Set(agentIds)],
  });
  return new Map(rows.map((row) => [row.agentId, { sum: row.sum, count: row.count }]));
}

/**
 * One agent's rating summary and whole stars (decision 29: the agent's own screens round the
 * exact mean to a whole star; `wholeStars`).
 */
export async function readRatingSummary(
  db: Database,
  agentId: string,
): Promise<RatingSummary & { stars: number | null }> {
  const { sum, count } = (await readRatingTotals(db, [agentId])).get(agentId) ?? {
    sum: 0,
    count: 0,
  };
  return { ...summariseRatings(sum, count), stars: wholeStars(sum, count) };
}
