import { comunaInAddress } from '@brillo/domain/address-parts';
import { AGENTS_PAGE_SIZE, narrowsAgents, type AgentFilters } from '@brillo/domain/agent-filters';
import {
  DAY_FAVOURITES_MAX,
  DISCOVERY_DAYS_AHEAD,
  NEARBY_FAVOURITES_MAX,
  type AgentDaySlots,
  type AvailableAgent,
  type AvailableAgents,
  type AvailableDays,
  type ClosestAgent,
  type ClosestAvailability,
  type OfferedSlot,
} from '@brillo/domain/contracts/discovery';
import { extraServices } from '@brillo/domain/enums';
import { daysOfMonth, localDayRange } from '@brillo/domain/local-days';
import { summariseRatings } from '@brillo/domain/rating-average';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { addCalendarDays, hoursBetween, todayIn } from '@brillo/domain/zoned-time';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { notFound, validationFailed } from '../../errors.ts';
import type { Caller } from '../../plugins/authentication/guards.ts';
import { countClosestInComuna, listClosestInComuna } from './closest-by-area.ts';
import { listFavouritesNextSlots } from './next-offered.ts';
import {
  countAgentsWithOfferedSlots,
  daysWithOfferedSlots,
  firstOfferedStartAfter,
  listAgentsOfferingBetween,
  listAgentsOfferingOnDay,
  listClosestAvailability,
  listMatchingDayAgents,
  readAgentDaySlots,
  type StoredSlot,
  syncCalendarTimeZone,
} from './repository.ts';

const { api } = discoveryTexts;

/** User ids are UUIDs; anything else names no agent. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function toOfferedSlot(slot: StoredSlot): OfferedSlot {
  return {
    id: slot.id,
    status: slot.status,
    bookingStatus: slot.bookingStatus,
    startTime: slot.startTime.toISOString(),
    endTime: slot.endTime.toISOString(),
    hours: hoursBetween(slot.startTime, slot.endTime),
  };
}

/** An agent of a day's list as its card shows it. */
function toAvailableAgent(
  row: { [Service in (typeof extraServices)[number]]: boolean } & {
    id: string;
    name: string;
    avatarUrl: string | null;
    verified: boolean;
    bio: string;
    hourlyRate: number;
    ratingSum: number;
    ratingCount: number;
    firstSlotStart: Date | null;
  },
  dayStart: Date,
): AvailableAgent {
  return {
    id: row.id,
    name: row.name,
    avatarUrl: row.avatarUrl,
    verified: row.verified,
    bio: row.bio,
    rating: summariseRatings(row.ratingSum, row.ratingCount),
    hourlyRate: row.hourlyRate,
    services: extraServices.filter((service) => row[service]),
    firstSlotStart: (row.firstSlotStart ?? dayStart).toISOString(),
  };
}

/** An agent of closest availability with its next offered slot. */
function toClosestAgent(row: {
  id: string;
  name: string;
  avatarUrl: string | null;
  verified: boolean;
  slotId: string;
  status: StoredSlot['status'];
  bookingStatus: StoredSlot['bookingStatus'];
  startTime: Date;
  endTime: Date;
}): ClosestAgent {
  return {
    id: row.id,
    name: row.name,
    avatarUrl: row.avatarUrl,
    verified: row.verified,
    closestAvailability: toOfferedSlot({
      id: row.slotId,
      status: row.status,
      bookingStatus: row.bookingStatus,
      startTime: row.startTime,
      endTime: row.endTime,
    }),
  };
}

/**
 * An answer for the search cache: the answer, the instant from which time alone may make it
 * wrong, and the group of the notifications that name it (ADR-065, migration 0015): `slots` for
 * what is read from the slots and their ordered summaries, `day:YYYY-MM-DD` for a day ahead read
 * from `offered_agent_days`.
 */
export interface Cacheable<Answer> {
  answer: Answer;
  trueUntil: Date;
  group: string;
}

/** The earliest of `instants`, undefined for none. */
function earliest(instants: readonly Date[]): Date | undefined {
  return instants.reduce<Date | undefined>(
    (first, instant) => (first === undefined || instant < first ? instant : first),
    undefined,
  );
}

/** Later than any instant: an answer only a change in the database can make wrong. */
const NEVER = new Date(8.64e15);

/** Decision 33: a customer's own comuna comes first among equal times in closest availability. */
export function searchComuna(caller: Caller | null): string | null {
  return caller?.role === 'customer'
    ? (caller.personalData?.comuna ?? comunaInAddress(caller.personalData?.address))
    : null;
}

/**
 * The customer's search for an agent (ADR-039). Days are read on `timeZone`'s calendar; every
 * read is one or two queries whatever the number of agents.
 */
export function createDiscoveryService({
  db,
  clock,
  timeZone,
}: {
  db: Database;
  clock: Clock;
  timeZone: string;
}) {
  /** The day's range, or a 400 for a day further ahead than any slot may start. */
  function dayRange(day: string, now: Date) {
    const last = addCalendarDays(todayIn(timeZone, now), DISCOVERY_DAYS_AHEAD);
    if (day > last) {
      throw validationFailed(
        { day: api.dayTooFar(DISCOVERY_DAYS_AHEAD - 1) },
        api.dayTooFar(DISCOVERY_DAYS_AHEAD - 1),
      );
    }
    return localDayRange(day, timeZone);
  }

  /** Closest availability among the agents who work in `comuna` (ADR-085). */
  async function closestInArea(
    comuna: string,
    page: number,
    limit: number,
    now: Date,
  ): Promise<Cacheable<ClosestAvailability>> {
    const { total, firstStart } = await countClosestInComuna(db, { now, comuna });
    const offset = (page - 1) * limit;
    const rows =
      offset >= total ? [] : await listClosestInComuna(db, { now, comuna, offset, limit });
    return {
      answer: {
        agents: rows.map(toClosestAgent),
        total,
        page,
        limit,
        comuna,
        favourites: [],
      },
      trueUntil: firstStart ?? NEVER,
      group: 'slots',
    };
  }

  return {
    /**
     * Keeps the summary of agents' days (ADR-055) in this API's calendar: run once at start-up;
     * answers whether the database had to rewrite it for another time zone.
     */
    keepDaysInTimeZone: () => syncCalendarTimeZone(db, timeZone),

    /**
     * One page of agents by their next offered slot. With a `comuna` (see `searchComuna`) only
     * the agents who work there (decision 43, ADR-085), unless `allComunas`: then everyone,
     * `comuna`'s agents first among equal times (decision 33). True until the first offered slot
     * after now (of the comuna's agents, for an area's answer) starts: only then does the set of
     * slots after now, which the page and the total are read from, change by itself. A change of
     * an agent's area notifies every group (migration 0027).
     */
    async closest(
      comuna: string | null,
      query: { page: number; limit: number; allComunas: boolean },
    ): Promise<Cacheable<ClosestAvailability>> {
      const { page, limit } = query;
      const now = clock.now();
      if (comuna !== null && !query.allComunas) return closestInArea(comuna, page, limit, now);
      // The total first: a page past it is empty without reading, and the page's read stops
      // once it has found every agent there is.
      const total = await countAgentsWithOfferedSlots(db, now);
      const offset = (page - 1) * limit;
      const rows =
        offset >= total
          ? []
          : await listClosestAvailability(db, { now, comuna, limit, offset, agents: total });
      // Page 1's first agent holds the first slot of all (slots sort by their start first).
      const firstStart =
        page === 1 && rows[0] ? rows[0].startTime : await firstOfferedStartAfter(db, now);
      return {
        answer: {
          agents: rows.map(toClosestAgent),
          total,
          page,
          limit,
          comuna: null,
          favourites: [],
        },
        trueUntil: firstStart ?? NEVER,
        group: 'slots',
      };
    },

    /**
     * The agents of a day that match `filters`, a page of them in the order asked for (decision
     * 44); only those who work in `comuna` when it is not null (decision 43, see `searchComuna`).
     * A day wholly ahead is true until it starts (then it is read as today), and changes with its
     * rows of `offered_agent_days`; today is true until its first offered slot after now starts,
     * or its end, and changes with any slot: it is read from the slots, and the summary's row of
     * an agent whose earlier slot has passed may not change when a later one does. Profiles,
     * ratings and service areas notify every group (migrations 0015, 0027).
     */
    async availableOn(
      day: string,
      filters: AgentFilters,
      comuna: string | null,
    ): Promise<Cacheable<AvailableAgents>> {
      const now = clock.now();
      const { start, end } = dayRange(day, now);
      // A day wholly ahead is read from the summary the database keeps (ADR-055); today from its
      // slots, since some of them may already have started.
      const ahead = start > now;
      const limit = AGENTS_PAGE_SIZE;
      const offset = (filters.page - 1) * limit;
      const plain =
        comuna === null && !narrowsAgents(filters) && filters.sort === 'soonest' && offset === 0;
      // The plain first page, the most asked for, reads only the page's entries of the day's
      // index; any filter, order or page reads the day's agents (`listMatchingDayAgents`).
      const { rows, total } = plain
        ? await (async () => {
            const found = ahead
              ? await listAgentsOfferingOnDay(db, { day, limit })
              : await listAgentsOfferingBetween(db, { now, start, end, limit });
            return { rows: found, total: found[0]?.total ?? 0 };
          })()
        : await listMatchingDayAgents(db, {
            source: ahead ? { day } : { now, start, end },
            filters: { ...filters, comuna },
            sort: filters.sort,
            offset,
            limit,
          });
      // Today changes by itself when its first offered slot after now starts: the soonest of
      // the day's agents, which another order or a filter may not show first.
      const firstStart =
        ahead || total === 0
          ? undefined
          : plain
            ? (rows[0]?.firstSlotStart ?? undefined)
            : await firstOfferedStartAfter(db, now);
      const trueUntil = ahead ? start : firstStart && firstStart < end ? firstStart : end;
      const answer: AvailableAgents = {
        day,
        agents: rows.map((row) => toAvailableAgent(row, start)),
        total,
        page: filters.page,
        limit,
        comuna,
        favourites: [],
      };
      return { answer, trueUntil, group: ahead ? `day:${day}` : 'slots' };
    },

    /**
     * The favourite agents of `customerId` (PD-46) who offer a slot on `day` and match `filters`
     * (its page aside), in its order, whatever their comuna. One statement, the day's read of
     * `listMatchingDayAgents` restricted to the customer's favourites. Cacheable as the day's own
     * answer is (its group and instant); the route keeps it under the customer's name as well,
     * which a change of the favourites forgets (migration 0029).
     */
    async favouritesOn(
      day: string,
      filters: AgentFilters,
      customerId: string,
    ): Promise<Cacheable<AvailableAgent[]>> {
      const now = clock.now();
      const { start, end } = dayRange(day, now);
      const ahead = start > now;
      const { rows } = await listMatchingDayAgents(db, {
        source: ahead ? { day } : { now, start, end },
        filters: { ...filters, comuna: null, onlyFavouritesOf: customerId },
        sort: filters.sort,
        offset: 0,
        limit: DAY_FAVOURITES_MAX,
      });
      // Today's answer changes by itself when one of its first slots starts.
      const firstStarts = rows.flatMap((row) => (row.firstSlotStart ? [row.firstSlotStart] : []));
      const trueUntil = ahead ? start : (earliest(firstStarts) ?? end);
      return {
        answer: rows.map((row) => toAvailableAgent(row, start)),
        trueUntil,
        group: ahead ? `day:${day}` : 'slots',
      };
    },

    /**
     * The favourite agents of `customerId` (PD-46) with their next offered slot, soonest first,
     * at most `NEARBY_FAVOURITES_MAX`, whatever their comuna. True until the first of those slots
     * starts, or a change of the slots; the route keeps it under the customer's name as well.
     */
    async nearbyFavourites(customerId: string): Promise<Cacheable<ClosestAgent[]>> {
      const rows = await listFavouritesNextSlots(db, {
        customerId,
        now: clock.now(),
        limit: NEARBY_FAVOURITES_MAX,
      });
      return {
        answer: rows.map(toClosestAgent),
        trueUntil: earliest(rows.map((row) => row.startTime)) ?? NEVER,
        group: 'slots',
      };
    },

    async availableDays(month: string): Promise<AvailableDays> {
      const now = clock.now();
      const today = todayIn(timeZone, now);
      const last = addCalendarDays(today, DISCOVERY_DAYS_AHEAD);
      // Only days that can have a future slot: from today to the furthest day a slot may start.
      const days = daysOfMonth(month)
        .filter((day) => day >= today && day <= last)
        .map((day) => ({ day, ...localDayRange(day, timeZone) }));
      return { month, days: await daysWithOfferedSlots(db, now, days) };
    },

    async agentSlots(agentId: string, day: string): Promise<AgentDaySlots> {
      const now = clock.now();
      const { start, end } = dayRange(day, now);
      if (!UUID.test(agentId)) throw notFound(api.agentNotFound);
      const found = await readAgentDaySlots(db, { agentId, now, start, end });
      if (!found) throw notFound(api.agentNotFound);
      return { agent: found.agent, day, slots: found.slots.map(toOfferedSlot) };
    },
  };
}
