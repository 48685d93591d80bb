import { comunaInAddress } from '@brillo/domain/address-parts';
import {
  AGENTS_PER_DAY_MAX,
  CLOSEST_PAGE_SIZE,
  DISCOVERY_DAYS_AHEAD,
  type AgentDaySlots,
  type AvailableAgents,
  type AvailableDays,
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
import {
  countAgentsWithOfferedSlots,
  daysWithOfferedSlots,
  listAgentsOfferingBetween,
  listAgentsOfferingOnDay,
  listClosestAvailability,
  readAgentDaySlots,
  type StoredSlot,
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

  return {
    async closest(
      caller: Caller | null,
      query: { page?: number | undefined; limit?: number | undefined },
    ): Promise<ClosestAvailability> {
      const page = query.page ?? 1;
      const limit = query.limit ?? CLOSEST_PAGE_SIZE;
      const now = clock.now();
      // Decision 33: a customer's own comuna first among equal times.
      const comuna =
        caller?.role === 'customer'
          ? (caller.personalData?.comuna ?? comunaInAddress(caller.personalData?.address))
          : null;
      // The total first: a page past it is empty without reading, and the page's read stops
      // once it has found every agent there is.
      const total = await countAgentsWithOfferedSlots(db, now);
      const offset = (page - 1) * limit;
      const rows =
        offset >= total
          ? []
          : await listClosestAvailability(db, { now, comuna, limit, offset, agents: total });
      return {
        agents: rows.map((row) => ({
          id: row.id,
          name: row.name,
          avatarUrl: row.avatarUrl,
          closestAvailability: toOfferedSlot({
            id: row.slotId,
            status: row.status,
            bookingStatus: row.bookingStatus,
            startTime: row.startTime,
            endTime: row.endTime,
          }),
        })),
        total,
        page,
        limit,
      };
    },

    async availableOn(day: string): Promise<AvailableAgents> {
      const now = clock.now();
      const { start, end } = dayRange(day, now);
      // A day wholly ahead is read from the summary the database keeps (ADR-055); today from its
      // slots, since some of them may already have started.
      const rows =
        start > now
          ? await listAgentsOfferingOnDay(db, { day, limit: AGENTS_PER_DAY_MAX })
          : await listAgentsOfferingBetween(db, { now, start, end, limit: AGENTS_PER_DAY_MAX });
      return {
        day,
        agents: rows.map((row) => ({
          id: row.id,
          name: row.name,
          avatarUrl: row.avatarUrl,
          bio: row.bio,
          rating: summariseRatings(row.ratingSum, row.ratingCount),
          hourlyRate: row.hourlyRate,
          services: extraServices.filter((service) => row[service]),
          firstSlotStart: (row.firstSlotStart ?? start).toISOString(),
        })),
        total: rows[0]?.total ?? 0,
        limit: AGENTS_PER_DAY_MAX,
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
