import { extraServices, type ExtraService } from '@brillo/domain/enums';
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase, rowCount } from '../../db/prepared.ts';
import {
  agentProfiles,
  agentRatingTotals,
  agentServiceColumns,
  agentServiceComunas,
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

/** Reads a JSON array of strings as both drivers answer it (parsed, or as text). */
const jsonStrings = (value: unknown): string[] =>
  (typeof value === 'string' ? JSON.parse(value) : value) as string[];

const publicAgentStatement = preparedPerDatabase((db, name) => {
  const agentId = sql.placeholder('agentId');
  const now = sql.placeholder('now');
  const next = nextOfferedSlot(db, {
    alias: 'next_offered',
    agentId: agentProfiles.userId,
    now,
    horizon: sql.placeholder('horizon'),
  });
  // Today is read from the slots (some of its slots may have started), one probe of
  // `availability_slots_offered_agent_idx`; the days after it from the summary the database
  // keeps, `offered_agent_days` (ADR-055), a range of its primary key.
  const offeredToday = db
    .select({ one: sql`1` })
    .from(availabilitySlots)
    .where(
      and(
        eq(availabilitySlots.agentId, agentProfiles.userId),
        offered(db, now),
        lt(availabilitySlots.startTime, sql.placeholder('todayEnd')),
      ),
    )
    .limit(1);
  const laterDays = sql`(select coalesce(json_agg(d.day order by d.day), '[]'::json)
    from ${offeredAgentDays} d
    where d.agent_id = ${agentProfiles.userId}
      and d.day > ${sql.placeholder('today')} and d.day <= ${sql.placeholder('lastDay')})`;
  const serviceArea = sql`(select coalesce(json_agg(a.comuna order by a.comuna), '[]'::json)
    from ${agentServiceComunas} a where a.agent_id = ${agentProfiles.userId})`;
  return db
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
      offeredToday: sql<boolean>`exists (${offeredToday})`,
      laterDays: sql<string[]>`${laterDays}`.mapWith(jsonStrings),
      serviceComunas: sql<string[]>`${serviceArea}`.mapWith(jsonStrings),
    })
    .from(agentProfiles)
    .innerJoin(users, eq(users.id, agentProfiles.userId))
    .leftJoin(agentRatingTotals, eq(agentRatingTotals.agentId, agentProfiles.userId))
    .leftJoinLateral(next, sql`true`)
    .where(and(eq(agentProfiles.userId, agentId), isNull(users.suspendedAt)))
    .prepare(name);
});

/**
 * The agent anyone may look at (PD-45), in one statement: an agent's profile whose account is not
 * suspended, with its rating totals (`agent_rating_totals`, one primary-key read), the count of
 * each star, the start of its next offered slot within the 90-day horizon (`nextOfferedSlot`, one
 * probe), the days from `today` to `lastDay` (the market's calendar) on which it offers a slot, in
 * order, and the comunas where it works (`agent_service_comunas`, a range of its primary key).
 * Only what the public profile shows is selected: never the email, phone, address or documents
 * (decision 28). Undefined for no such agent (a customer's or operator's id has no profile).
 */
export async function readPublicAgent(
  db: Database,
  options: { agentId: string; now: Date; today: string; todayEnd: Date; lastDay: string },
) {
  const [row] = await publicAgentStatement(db, 'public_agent').execute({
    ...options,
    horizon: nextOfferedHorizon(options.now),
  });
  if (!row) return undefined;
  const { offeredToday, laterDays, ...agent } = row;
  return { ...agent, availableDays: [...(offeredToday ? [options.today] : []), ...laterDays] };
}

const agentReviewsStatement = preparedPerDatabase((db, name, limit: number) => {
  const page = db
    .select({
      id: ratings.id,
      stars: ratings.rating,
      comment: ratings.comment,
      reviewerName: users.name,
      createdAt: ratings.createdAt,
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.customerId))
    .where(eq(ratings.agentId, agentProfiles.userId))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(rowCount(limit))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({
      id: page.id,
      stars: page.stars,
      comment: page.comment,
      reviewerName: page.reviewerName,
      createdAt: page.createdAt,
    })
    .from(agentProfiles)
    .innerJoin(users, eq(users.id, agentProfiles.userId))
    .leftJoinLateral(page, sql`true`)
    .where(and(eq(agentProfiles.userId, sql.placeholder('agentId')), isNull(users.suspendedAt)))
    .orderBy(desc(page.createdAt), desc(page.id))
    .prepare(name);
});

/**
 * One page of the agent's ratings, the newest first, with each reviewer's name (the service
 * keeps the first name only): `limit` rows from `offset` (`ratings_agent_idx`), in the statement
 * that finds the agent: undefined for no agent anyone may look at (unknown, a customer's or
 * operator's id, suspended), an empty page for an agent without reviews there.
 */
export async function listAgentReviews(
  db: Database,
  options: { agentId: string; limit: number; offset: number },
) {
  const rows = await agentReviewsStatement(
    db,
    `agent_reviews_${options.limit}`,
    options.limit,
  ).execute({ agentId: options.agentId, offset: options.offset });
  if (rows.length === 0) return undefined;
  return rows.flatMap(({ id, stars, comment, reviewerName, createdAt }) =>
    id === null || stars === null || comment === null || reviewerName === null || createdAt === null
      ? []
      : [{ id, stars, comment, reviewerName, createdAt }],
  );
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
