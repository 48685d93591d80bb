import { and, asc, count, desc, eq, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase, rowCount } from '../../db/prepared.ts';
import { agentProfiles, agentServiceComunas, availabilitySlots, users } from '../../db/schema.ts';
import { offered } from './repository.ts';

/**
 * The agents who work in `comuna` (PD-43) with their next offered slot (ADR-085): driven from
 * `agent_service_comunas_comuna_idx` by the comuna, each agent's next slot is one LATERAL probe
 * of `availability_slots_offered_agent_idx` in time order through `offered`, the predicate every
 * customer read shares (so a suspended agent or a booked slot is never answered). An agent
 * without an offered slot is left out. The cost follows the comuna's agents, never the whole
 * market's slots: reading the time-ordered stream of `offered_slots` and keeping the comuna's
 * agents would scan the whole table for a comuna few agents serve.
 */
function nextSlotsInComuna(db: Database) {
  const now = sql.placeholder('now');
  const area = db.$with('area').as(
    db
      .select({ agentId: agentServiceComunas.agentId })
      .from(agentServiceComunas)
      .where(eq(agentServiceComunas.comuna, sql.placeholder('comuna'))),
  );
  // The slot's id and start only, both in the index: an index-only probe that stops at the first
  // entry. Asking for other columns of the slot made PostgreSQL read every future slot of the
  // agent from the table and sort them (0.5 ms an agent against 0.04 ms).
  const next = db
    .select({
      slotId: sql<string>`${availabilitySlots.id}`.as('slot_id'),
      startTime: availabilitySlots.startTime,
    })
    .from(availabilitySlots)
    .where(and(eq(availabilitySlots.agentId, area.agentId), offered(db, now)))
    .orderBy(asc(availabilitySlots.startTime))
    .limit(1)
    .as('next');
  return { area, next };
}

const closestInComunaPage = preparedPerDatabase((db, name, limit: number) => {
  const { area, next } = nextSlotsInComuna(db);
  // Soonest first; among equal times verified agents (PD-37), then by name and id, as the
  // closest availability of every comuna orders its page.
  const page = db.$with('page').as(
    db
      .select({
        agentId: sql<string>`${area.agentId}`.as('page_agent_id'),
        name: sql<string>`${users.name}`.as('page_name'),
        avatarUrl: sql<string | null>`${agentProfiles.avatarUrl}`.as('page_avatar_url'),
        verified: sql<boolean>`${agentProfiles.verified}`.as('page_verified'),
        slotId: next.slotId,
        startTime: sql<Date>`${next.startTime}`.as('page_start_time'),
      })
      .from(area)
      .innerJoinLateral(next, sql`true`)
      .innerJoin(agentProfiles, eq(agentProfiles.userId, area.agentId))
      .innerJoin(users, eq(users.id, area.agentId))
      .orderBy(
        asc(next.startTime),
        desc(agentProfiles.verified),
        asc(users.name),
        asc(agentProfiles.userId),
      )
      .offset(sql.placeholder('offset'))
      .limit(rowCount(limit)),
  );
  // The page alone is joined to its slots' rows.
  return db
    .with(area, page)
    .select({
      id: page.agentId,
      name: page.name,
      avatarUrl: page.avatarUrl,
      verified: page.verified,
      slotId: availabilitySlots.id,
      status: availabilitySlots.status,
      bookingStatus: availabilitySlots.bookingStatus,
      startTime: availabilitySlots.startTime,
      endTime: availabilitySlots.endTime,
    })
    .from(page)
    .innerJoin(availabilitySlots, eq(availabilitySlots.id, page.slotId))
    .orderBy(asc(page.startTime), desc(page.verified), asc(page.name), asc(page.agentId))
    .prepare(name);
});

const closestInComunaCount = preparedPerDatabase((db, name) => {
  const { area, next } = nextSlotsInComuna(db);
  return db
    .with(area)
    .select({ total: count(), firstStart: min(next.startTime) })
    .from(area)
    .innerJoinLateral(next, sql`true`)
    .prepare(name);
});

/**
 * How many agents who work in `comuna` have an offered slot after `now`, and the start of the
 * first of those slots (undefined for none): until it starts, only a change in the database
 * changes the comuna's answer.
 */
export async function countClosestInComuna(
  db: Database,
  options: { now: Date; comuna: string },
): Promise<{ total: number; firstStart: Date | undefined }> {
  const [row] = await closestInComunaCount(db, 'closest_in_comuna_count').execute(options);
  return { total: row?.total ?? 0, firstStart: row?.firstStart ?? undefined };
}

/**
 * One page of the agents who work in `comuna`, by their next offered slot after `now`, soonest
 * first, then verified first, by name and id.
 */
export async function listClosestInComuna(
  db: Database,
  options: { now: Date; comuna: string; offset: number; limit: number },
) {
  const { now, comuna, offset, limit } = options;
  return closestInComunaPage(db, `closest_in_comuna_page_${limit}`, limit).execute({
    now,
    comuna,
    offset,
  });
}
