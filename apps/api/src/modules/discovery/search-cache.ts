import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { DISCOVERY_CHANGES_CHANNEL } from '../../db/notifications.ts';
import { startNotifiedCache, type CacheChanges } from '../../plugins/cache-notifications.ts';
import { NotifiedCache, type NotifiedCacheLimits } from '../../plugins/notified-cache.ts';

export interface SearchCacheOptions extends NotifiedCacheLimits {
  /** The kept bodies' characters at most (the agents of a day are about 40,000 each). */
  maxCharacters?: number;
}

const MAX_ENTRIES = 1_000;
const MAX_CHARACTERS = 8_000_000;

/**
 * The search cache: the answers to the customer's search this process has written, by request,
 * so that the same request asked again is answered without the database (ADR-065). A notified
 * cache (`plugins/notified-cache.ts`) of bodies, whose groups are named as the triggers of
 * migration 0015 name what a write may have changed: `slots` (closest availability and today's
 * agents) or `day:YYYY-MM-DD` (the agents of that day, ahead). An answer is true until the start
 * of the first offered slot after the read, or of the day read, by the service's clock (`get`'s
 * `now`).
 */
export class SearchCache extends NotifiedCache<string> {
  /** The characters of every kept body together. */
  get characters(): number {
    return this.weight;
  }
}

export function createSearchCache(options: SearchCacheOptions = {}): SearchCache {
  const { maxEntries = MAX_ENTRIES, maxCharacters = MAX_CHARACTERS, ...rest } = options;
  return new SearchCache({
    ...rest,
    maxEntries,
    maxWeight: maxCharacters,
    weightOf: (body) => body.length,
  });
}

/** The search cache and the changes it listens to, as the app (and its tests) see them. */
export interface DiscoveryChanges extends CacheChanges {
  searchCache: SearchCache;
}

/**
 * Starts the search cache, true to the database: the channel of migration 0015 forgets the group
 * each notification names (all of them for an empty one), as `startNotifiedCache` says.
 * Registered on the root instance before the routes. Tests that write the database themselves
 * wait with `caughtUp` before searching, as a request that changed something does.
 */
export async function startSearchCache(
  app: FastifyInstance,
  listen: DatabaseHandle['listen'],
): Promise<DiscoveryChanges> {
  const { cache, changes } = await startNotifiedCache(app, listen, {
    channel: DISCOVERY_CHANGES_CHANNEL,
    everything: '',
    names: { channel: 'discovery changes', cache: 'search cache' },
    create: (confirmedAt) => createSearchCache({ confirmedAt }),
  });
  return {
    searchCache: cache,
    caughtUp: () => changes.caughtUp(),
    get listening() {
      return changes.listening;
    },
  };
}
