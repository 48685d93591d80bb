import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  agentProfiles,
  agentRatingTotals,
  customerFavouriteAgents,
  customerProfiles,
  users,
} from '../../db/schema.ts';

/**
 * Keeps `agentId` among `customerId`'s favourites when it names an agent who is not suspended
 * and the customer has a profile; an existing row stays as it was. The agent is read in the
 * insert itself, so a name that is not an active agent's inserts nothing instead of failing on
 * the foreign key. `now` is the app's clock: the list's order follows it, as the tests move it.
 */
export async function insertFavourite(
  db: Database,
  customerId: string,
  agentId: string,
  now: Date,
) {
  await db
    .insert(customerFavouriteAgents)
    .select(
      db
        .select({
          customerId: customerProfiles.userId,
          agentId: agentProfiles.userId,
          createdAt: sql`${now}::timestamptz`.as('created_at'),
        })
        .from(agentProfiles)
        .innerJoin(users, eq(users.id, agentProfiles.userId))
        .innerJoin(customerProfiles, eq(customerProfiles.userId, customerId))
        .where(and(eq(agentProfiles.userId, agentId), isNull(users.suspendedAt))),
    )
    .onConflictDoNothing();
}

/** Whether `customerId` keeps `agentId`, an agent who is not suspended, as a favourite. */
export async function isActiveFavourite(
  db: Database,
  customerId: string,
  agentId: string,
): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(customerFavouriteAgents)
    .innerJoin(users, eq(users.id, customerFavouriteAgents.agentId))
    .where(
      and(
        eq(customerFavouriteAgents.customerId, customerId),
        eq(customerFavouriteAgents.agentId, agentId),
        isNull(users.suspendedAt),
      ),
    );
  return rows.length > 0;
}

export async function deleteFavourite(db: Database, customerId: string, agentId: string) {
  await db
    .delete(customerFavouriteAgents)
    .where(
      and(
        eq(customerFavouriteAgents.customerId, customerId),
        eq(customerFavouriteAgents.agentId, agentId),
      ),
    );
}

/**
 * The customer's favourites, most recently saved first, with what an agent card shows: the
 * customer's rows from the primary key. A suspended agent is left out (PD-38) but stays saved,
 * and comes back if the suspension is lifted. Each one's next availability is discovery's read
 * (`NextOfferedStarts`), one statement for the whole list.
 */
const favouritesOf = preparedPerDatabase((db, name) =>
  db
    .select({
      id: agentProfiles.userId,
      name: users.name,
      avatarUrl: agentProfiles.avatarUrl,
      verified: agentProfiles.verified,
      hourlyRate: agentProfiles.hourlyRate,
      ratingCount: sql<number>`coalesce(${agentRatingTotals.ratings}, 0)`.mapWith(Number),
      ratingSum: sql<number>`coalesce(${agentRatingTotals.ratingSum}, 0)`.mapWith(Number),
    })
    .from(customerFavouriteAgents)
    .innerJoin(agentProfiles, eq(agentProfiles.userId, customerFavouriteAgents.agentId))
    .innerJoin(users, eq(users.id, agentProfiles.userId))
    .leftJoin(agentRatingTotals, eq(agentRatingTotals.agentId, agentProfiles.userId))
    .where(
      and(
        eq(customerFavouriteAgents.customerId, sql.placeholder('customerId')),
        isNull(users.suspendedAt),
      ),
    )
    .orderBy(desc(customerFavouriteAgents.createdAt), agentProfiles.userId)
    .prepare(name),
);

export async function listFavourites(db: Database, customerId: string) {
  return favouritesOf(db, 'customer_favourites').execute({ customerId });
}
