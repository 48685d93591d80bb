import { SLOT_MAX_DAYS_AHEAD } from '@brillo/domain/slot-rules';
import {
  and,
  asc,
  eq,
  inArray,
  lt,
  sql,
  type Column,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agentProfiles, availabilitySlots } from '../../db/schema.ts';
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
 * The start of the next slot offered by the agent `agentId` names (a column of the outer query),
 * as a subquery aliased `alias` for a LEFT JOIN LATERAL: customers' `offered` predicate, so the
 * same slots the agent's day shows, and at most one entry of `availability_slots_offered_agent_idx`
 * read in time order from `now` up to `horizon` (`nextOfferedHorizon`) per agent. 'Mis agentes'
 * and the public profile read it, so both name the same next availability (PD-45, PD-46).
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
    .select({ nextSlotStart: availabilitySlots.startTime })
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
 * For the modules that show agents to a customer ('Mis agentes', wired in app.ts): the start of
 * each agent's next offered slot within the horizon, in one statement, the ids from the primary
 * key of `agent_profiles` and a LATERAL `nextOfferedSlot` probe each. An agent without one, or
 * suspended, or unknown, is absent from the map.
 */
export function createNextOfferedStarts(db: Database) {
  return async (agentIds: readonly string[], now: Date): Promise<Map<string, Date>> => {
    if (agentIds.length === 0) return new Map();
    const next = nextOfferedSlot(db, {
      alias: 'next_offered',
      agentId: agentProfiles.userId,
      now,
      horizon: nextOfferedHorizon(now),
    });
    const rows = await db
      .select({ agentId: agentProfiles.userId, nextSlotStart: next.nextSlotStart })
      .from(agentProfiles)
      .innerJoinLateral(next, sql`true`)
      .where(inArray(agentProfiles.userId, [...agentIds]));
    return new Map(rows.map((row) => [row.agentId, row.nextSlotStart]));
  };
}
