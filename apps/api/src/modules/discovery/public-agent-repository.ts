import { extraServices, type ExtraService } from '@brillo/domain/enums';
import { and, asc, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  agentProfiles,
  agentRatingTotals,
  agentServiceColumns,
  availabilitySlots,
  offeredAgentDays,
  ratings,
  users,
} from '../../db/schema.ts';
import { nextOfferedHorizon, nextOfferedSlot } from './next-offered.ts';
import { offered } from './repository.ts';

const serviceFields = Object.fromEntries(
  extraServices.map((service) => [service, agentServiceColumns[service]]),
) as { [Service in ExtraService]: (typeof agentServiceColumns)[Service] };

/** How many of the agent's ratings gave `stars`: an index-only count of `ratings_agent_idx`. */
function ratingsWith(stars: number) {
  return sql<number>`(select count(*) from ${ratings}
    where ${ratings.agentId} = ${agentProfiles.userId} and ${ratings.rating} = ${sql.raw(String(stars))})`.mapWith(
    Number,
  );
}

/**
 * The agent anyone may look at (PD-45): an agent's profile whose account is not suspended, with
 * its rating totals (`agent_rating_totals`, one primary-key read), the count of each star and the
 * start of its next offered slot within the 90-day horizon (`nextOfferedSlot`, one probe).
 * Only what the public profile shows is selected: never the email, phone, address or documents
 * (decision 28). Undefined for no such agent (a customer's or operator's id has no profile).
 */
export async function readPublicAgent(db: Database, agentId: string, now: Date) {
  const next = nextOfferedSlot(db, {
    alias: 'next_offered',
    agentId: agentProfiles.userId,
    now,
    horizon: nextOfferedHorizon(now),
  });
  const [row] = await db
    .select({
      id: agentProfiles.userId,
      name: users.name,
      avatarUrl: agentProfiles.avatarUrl,
      verified: agentProfiles.verified,
      bio: agentProfiles.bio,
      hourlyRate: agentProfiles.hourlyRate,
      comuna: agentProfiles.comuna,
      ...serviceFields,
      ratingCount: sql<number>`coalesce(${agentRatingTotals.ratings}, 0)`.mapWith(Number),
      ratingSum: sql<number>`coalesce(${agentRatingTotals.ratingSum}, 0)`.mapWith(Number),
      one: ratingsWith(1),
      two: ratingsWith(2),
      three: ratingsWith(3),
      four: ratingsWith(4),
      five: ratingsWith(5),
      nextSlotStart: next.nextSlotStart,
    })
    .from(agentProfiles)
    .innerJoin(users, eq(users.id, agentProfiles.userId))
    .leftJoin(agentRatingTotals, eq(agentRatingTotals.agentId, agentProfiles.userId))
    .leftJoinLateral(next, sql`true`)
    .where(and(eq(agentProfiles.userId, agentId), isNull(users.suspendedAt)));
  return row;
}

/** Whether `agentId` is an agent anyone may look at: one with a profile, not suspended. */
export async function isPublicAgent(db: Database, agentId: string): Promise<boolean> {
  const rows = await db
    .select({ id: agentProfiles.userId })
    .from(agentProfiles)
    .innerJoin(users, eq(users.id, agentProfiles.userId))
    .where(and(eq(agentProfiles.userId, agentId), isNull(users.suspendedAt)));
  return rows.length > 0;
}

/**
 * The days from `today` to `lastDay` (both on the market's calendar) on which the agent offers a
 * slot, in order. Today is read from the slots themselves (some of its slots may have started;
 * `availability_slots_offered_agent_idx`, one probe); the days after it from the summary the
 * database keeps, `offered_agent_days` (ADR-055), a range of its primary key.
 */
export async function readOfferedDays(
  db: Database,
  options: { agentId: string; now: Date; today: string; todayEnd: Date; lastDay: string },
): Promise<string[]> {
  const [todayRows, laterRows] = await Promise.all([
    db
      .select({ id: availabilitySlots.id })
      .from(availabilitySlots)
      .where(
        and(
          eq(availabilitySlots.agentId, options.agentId),
          offered(db, options.now),
          lt(availabilitySlots.startTime, options.todayEnd),
        ),
      )
      .limit(1),
    db
      .select({ day: offeredAgentDays.day })
      .from(offeredAgentDays)
      .where(
        and(
          eq(offeredAgentDays.agentId, options.agentId),
          gt(offeredAgentDays.day, options.today),
          lte(offeredAgentDays.day, options.lastDay),
        ),
      )
      .orderBy(asc(offeredAgentDays.day)),
  ]);
  return [...(todayRows.length > 0 ? [options.today] : []), ...laterRows.map((row) => row.day)];
}

/**
 * One page of the agent's ratings, the newest first, with each reviewer's name (the service
 * keeps the first name only): `limit` rows from `offset`.
 */
export async function listAgentReviews(
  db: Database,
  options: { agentId: string; limit: number; offset: number },
) {
  return db
    .select({
      id: ratings.id,
      stars: ratings.rating,
      comment: ratings.comment,
      reviewerName: users.name,
      createdAt: ratings.createdAt,
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.customerId))
    .where(eq(ratings.agentId, options.agentId))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(options.limit)
    .offset(options.offset);
}

/**
 * What the profile's HTML shows before any JavaScript runs (the server writes it into the page):
 * the agent's card and rating totals, without the star breakdown, so that it is one primary-key
 * read of `agent_profiles`, `users` and `agent_rating_totals`. Never the email, phone, address or
 * documents (decision 28). Undefined for no such agent, or a suspended one.
 */
export async function readPublicAgentSummary(db: Database, agentId: string) {
  const [row] = await db
    .select({
      id: agentProfiles.userId,
      name: users.name,
      avatarUrl: agentProfiles.avatarUrl,
      verified: agentProfiles.verified,
      bio: agentProfiles.bio,
      hourlyRate: agentProfiles.hourlyRate,
      comuna: agentProfiles.comuna,
      ratingCount: sql<number>`coalesce(${agentRatingTotals.ratings}, 0)`.mapWith(Number),
      ratingSum: sql<number>`coalesce(${agentRatingTotals.ratingSum}, 0)`.mapWith(Number),
    })
    .from(agentProfiles)
    .innerJoin(users, eq(users.id, agentProfiles.userId))
    .leftJoin(agentRatingTotals, eq(agentRatingTotals.agentId, agentProfiles.userId))
    .where(and(eq(agentProfiles.userId, agentId), isNull(users.suspendedAt)));
  return row;
}

/** The ids of the agents anyone may look at (not suspended), at most `limit`, in id order. */
export async function listPublicAgentIds(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: agentProfiles.userId })
    .from(agentProfiles)
    .innerJoin(users, eq(users.id, agentProfiles.userId))
    .where(isNull(users.suspendedAt))
    .orderBy(asc(agentProfiles.userId))
    .limit(limit);
  return rows.map((row) => row.id);
}
