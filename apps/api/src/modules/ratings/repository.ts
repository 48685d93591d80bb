import { summariseRatings, wholeStars, type RatingSummary } from '@brillo/domain/rating-average';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { isConstraintViolation } from '../../db/database-errors.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { agentRatingTotals, bookingConstraints, ratings, users } from '../../db/schema.ts';

/** The booking already has its rating (the one-rating-per-booking constraint said so). */
export class AlreadyRatedError extends Error {
  constructor() {
    super('the booking already has a rating');
    this.name = 'AlreadyRatedError';
  }
}

/** Stores a booking's rating; a second one is AlreadyRatedError. */
export async function insertRating(
  tx: Transaction,
  values: {
    bookingId: string;
    agentId: string;
    customerId: string;
    rating: number;
    comment: string;
    now: Date;
  },
): Promise<void> {
  try {
    await tx.insert(ratings).values({
      bookingId: values.bookingId,
      agentId: values.agentId,
      customerId: values.customerId,
      rating: values.rating,
      comment: values.comment,
      createdAt: values.now,
    });
  } catch (error) {
    if (isConstraintViolation(error, bookingConstraints.ratingOnePerBooking)) {
      throw new AlreadyRatedError();
    }
    throw error;
  }
}

/** The newest `limit` ratings the agent received, with the customer's name (on ratings_agent_idx). */
export async function readReceivedRatings(db: Database, agentId: string, limit: number) {
  return db
    .select({
      id: ratings.id,
      bookingId: ratings.bookingId,
      rating: ratings.rating,
      comment: ratings.comment,
      customerName: users.name,
      createdAt: ratings.createdAt,
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.customerId))
    .where(eq(ratings.agentId, agentId))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(limit);
}

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
