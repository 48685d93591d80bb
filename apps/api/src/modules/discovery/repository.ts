import type { AgentSort } from '@brillo/domain/agent-filters';
import { extraServices, liveBookingStatuses, type ExtraService } from '@brillo/domain/enums';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  min,
  notExists,
  sql,
  type Column,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase, rowCount } from '../../db/prepared.ts';
import { isOneOf, isValue } from '../../db/schema/sql-helpers.ts';
import {
  agentProfiles,
  agentRatingTotals,
  agentServiceColumns,
  agentServiceComunas,
  availabilitySlots,
  bookings,
  customerFavouriteAgents,
  offeredAgentDays,
  offeredAgents,
  offeredSlots,
  users,
} from '../../db/schema.ts';

/**
 * The slots offered to customers (spec §4, ADR-039): available, not waiting for an agent's
 * answer, starting after `now`, and with no live booking (decision 10). Every read below filters
 * through this one predicate, which the partial indexes `availability_slots_offered_start_idx`
 * and `availability_slots_offered_agent_idx` (`status = 'available' AND booking_status IS NULL`,
 * ADR-049) serve; the live-booking check is a probe of `bookings_one_live_booking_per_slot`.
 * Its constants are written into the SQL, not bound, so that a prepared statement's generic plan
 * uses those indexes too (ADR-058).
 */
export function offered(db: Database, now: Date | Placeholder): SQL {
  return and(
    isValue(availabilitySlots.status, 'available'),
    isNull(availabilitySlots.bookingStatus),
    gt(availabilitySlots.startTime, now),
    // A suspended agent offers nothing (PD-38, ADR-082): one probe of the user's primary key.
    notExists(
      db
        .select({ one: sql`1` })
        .from(users)
        .where(and(eq(users.id, availabilitySlots.agentId), isNotNull(users.suspendedAt))),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(bookings)
        .where(
          and(
            eq(bookings.availabilityId, availabilitySlots.id),
            isOneOf(bookings.status, liveBookingStatuses),
          ),
        ),
    ),
  ) as SQL;
}

const serviceFields = Object.fromEntries(
  extraServices.map((service) => [service, agentServiceColumns[service]]),
) as { [Service in ExtraService]: (typeof agentServiceColumns)[Service] };

/**
 * An agent's rating count and sum from `agent_rating_totals` (ADR-060), joined to the agents of a
 * day: zero for an agent without ratings.
 */
const ratingTotalsFields = {
  ratingCount: sql<number>`coalesce(${agentRatingTotals.ratings}, 0)`.mapWith(Number),
  ratingSum: sql<number>`coalesce(${agentRatingTotals.ratingSum}, 0)`.mapWith(Number),
};

export interface StoredSlot {
  id: string;
  status: 'available' | 'not available' | 'accepted' | 'rejected';
  bookingStatus: 'booked_waiting_agent_confirmation' | 'booked_accepted' | 'booked_rejected' | null;
  startTime: Date;
  endTime: Date;
}

/**
 * Index entries read at first from each stream of closest availability, at least: the first
 * window is the smallest 64 × 2^k that covers twice the page's end, grown ×4 until enough. Each
 * window is a statement of its own with the window written into its SQL: bound as a parameter, a
 * LIMIT is unknown to the generic plan, which PostgreSQL then prices at a tenth of the table and
 * never uses, so the statement was planned again at every execution (ADR-058). A page past the
 * number of agents is never read (the service counts them first), so there are a few windows.
 */
const CLOSEST_FIRST_WINDOW = 64;

/**
 * One page of agents by their next offered slot, soonest first; among equal times the agents of
 * `comuna` first (decision 33), then verified agents (PD-37), then by name and id. Read from
 * `offered_slots` (ADR-057) as two streams in time order, `window` index entries each: the
 * comuna's agents (`offered_slots_comuna_order_idx`) and everyone else's
 * (`offered_slots_order_idx`); with no comuna, one stream. Each agent counts at its first entry,
 * its next slot. An entry is certain when every entry of its time (and comuna group) has been
 * read: its time is earlier than the last one read of each stream that filled its window, so the
 * page may order equal times by the agent's verification, which the index does not hold
 * (ADR-079). When fewer than the page's agents are certain (and entries remain), the window
 * grows; once every agent there is has been found, it stops. Cost follows the page and the
 * number of agents that share its last instant.
 */
export async function listClosestAvailability(
  db: Database,
  options: {
    now: Date;
    comuna: string | null;
    limit: number;
    offset: number;
    /** How many agents offer a slot after `now` (their count): none beyond them is looked for. */
    agents: number;
  },
) {
  const wanted = Math.min(options.offset + options.limit, options.agents);
  let window = CLOSEST_FIRST_WINDOW;
  while (window < (options.offset + options.limit) * 2) window *= 2;
  for (; ; window *= 4) {
    const statement =
      options.comuna === null
        ? closestPage(db, `closest_page_anywhere_${window}`, false, window)
        : closestPage(db, `closest_page_by_comuna_${window}`, true, window);
    const values = { now: options.now, comuna: options.comuna };
    const rows = await statement.execute({
      ...values,
      offset: options.offset,
      limit: options.limit,
    });
    // A page past the certain entries is empty and says nothing: the first entry says how far
    // the window reached. None at all: nothing is offered, or no time is certain yet (a window
    // filled with one instant's entries), which a larger window settles.
    const [reach] =
      rows.length > 0 ? rows : await statement.execute({ ...values, offset: 0, limit: 1 });
    const nothingOffered = !reach && (await firstOfferedStartAfter(db, options.now)) === undefined;
    if (nothingOffered || (reach && (reach.complete || reach.certain >= wanted))) {
      return rows.map(({ certain: _certain, complete: _complete, ...row }) => row);
    }
  }
}

const closestPage = preparedPerDatabase((db, name, byComuna: boolean, windowRows: number) => {
  const now = sql.placeholder('now');
  const comuna = sql.placeholder('comuna');
  const window = rowCount(windowRows);
  const stream = (alias: string, flag: 0 | 1, where: SQL) =>
    db.$with(alias).as(
      db
        .select({
          slotId: offeredSlots.slotId,
          agentId: offeredSlots.agentId,
          startTime: offeredSlots.startTime,
          agentName: offeredSlots.agentName,
          flag: sql<number>`${sql.raw(String(flag))}`.as('flag'),
        })
        .from(offeredSlots)
        .where(and(gt(offeredSlots.startTime, now), where))
        .orderBy(
          asc(offeredSlots.startTime),
          asc(offeredSlots.agentName),
          asc(offeredSlots.agentId),
        )
        .limit(window),
    );
  // The caller's comuna first among equal times (flag 0), everyone else after (flag 1).
  const own = stream('own', 0, byComuna ? eq(offeredSlots.comuna, comuna) : sql`false`);
  const others = stream(
    'others',
    1,
    byComuna ? sql`${offeredSlots.comuna} is distinct from ${comuna}` : sql`true`,
  );
  const merged = db.$with('merged').as(db.select().from(own).unionAll(db.select().from(others)));
  // Each agent at its first entry: its next slot.
  const firsts = db
    .$with('firsts')
    .as(
      db
        .selectDistinctOn([merged.agentId])
        .from(merged)
        .orderBy(asc(merged.agentId), asc(merged.startTime)),
    );
  // A stream that filled its window vouches for the entries of an earlier time than its last
  // one: every entry of those times has been read, whatever order the page gives equal times (a
  // verified agent first among them, PD-37, ADR-079); one read to its end, for every entry.
  const vouches = (read: typeof own) => sql`(
    (select count(*) from ${read}) < ${window}
    or (${firsts.startTime}, ${firsts.flag}) < (
      select l.start_time, l.flag from ${read} l
      order by l.start_time desc, l.agent_name desc, l.agent_id desc limit 1))`;
  const certain = db.$with('certain').as(
    db
      .select({
        slotId: firsts.slotId,
        agentId: firsts.agentId,
        startTime: firsts.startTime,
        agentName: firsts.agentName,
        flag: firsts.flag,
        unverified: sql<boolean>`not ${agentProfiles.verified}`.as('unverified'),
      })
      .from(firsts)
      .innerJoin(agentProfiles, eq(agentProfiles.userId, firsts.agentId))
      .where(and(vouches(own), vouches(others))),
  );
  // Soonest first; among equal times the caller's comuna (PD-33), then verified agents (PD-37).
  const pageOrder = [
    asc(certain.startTime),
    asc(certain.flag),
    asc(certain.unverified),
    asc(certain.agentName),
    asc(certain.agentId),
  ];
  // The page alone is joined to its slots and profiles.
  const page = db.$with('page').as(
    db
      .select()
      .from(certain)
      .orderBy(...pageOrder)
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit')),
  );
  return db
    .with(own, others, merged, firsts, certain, page)
    .select({
      id: agentProfiles.userId,
      name: page.agentName,
      avatarUrl: agentProfiles.avatarUrl,
      verified: agentProfiles.verified,
      slotId: availabilitySlots.id,
      status: availabilitySlots.status,
      bookingStatus: availabilitySlots.bookingStatus,
      startTime: availabilitySlots.startTime,
      endTime: availabilitySlots.endTime,
      certain: sql<number>`(select count(*) from ${certain})`.mapWith(Number),
      complete: sql<boolean>`(select count(*) < ${window} from ${own})
        and (select count(*) < ${window} from ${others})`,
    })
    .from(page)
    .innerJoin(availabilitySlots, eq(availabilitySlots.id, page.slotId))
    .innerJoin(agentProfiles, eq(agentProfiles.userId, page.agentId))
    .orderBy(
      asc(page.startTime),
      asc(page.flag),
      asc(page.unverified),
      asc(page.agentName),
      asc(page.agentId),
    )
    .prepare(name);
});

const offeredAgentsCount = preparedPerDatabase((db, name) =>
  db
    .select({ total: count() })
    .from(offeredAgents)
    .where(gt(offeredAgents.lastOfferedStart, sql.placeholder('now')))
    .prepare(name),
);

/**
 * How many agents have an offered slot: those whose latest offered slot starts after `now`, one
 * range count of `offered_agents_last_start_idx` (ADR-055; the database keeps the table).
 */
export async function countAgentsWithOfferedSlots(db: Database, now: Date): Promise<number> {
  const [row] = await offeredAgentsCount(db, 'offered_agents_count').execute({ now });
  return row?.total ?? 0;
}

const firstOfferedStart = preparedPerDatabase((db, name) =>
  db
    .select({ start: min(offeredSlots.startTime) })
    .from(offeredSlots)
    .where(gt(offeredSlots.startTime, sql.placeholder('now')))
    .prepare(name),
);

/**
 * The start of the first offered slot after `now`, undefined for none: the first entry of
 * `offered_slots_order_idx` after `now`. Until then, the set of offered slots after now changes
 * only when the database does.
 */
export async function firstOfferedStartAfter(db: Database, now: Date): Promise<Date | undefined> {
  const [row] = await firstOfferedStart(db, 'first_offered_start').execute({ now });
  return row?.start ?? undefined;
}

/**
 * The agents with an offered slot starting in [start, end), each once, soonest first slot
 * first, then by name and id, at most `limit`, with how many there are. Each agent's first slot
 * comes from the range's offered slots alone (`availability_slots_offered_start_idx`, no table
 * visit); only the agents whose first slot is no later than the `limit`-th earliest are joined to
 * their profile and name and sorted, not every agent free that day.
 */
export async function listAgentsOfferingBetween(
  db: Database,
  options: { now: Date; start: Date; end: Date; limit: number },
) {
  const firsts = db.$with('firsts').as(
    db
      .select({
        agentId: availabilitySlots.agentId,
        firstSlotStart: min(availabilitySlots.startTime).as('first_slot_start'),
      })
      .from(availabilitySlots)
      .where(
        and(
          offered(db, options.now),
          gte(availabilitySlots.startTime, options.start),
          lt(availabilitySlots.startTime, options.end),
        ),
      )
      .groupBy(availabilitySlots.agentId),
  );
  const cutoff = db.$with('cutoff').as(
    db
      .select({ last: sql<Date>`${firsts.firstSlotStart}`.as('last') })
      .from(firsts)
      .orderBy(asc(firsts.firstSlotStart))
      .offset(options.limit - 1)
      .limit(1),
  );
  return db
    .with(firsts, cutoff)
    .select({
      id: agentProfiles.userId,
      name: users.name,
      avatarUrl: agentProfiles.avatarUrl,
      verified: agentProfiles.verified,
      bio: agentProfiles.bio,
      hourlyRate: agentProfiles.hourlyRate,
      ...serviceFields,
      firstSlotStart: firsts.firstSlotStart,
      total: sql<number>`(select count(*) from ${firsts})`.mapWith(Number),
      ...ratingTotalsFields,
    })
    .from(firsts)
    .innerJoin(agentProfiles, eq(agentProfiles.userId, firsts.agentId))
    .innerJoin(users, eq(users.id, agentProfiles.userId))
    .leftJoin(agentRatingTotals, eq(agentRatingTotals.agentId, agentProfiles.userId))
    .where(
      sql`${firsts.firstSlotStart} <= coalesce((select ${cutoff.last} from ${cutoff}), 'infinity'::timestamptz)`,
    )
    .orderBy(
      asc(firsts.firstSlotStart),
      desc(agentProfiles.verified),
      asc(users.name),
      asc(agentProfiles.userId),
    )
    .limit(options.limit);
}

/**
 * The agents with an offered slot on `day`, a day of the market's calendar that lies wholly ahead,
 * each once, soonest first slot first, then by name and id, at most `limit`, with how many there
 * are: read from `offered_agent_days` (ADR-055), the page from `offered_agent_days_order_idx` in
 * its order and the total by counting the day's entries of that index. Same rows as
 * `listAgentsOfferingBetween` over the day's range while every slot of it is after `now`.
 */
export async function listAgentsOfferingOnDay(
  db: Database,
  options: { day: string; limit: number },
) {
  return agentsOfferingOnDay(db, `agents_offering_on_day_${options.limit}`, options.limit).execute({
    day: options.day,
  });
}

const agentsOfferingOnDay = preparedPerDatabase((db, name, limit: number) => {
  const day = sql.placeholder('day');
  const dayTotal = db
    .select({ total: count() })
    .from(offeredAgentDays)
    .where(eq(offeredAgentDays.day, day));
  // The `limit`-th earliest first slot of the day, read in the index's order: only the agents up
  // to it (and those tied with it) are joined and sorted, verified first among equal times.
  // Its offset is written into the text, as the page's limit is (ADR-058).
  const cutoff = sql`(select c.first_start from ${offeredAgentDays} c where c.day = ${day}
    order by c.first_start, c.agent_name, c.agent_id offset ${sql.raw(String(limit - 1))} limit 1)`;
  return db
    .select({
      id: agentProfiles.userId,
      name: offeredAgentDays.agentName,
      avatarUrl: agentProfiles.avatarUrl,
      verified: agentProfiles.verified,
      bio: agentProfiles.bio,
      hourlyRate: agentProfiles.hourlyRate,
      ...serviceFields,
      firstSlotStart: offeredAgentDays.firstStart,
      total: sql<number>`(${dayTotal})`.mapWith(Number),
      ...ratingTotalsFields,
    })
    .from(offeredAgentDays)
    .innerJoin(agentProfiles, eq(agentProfiles.userId, offeredAgentDays.agentId))
    .leftJoin(agentRatingTotals, eq(agentRatingTotals.agentId, agentProfiles.userId))
    .where(
      and(
        eq(offeredAgentDays.day, day),
        sql`${offeredAgentDays.firstStart} <= coalesce(${cutoff}, 'infinity'::timestamptz)`,
      ),
    )
    .orderBy(
      asc(offeredAgentDays.firstStart),
      desc(agentProfiles.verified),
      asc(offeredAgentDays.agentName),
      asc(offeredAgentDays.agentId),
    )
    .limit(rowCount(limit))
    .prepare(name);
});

/** What narrows the agents of a day (decisions 43, 44), as the service has read it. */
export interface DayAgentsFilters {
  services: readonly ExtraService[];
  maxRate: number | null;
  minRating: number | null;
  verifiedOnly: boolean;
  /** Only agents who work in this comuna (`agent_service_comunas`), or null for every comuna. */
  comuna: string | null;
  /**
   * Only the favourite agents of this customer (PD-46), read from the primary key of
   * `customer_favourite_agents`; absent or null for every agent.
   */
  onlyFavouritesOf?: string | null;
}

/** Whether the agent `agentId` names works in `comuna`: one probe of an index of its areas. */
function worksIn(db: Database, agentId: SQL.Aliased<string> | SQL, comuna: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(agentServiceComunas)
      .where(and(eq(agentServiceComunas.agentId, agentId), eq(agentServiceComunas.comuna, comuna))),
  );
}

/** Where the day's agents come from: the summary for a day ahead, the slots for today. */
export type DayAgentsSource = { day: string } | { now: Date; start: Date; end: Date };

/**
 * The agents with an offered slot on a day that match `filters`, in `sort`'s order (the rules of
 * `@brillo/domain/agent-filters`, `compareAgents`), `limit` of them from `offset`, with how many
 * match. One statement: the day's agents (from `offered_agent_days_order_idx` for a day ahead,
 * from `availability_slots_offered_start_idx` for today) joined by primary key to their profile
 * and rating totals, the filters applied as they are joined, the matching agents counted and
 * sorted, and only the page joined to what the cards show. Its cost follows the day's agents
 * (about 7,000 on a day of the bench's market), not the slots; the comuna's filter is a probe of
 * `agent_service_comunas`' primary key per agent. A page past the end reads one statement more,
 * the count alone. Not prepared: its text varies with the filters and the page, and a statement
 * planned with its values picks its join order by the filters' selectivity.
 */
export async function listMatchingDayAgents(
  db: Database,
  options: {
    source: DayAgentsSource;
    filters: DayAgentsFilters;
    sort: AgentSort;
    offset: number;
    limit: number;
  },
) {
  const { source, filters, sort } = options;
  // A customer's favourites, a few: each is one probe of the day's rows by agent (the summary's
  // primary key, or `availability_slots_offered_agent_idx` for today) instead of the whole day.
  const { onlyFavouritesOf = null } = filters;
  const amongFavourites = (agentId: Column) =>
    onlyFavouritesOf === null
      ? undefined
      : inArray(
          agentId,
          db
            .select({ agentId: customerFavouriteAgents.agentId })
            .from(customerFavouriteAgents)
            .where(eq(customerFavouriteAgents.customerId, onlyFavouritesOf)),
        );
  const days =
    'day' in source
      ? db.$with('days').as(
          db
            .select({
              agentId: sql<string>`${offeredAgentDays.agentId}`.as('d_agent_id'),
              firstStart: sql<Date>`${offeredAgentDays.firstStart}`.as('d_first_start'),
              // The summary keeps the name: no visit of `users` per agent.
              name: sql<string>`${offeredAgentDays.agentName}`.as('d_name'),
            })
            .from(offeredAgentDays)
            .where(
              and(eq(offeredAgentDays.day, source.day), amongFavourites(offeredAgentDays.agentId)),
            ),
        )
      : db.$with('days').as(
          db
            .select({
              agentId: sql<string>`${availabilitySlots.agentId}`.as('d_agent_id'),
              firstStart: min(availabilitySlots.startTime).as('d_first_start'),
              name: sql<string>`${users.name}`.as('d_name'),
            })
            .from(availabilitySlots)
            .innerJoin(users, eq(users.id, availabilitySlots.agentId))
            .where(
              and(
                offered(db, source.now),
                gte(availabilitySlots.startTime, source.start),
                lt(availabilitySlots.startTime, source.end),
                amongFavourites(availabilitySlots.agentId),
              ),
            )
            .groupBy(availabilitySlots.agentId, users.name),
        );
  const ratingCount = sql`coalesce(${agentRatingTotals.ratings}, 0)`;
  const ratingSum = sql`coalesce(${agentRatingTotals.ratingSum}, 0)`;
  const conditions: SQL[] = [
    ...filters.services.map((service) => sql`${serviceFields[service]}`),
    ...(filters.maxRate === null ? [] : [lte(agentProfiles.hourlyRate, filters.maxRate)]),
    // The average as shown reaches t tenths exactly when 20·sum ≥ (2t − 1)·count
    // (`meetsMinRating`); an agent without ratings never does.
    ...(filters.minRating === null
      ? []
      : [
          sql`${ratingCount} > 0 and 20 * ${ratingSum} >= ${2 * Math.round(filters.minRating * 10) - 1} * ${ratingCount}`,
        ]),
    ...(filters.verifiedOnly ? [eq(agentProfiles.verified, true)] : []),
    ...(filters.comuna === null ? [] : [worksIn(db, days.agentId, filters.comuna)]),
  ];
  const matching = db.$with('matching').as(
    db
      .select({
        agentId: sql<string>`${days.agentId}`.as('m_agent_id'),
        firstStart: sql<Date>`${days.firstStart}`.as('m_first_start'),
        name: sql<string>`${days.name}`.as('m_name'),
        verified: sql<boolean>`${agentProfiles.verified}`.as('m_verified'),
        hourlyRate: sql<number>`${agentProfiles.hourlyRate}`.as('m_hourly_rate'),
        ratingCount: sql<number>`${ratingCount}`.as('m_rating_count'),
        ratingSum: sql<number>`${ratingSum}`.as('m_rating_sum'),
        // The average in tenths as shown (`ratingTenths`), null without ratings.
        ratingTenths: sql<number | null>`case when ${ratingCount} > 0
          then (20 * ${ratingSum} + ${ratingCount}) / (2 * ${ratingCount}) end`.as(
          'm_rating_tenths',
        ),
      })
      .from(days)
      .innerJoin(agentProfiles, eq(agentProfiles.userId, days.agentId))
      .leftJoin(agentRatingTotals, eq(agentRatingTotals.agentId, days.agentId))
      .where(conditions.length > 0 ? and(...conditions) : undefined),
  );
  const soonest = [
    asc(matching.firstStart),
    desc(matching.verified),
    asc(matching.name),
    asc(matching.agentId),
  ];
  const order =
    sort === 'rate'
      ? [asc(matching.hourlyRate), ...soonest]
      : sort === 'rating'
        ? [sql`${matching.ratingTenths} desc nulls last`, desc(matching.ratingCount), ...soonest]
        : soonest;
  const page = db.$with('page').as(
    db
      .select({
        agentId: sql<string>`${matching.agentId}`.as('p_agent_id'),
        rank: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('p_rank'),
      })
      .from(matching)
      .orderBy(...order)
      .offset(rowCount(options.offset))
      .limit(rowCount(options.limit)),
  );
  const rows = await db
    .with(days, matching, page)
    .select({
      id: agentProfiles.userId,
      name: matching.name,
      avatarUrl: agentProfiles.avatarUrl,
      verified: agentProfiles.verified,
      bio: agentProfiles.bio,
      hourlyRate: agentProfiles.hourlyRate,
      ...serviceFields,
      firstSlotStart: sql<Date>`${matching.firstStart}`.mapWith(offeredAgentDays.firstStart),
      ratingCount: sql<number>`${matching.ratingCount}`.mapWith(Number),
      ratingSum: sql<number>`${matching.ratingSum}`.mapWith(Number),
      total: sql<number>`(select count(*) from ${matching})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(matching, eq(matching.agentId, page.agentId))
    .innerJoin(agentProfiles, eq(agentProfiles.userId, page.agentId))
    .orderBy(asc(page.rank));
  if (rows.length > 0 || options.offset === 0) {
    return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
  }
  const [counted] = await db.with(days, matching).select({ total: count() }).from(matching);
  return { rows: [], total: counted?.total ?? 0 };
}
/**
 * Sets the calendar `offered_agent_days` is written in to the API's time zone (ADR-055); when it
 * was another, the database rewrites the summary. Answers whether it changed.
 */
export async function syncCalendarTimeZone(db: Database, timeZone: string): Promise<boolean> {
  // Both drivers answer `execute` with the rows under `rows`.
  const { rows } = (await db.execute(
    sql`select set_calendar_time_zone(${timeZone}) as changed`,
  )) as unknown as { rows: { changed: boolean }[] };
  return rows[0]?.changed === true;
}

/**
 * Which of `days` (each a half-open range of instants) have at least one offered slot: one query,
 * an `EXISTS` probe of the open-slots index per day.
 */
export async function daysWithOfferedSlots(
  db: Database,
  now: Date,
  days: readonly { day: string; start: Date; end: Date }[],
): Promise<string[]> {
  if (days.length === 0) return [];
  const values = sql.join(
    days.map(
      ({ day, start, end }) =>
        sql`(${day}::text, ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const live = sql.join(
    liveBookingStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await db
    .select({ day: sql<string>`d.day` })
    .from(sql`(values ${values}) as d(day, day_start, day_end)`)
    .where(
      sql`exists (
        select 1 from ${availabilitySlots} s
        where s.status = 'available' and s.booking_status is null
          and s.start_time >= d.day_start and s.start_time < d.day_end
          and s.start_time > ${now.toISOString()}::timestamptz
          and not exists (
            select 1 from ${users} u where u.id = s.agent_id and u.suspended_at is not null
          )
          and not exists (
            select 1 from ${bookings} b
            where b.availability_id = s.id and b.status in (${live})
          )
      )`,
    )
    .orderBy(sql`d.day`);
  return rows.map((row) => row.day);
}

const agentDaySlots = preparedPerDatabase((db, name) =>
  db
    .select({
      agentId: agentProfiles.userId,
      agentName: users.name,
      hourlyRate: agentProfiles.hourlyRate,
      id: availabilitySlots.id,
      status: availabilitySlots.status,
      bookingStatus: availabilitySlots.bookingStatus,
      startTime: availabilitySlots.startTime,
      endTime: availabilitySlots.endTime,
    })
    .from(agentProfiles)
    .innerJoin(users, eq(users.id, agentProfiles.userId))
    .leftJoin(
      availabilitySlots,
      and(
        eq(availabilitySlots.agentId, agentProfiles.userId),
        offered(db, sql.placeholder('now')),
        gte(availabilitySlots.startTime, sql.placeholder('start')),
        lt(availabilitySlots.startTime, sql.placeholder('end')),
      ),
    )
    .where(eq(agentProfiles.userId, sql.placeholder('agentId')))
    .orderBy(asc(availabilitySlots.startTime))
    .prepare(name),
);

/**
 * The agent customers may look at (name and hourly rate) with its offered slots starting in
 * [start, end), soonest first (`availability_slots_offered_agent_idx`); undefined for no such
 * agent. One statement: a request of its own for the agent cost as much as the slots' read.
 */
export async function readAgentDaySlots(
  db: Database,
  options: { agentId: string; now: Date; start: Date; end: Date },
): Promise<
  { agent: { id: string; name: string; hourlyRate: number }; slots: StoredSlot[] } | undefined
> {
  const rows = await agentDaySlots(db, 'agent_day_slots').execute(options);
  const [first] = rows;
  if (!first) return undefined;
  const slots: StoredSlot[] = [];
  for (const row of rows) {
    const { id, status, bookingStatus, startTime, endTime } = row;
    if (id !== null && status !== null && startTime !== null && endTime !== null) {
      slots.push({ id, status, bookingStatus, startTime, endTime });
    }
  }
  return {
    agent: { id: first.agentId, name: first.agentName, hourlyRate: first.hourlyRate },
    slots,
  };
}
