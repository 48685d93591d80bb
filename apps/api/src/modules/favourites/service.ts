import type { FavouriteAgents } from '@brillo/domain/contracts/favourites';
import { summariseRatings } from '@brillo/domain/rating-average';
import { favouritesTexts } from '@brillo/domain/texts/favourites.es-CL';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import {
  deleteFavourite,
  insertFavourite,
  isActiveFavourite,
  listFavourites,
} from './repository.ts';

/** User ids are UUIDs; anything else names no agent. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The start of each agent's next offered slot, absent for none: discovery's read
 * (`createNextOfferedStarts`, a LATERAL probe of `availability_slots_offered_agent_idx` with the
 * customers' `offered` predicate up to the 90-day horizon), handed over by the app's wiring.
 */
export type NextOfferedStarts = (
  agentIds: readonly string[],
  now: Date,
) => Promise<Map<string, Date>>;

/**
 * 'Mis agentes' (PD-46): a customer's favourite agents. Adding and removing are idempotent: the
 * same request twice leaves the same list, so a double tap or a retry is harmless.
 */
export function createFavouritesService({
  db,
  clock,
  nextOfferedStarts,
}: {
  db: Database;
  clock: Clock;
  nextOfferedStarts: NextOfferedStarts;
}) {
  return {
    /** Keeps the agent; a 404 for anything but an agent who is not suspended. */
    async add(customerId: string, agentId: string): Promise<void> {
      if (!UUID.test(agentId)) throw notFound(favouritesTexts.api.agentNotFound);
      await insertFavourite(db, customerId, agentId, clock.now());
      // Read back rather than trust the insert's count: an agent already kept inserts nothing.
      if (!(await isActiveFavourite(db, customerId, agentId))) {
        throw notFound(favouritesTexts.api.agentNotFound);
      }
    },

    /** Lets the agent go; an agent not kept (or no agent at all) leaves nothing to do. */
    async remove(customerId: string, agentId: string): Promise<void> {
      if (!UUID.test(agentId)) return;
      await deleteFavourite(db, customerId, agentId);
    },

    async list(customerId: string): Promise<FavouriteAgents> {
      const rows = await listFavourites(db, customerId);
      const nextStarts = await nextOfferedStarts(
        rows.map((row) => row.id),
        clock.now(),
      );
      return {
        agents: rows.map((row) => ({
          id: row.id,
          name: row.name,
          avatarUrl: row.avatarUrl,
          verified: row.verified,
          hourlyRate: row.hourlyRate,
          rating: summariseRatings(row.ratingSum, row.ratingCount),
          nextSlotStart: nextStarts.get(row.id)?.toISOString() ?? null,
        })),
      };
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
