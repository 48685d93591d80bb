import { SLOT_MAX_DAYS_AHEAD } from '@brillo/domain/slot-rules';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  lt,
  sql,
  type Column,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listPlaceholders, listValues, preparedPerDatabase } from '../../db/prepared.ts';
import {
  agentProfiles,
  availabilitySlots,
  customerFavouriteAgents,
  users,
} from '../../db/schema.ts';
import { offered } from './repository.ts';

const DAY_MS = 86_400_000;

/**
 * The end of the horizon an agent's next offered slot is looked for in: `SLOT_MAX_DAYS_AHEAD`
 * days after `now`, beyond which no slot can start (decision 21).
 */
export function nextOfferedHorizon(now: Date): Date {
  return new Date(now.getTime() + SLOT_MAX_DAYS_AHEAD * DAY_MS);
}

/**
 * The start and id of the next slot offered by the agent `agentId` names (a column of the outer
 * query), as a subquery aliased `alias` for a LEFT JOIN LATERAL: customers' `offered` predicate,
 * so the same slots the agent's day shows, and at most one entry of
 * `availability_slots_offered_agent_idx` read in time order from `now` up to `horizon`
 * (`nextOfferedHorizon`) per agent. Both columns are in that index: an index-only probe; a read
 * that needs the slot's other columns joins `availability_slots` by the id afterwards. 'Mis
 * agentes', the public profile and the favourites first in the nearby list read it, so all name
 * the same next availability (PD-45, PD-46).
 */
export function nextOfferedSlot(
  db: Database,
  options: {
    alias: string;
    agentId: Column | SQL;
    now: Date | Placeholder;
    horizon: Date | SQL | Placeholder;
  },
) {
  return db
    .select({ nextSlotStart: availabilitySlots.startTime, nextSlotId: availabilitySlots.id })
    .from(availabilitySlots)
    .where(
      and(
        eq(availabilitySlots.agentId, options.agentId),
        offered(db, options.now),
        lt(availabilitySlots.startTime, options.horizon),
      ),
    )
    .orderBy(asc(availabilitySlots.startTime))
    .limit(1)
    .as(options.alias);
}

/**
 * The statement of `createNextOfferedStarts` for `size` ids, prepared (ADR-056): the ids from the
 * primary key of `agent_profiles`, a LATERAL `nextOfferedSlot` probe each.
 */
const nextOfferedStartsStatement = preparedPerDatabase((db, name, size: number) => {
  const next = nextOfferedSlot(db, {
    alias: 'next_offered',
    agentId: agentProfiles.userId,
    now: sql.placeholder('now'),
    horizon: sql.placeholder('horizon'),
  });
  return db
    .select({ agentId: agentProfiles.userId, nextSlotStart: next.nextSlotStart })
    .from(agentProfiles)
    .innerJoinLateral(next, sql`true`)
    .where(inArray(agentProfiles.userId, listPlaceholders('agent', size)))
    .prepare(name);
});

/**
 * How many ids the prepared statement takes for `count` of them: the next power of two, so that a
 * customer's list of any length uses one of a few statements per connection (the list is padded
 * with its last id, which `IN` reads once).
 */
export function nextOfferedStartsSize(count: number): number {
  return 2 ** Math.ceil(Math.log2(Math.max(count, 1)));
}

/**
 * For the modules that show agents to a customer ('Mis agentes', wired in app.ts): the start of
 * each agent's next offered slot within the horizon, in one prepared statement (above). An agent
 * without one, or suspended, or unknown, is absent from the map.
 */
export function createNextOfferedStarts(db: Database) {
  return async (agentIds: readonly string[], now: Date): Promise<Map<string, Date>> => {
    const ids = [...new Set(agentIds)];
    const last = ids.at(-1);
    if (last === undefined) return new Map();
    const size = nextOfferedStartsSize(ids.length);
    const padded = [...ids, ...Array<string>(size - ids.length).fill(last)];
    const rows = await nextOfferedStartsStatement(db, `next_offered_starts_${size}`, size).execute({
      now,
      horizon: nextOfferedHorizon(now),
      ...listValues('agent', padded),
    });
    return new Map(rows.map((row) => [row.agentId, row.nextSlotStart]));
  };
}

/**
 * The favourite agents of `customerId` (PD-46) with their next offered slot, soonest first, then
 * verified first, by name and id, at most `limit`: one statement, the customer's rows from the
 * primary key of `customer_favourite_agents`, a `nextOfferedSlot` probe each, and only the found
 * slots joined to their rows. A favourite without an offered slot (a suspended one offers none)
 * is left out.
 */
export async function listFavouritesNextSlots(
  db: Database,
  options: { customerId: string; now: Date; limit: number },
) {
  const { customerId, now, limit } = options;
  const next = nextOfferedSlot(db, {
    alias: 'next_offered',
    agentId: customerFavouriteAgents.agentId,
    now,
    horizon: nextOfferedHorizon(now),
  });
  return db
    .select({
      id: agentProfiles.userId,
      name: users.name,
      avatarUrl: agentProfiles.avatarUrl,
      verified: agentProfiles.verified,
      slotId: availabilitySlots.id,
      status: availabilitySlots.status,
      bookingStatus: availabilitySlots.bookingStatus,
      startTime: availabilitySlots.startTime,
      endTime: availabilitySlots.endTime,
    })
    .from(customerFavouriteAgents)
    .innerJoinLateral(next, sql`true`)
    .innerJoin(availabilitySlots, eq(availabilitySlots.id, next.nextSlotId))
    .innerJoin(agentProfiles, eq(agentProfiles.userId, customerFavouriteAgents.agentId))
    .innerJoin(users, eq(users.id, customerFavouriteAgents.agentId))
    .where(eq(customerFavouriteAgents.customerId, customerId))
    .orderBy(
      asc(next.nextSlotStart),
      desc(agentProfiles.verified),
      asc(users.name),
      asc(agentProfiles.userId),
    )
    .limit(limit);
}
