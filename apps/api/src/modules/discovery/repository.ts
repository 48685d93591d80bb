import { extraServices, liveBookingStatuses, type ExtraService } from '@brillo/domain/enums';
import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  min,
  notExists,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  agentProfiles,
  agentServiceColumns,
  availabilitySlots,
  bookings,
  offeredAgentDays,
  offeredAgents,
  users,
} from '../../db/schema.ts';

/**
 * The slots offered to customers (spec §4, ADR-039): available, not waiting for an agent's
 * answer, starting after `now`, and with no live booking (decision 10). Every read below filters
 * through this one predicate, which the partial indexes `availability_slots_offered_start_idx`
 * and `availability_slots_offered_agent_idx` (`status = 'available' AND booking_status IS NULL`,
 * ADR-049) serve; the live-booking check is a probe of `bookings_one_live_booking_per_slot`.
 */
export function offered(db: Database, now: Date | Placeholder): SQL {
  return and(
    eq(availabilitySlots.status, 'available'),
    isNull(availabilitySlots.bookingStatus),
    gt(availabilitySlots.startTime, now),
    notExists(
      db
        .select({ one: sql`1` })
        .from(bookings)
        .where(
          and(
            eq(bookings.availabilityId, availabilitySlots.id),
            inArray(bookings.status, [...liveBookingStatuses]),
          ),
        ),
    ),
  ) as SQL;
}

const serviceFields = Object.fromEntries(
  extraServices.map((service) => [service, agentServiceColumns[service]]),
) as { [Service in ExtraService]: (typeof agentServiceColumns)[Service] };

export interface StoredSlot {
  id: string;
  status: 'available' | 'not available' | 'accepted' | 'rejected';
  bookingStatus: 'booked_waiting_agent_confirmation' | 'booked_accepted' | 'booked_rejected' | null;
  startTime: Date;
  endTime: Date;
}

/** Offered slots read at first for a page of closest availability: grown ×4 until enough. */
const CLOSEST_FIRST_WINDOW = 64;

/**
 * One page of agents by their next offered slot, soonest first; among equal times the agents of
 * `comuna` first (decision 33), then by name and id. Reads the first offered slots in time order
 * (`availability_slots_offered_start_idx`), `window` of them: every agent with a slot up to the
 * last one's time has its first slot there, and any other agent's first slot comes strictly
 * later, so those agents are the head of the whole order. When they are fewer than the page
 * needs (and slots remain), the window grows. Cost follows the page, not the market.
 */
export async function listClosestAvailability(
  db: Database,
  options: { now: Date; comuna: string | null; limit: number; offset: number },
) {
  const wanted = options.offset + options.limit;
  for (let window = Math.max(CLOSEST_FIRST_WINDOW, wanted * 4); ; window *= 4) {
    const { rows, complete } = await closestWithin(db, options, window);
    if (complete || rows.length >= wanted) return rows.slice(options.offset, wanted);
  }
}

function closestWithin(
  db: Database,
  options: { now: Date; comuna: string | null },
  window: number,
) {
  const first = db
    .$with('first')
    .as(
      db
        .select({ startTime: availabilitySlots.startTime })
        .from(availabilitySlots)
        .where(offered(db, options.now))
        .orderBy(asc(availabilitySlots.startTime))
        .limit(window),
    );
  const horizon = db.$with('horizon').as(
    db
      .select({
        last: sql<Date>`max(${first.startTime})`.as('last'),
        scanned: sql<number>`count(*)`.as('scanned'),
      })
      .from(first),
  );
  const next = db
    .selectDistinctOn([availabilitySlots.agentId], {
      agentId: availabilitySlots.agentId,
      slotId: availabilitySlots.id,
      status: availabilitySlots.status,
      bookingStatus: availabilitySlots.bookingStatus,
      startTime: availabilitySlots.startTime,
      endTime: availabilitySlots.endTime,
    })
    .from(availabilitySlots)
    .where(
      and(
        offered(db, options.now),
        lte(availabilitySlots.startTime, sql`(select ${horizon.last} from ${horizon})`),
      ),
    )
    .orderBy(asc(availabilitySlots.agentId), asc(availabilitySlots.startTime))
    .as('next');
  // Among equal times, the caller's comuna first (a bare constant would be read as a column number).
  const byComuna =
    options.comuna === null
      ? []
      : [asc(sql`case when ${agentProfiles.comuna} = ${options.comuna} then 0 else 1 end`)];
  const query = db
    .with(first, horizon)
    .select({
      id: agentProfiles.userId,
      name: users.name,
      avatarUrl: agentProfiles.avatarUrl,
      slotId: next.slotId,
      status: next.status,
      bookingStatus: next.bookingStatus,
      startTime: next.startTime,
      endTime: next.endTime,
      scanned: sql<number>`(select ${horizon.scanned} from ${horizon})`.mapWith(Number),
    })
    .from(next)
    .innerJoin(agentProfiles, eq(agentProfiles.userId, next.agentId))
    .innerJoin(users, eq(users.id, agentProfiles.userId))
    .orderBy(asc(next.startTime), ...byComuna, asc(users.name), asc(agentProfiles.userId));
  return query.then((rows) => ({
    rows,
    // No row: no offered slot at all. Fewer slots than the window: every offered slot was read.
    complete: (rows[0]?.scanned ?? 0) < window,
  }));
}

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
      bio: agentProfiles.bio,
      hourlyRate: agentProfiles.hourlyRate,
      ...serviceFields,
      firstSlotStart: firsts.firstSlotStart,
      total: sql<number>`(select count(*) from ${firsts})`.mapWith(Number),
    })
    .from(firsts)
    .innerJoin(agentProfiles, eq(agentProfiles.userId, firsts.agentId))
    .innerJoin(users, eq(users.id, agentProfiles.userId))
    .where(
      sql`${firsts.firstSlotStart} <= coalesce((select ${cutoff.last} from ${cutoff}), 'infinity'::timestamptz)`,
    )
    .orderBy(asc(firsts.firstSlotStart), asc(users.name), asc(agentProfiles.userId))
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
  return agentsOfferingOnDay(db, 'agents_offering_on_day').execute(options);
}

const agentsOfferingOnDay = preparedPerDatabase((db, name) => {
  const day = sql.placeholder('day');
  const dayTotal = db
    .select({ total: count() })
    .from(offeredAgentDays)
    .where(eq(offeredAgentDays.day, day));
  return db
    .select({
      id: agentProfiles.userId,
      name: offeredAgentDays.agentName,
      avatarUrl: agentProfiles.avatarUrl,
      bio: agentProfiles.bio,
      hourlyRate: agentProfiles.hourlyRate,
      ...serviceFields,
      firstSlotStart: offeredAgentDays.firstStart,
      total: sql<number>`(${dayTotal})`.mapWith(Number),
    })
    .from(offeredAgentDays)
    .innerJoin(agentProfiles, eq(agentProfiles.userId, offeredAgentDays.agentId))
    .where(eq(offeredAgentDays.day, day))
    .orderBy(
      asc(offeredAgentDays.firstStart),
      asc(offeredAgentDays.agentName),
      asc(offeredAgentDays.agentId),
    )
    .limit(sql.placeholder('limit'))
    .prepare(name);
});

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
            select 1 from ${bookings} b
            where b.availability_id = s.id and b.status in (${live})
          )
      )`,
    )
    .orderBy(sql`d.day`);
  return rows.map((row) => row.day);
}

const agentForCustomers = preparedPerDatabase((db, name) =>
  db
    .select({ id: agentProfiles.userId, name: users.name, hourlyRate: agentProfiles.hourlyRate })
    .from(agentProfiles)
    .innerJoin(users, eq(users.id, agentProfiles.userId))
    .where(eq(agentProfiles.userId, sql.placeholder('agentId')))
    .prepare(name),
);

/** The agent customers may look at: name and hourly rate, or undefined for no such agent. */
export async function readAgentForCustomers(db: Database, agentId: string) {
  const [row] = await agentForCustomers(db, 'agent_for_customers').execute({ agentId });
  return row;
}

const offeredSlotsOfAgent = preparedPerDatabase((db, name) =>
  db
    .select({
      id: availabilitySlots.id,
      status: availabilitySlots.status,
      bookingStatus: availabilitySlots.bookingStatus,
      startTime: availabilitySlots.startTime,
      endTime: availabilitySlots.endTime,
    })
    .from(availabilitySlots)
    .where(
      and(
        eq(availabilitySlots.agentId, sql.placeholder('agentId')),
        offered(db, sql.placeholder('now')),
        gte(availabilitySlots.startTime, sql.placeholder('start')),
        lt(availabilitySlots.startTime, sql.placeholder('end')),
      ),
    )
    .orderBy(asc(availabilitySlots.startTime))
    .prepare(name),
);

/** One agent's offered slots starting in [start, end), soonest first (`availability_slots_agent_start_idx`). */
export async function listOfferedSlotsOfAgent(
  db: Database,
  options: { agentId: string; now: Date; start: Date; end: Date },
): Promise<StoredSlot[]> {
  return offeredSlotsOfAgent(db, 'offered_slots_of_agent').execute(options);
}
