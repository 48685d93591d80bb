import { summariseRatings, wholeStars, type RatingSummary } from '@brillo/domain/rating-average';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { agentRatingTotals } from '../../db/schema.ts';

const ratingTotals = preparedPerDatabase((db, name) =>
  db
    .select({ sum: agentRatingTotals.ratingSum, count: agentRatingTotals.ratings })
    .from(agentRatingTotals)
    .where(eq(agentRatingTotals.agentId, sql.placeholder('agentId')))
    .prepare(name),
);

/**
 * One agent's rating summary and whole stars, from the totals the database keeps per agent
 * (`agent_rating_totals`, ADR-060; decision 29: never by loading every rating). The agent's own
 * screens round the exact mean to a whole star (`wholeStars`). The agents of a day join the same
 * totals in their own read (discovery repository).
 */
export async function readRatingSummary(
  db: Database,
  agentId: string,
): Promise<RatingSummary & { stars: number | null }> {
  const [totals] = await ratingTotals(db, 'rating_totals').execute({ agentId });
  const { sum, count } = totals ?? { sum: 0, count: 0 };
  return { ...summariseRatings(sum, count), stars: wholeStars(sum, count) };
}
