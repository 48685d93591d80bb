import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { DISCOVERY_CHANGES_CHANNEL } from '../../db/notifications.ts';
import { keepTrueToChannel } from '../../plugins/notified-memory.ts';

/**
 * The answers to the customer's search this process has written, by request, so that the same
 * request asked again is answered without the database (ADR-063). Each answer belongs to a group,
 * named as the triggers of migration 0015 name what a write may have changed: `slots` (closest
 * availability and today's agents) or `day:YYYY-MM-DD` (the agents of that day, ahead). An answer
 * is kept until the first of:
 * - the database says a table it was read from changed (a notification from those triggers): the
 *   group it names is forgotten, or every answer for an empty name;
 * - the instant it stops being true by the clock alone (`until`: the start of the first offered
 *   slot after the read, or of the day read), compared with the service's clock;
 * - `maxAgeMs` after it was kept (a backstop).
 * Answers are trusted only while notifications arrive: a lost listening connection empties the
 * store and keeps it off until it listens again, and one that has not confirmed for `maxLagMs`
 * answers nothing from memory. A read that overlapped a change is answered but not kept.
 */
export interface KeptAnswers {
  /** The body kept for `key`, if still true at `now` (the service clock's). */
  get(key: string, now: Date): string | undefined;
  /** Marks the start of a database read; pass the answer to `keep`. */
  startRead(): number;
  /**
   * Keeps `body` for `key`, in `group`, until `until`, unless something was forgotten since
   * `readStartedAt`.
   */
  keep(key: string, group: string, body: string, until: Date, readStartedAt: number): void;
  /** The answers of one group (`slots`, `day:YYYY-MM-DD`), as a notification names them. */
  forgetGroup(group: string): void;
  forgetAll(): void;
  /** Notifications may be missed: forget everything and keep nothing until `resume`. */
  suspend(): void;
  resume(): void;
  readonly size: number;
  /** The characters of every kept body together. */
  readonly characters: number;
}

export interface KeptAnswersOptions {
  /** Answers kept at most; beyond, the oldest are forgotten first. */
  maxEntries?: number;
  /** The kept bodies' characters at most (the agents of a day are about 40,000 each). */
  maxCharacters?: number;
  maxAgeMs?: number;
  /** A time before which every change has been heard (`Subscription.confirmedAt`). */
  confirmedAt?: () => number;
  maxLagMs?: number;
  /** Milliseconds since the epoch, for the backstop and the lag; injected by tests. */
  wallClock?: () => number;
}

const MAX_ENTRIES = 1_000;
const MAX_CHARACTERS = 8_000_000;
const MAX_AGE_MS = 60_000;
const MAX_LAG_MS = 3_000;

interface Kept {
  body: string;
  group: string;
  until: number;
  keptAt: number;
}

export function createKeptAnswers(options: KeptAnswersOptions = {}): KeptAnswers {
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const maxCharacters = options.maxCharacters ?? MAX_CHARACTERS;
  const maxAgeMs = options.maxAgeMs ?? MAX_AGE_MS;
  const wallClock = options.wallClock ?? Date.now;
  const confirmedAt = options.confirmedAt ?? wallClock;
  const maxLagMs = options.maxLagMs ?? MAX_LAG_MS;
  const byKey = new Map<string, Kept>();
  let characters = 0;
  let suspended = false;
  // Counts every forgetting; a read that started before the latest one is not kept.
  let changes = 0;

  function drop(key: string) {
    const kept = byKey.get(key);
    if (!kept) return;
    byKey.delete(key);
    characters -= kept.body.length;
  }

  function forgetAll() {
    changes++;
    byKey.clear();
    characters = 0;
  }

  return {
    get(key, now) {
      const kept = byKey.get(key);
      if (!kept) return undefined;
      const wall = wallClock();
      if (now.getTime() >= kept.until || wall - kept.keptAt >= maxAgeMs) {
        drop(key);
        return undefined;
      }
      return wall - confirmedAt() > maxLagMs ? undefined : kept.body;
    },
    startRead() {
      return changes;
    },
    keep(key, group, body, until, readStartedAt) {
      if (suspended || readStartedAt !== changes || body.length > maxCharacters) return;
      drop(key);
      while (byKey.size >= maxEntries || characters + body.length > maxCharacters) {
        const oldest = byKey.keys().next();
        if (oldest.done) break;
        drop(oldest.value);
      }
      byKey.set(key, { body, group, until: until.getTime(), keptAt: wallClock() });
      characters += body.length;
    },
    forgetGroup(group) {
      changes++;
      // At most `maxEntries` to look at; deleting while iterating a Map is safe.
      for (const [key, kept] of byKey) if (kept.group === group) drop(key);
    },
    forgetAll,
    suspend() {
      suspended = true;
      forgetAll();
    },
    resume() {
      forgetAll();
      suspended = false;
    },
    get size() {
      return byKey.size;
    },
    get characters() {
      return characters;
    },
  };
}

/** The kept answers and the changes they listen to, as the app (and its tests) see them. */
export interface DiscoveryChanges {
  keptAnswers: KeptAnswers;
  /** Resolves once every change committed before the call has reached the kept answers. */
  caughtUp(): Promise<void>;
  /** False while the listening connection is lost (the kept answers are off meanwhile). */
  readonly listening: boolean;
}

/**
 * The kept answers, true to the database: the channel of migration 0015 forgets the group each
 * notification names (all of them for an empty one); a lost listening connection turns them off
 * until it listens again. A request that may have changed something answers once this process
 * has heard its change (`keepTrueToChannel`), so the client's next search is not answered from
 * before it. Registered on the root instance before the routes; the subscription closes with the
 * app. Tests that write the database themselves wait with `caughtUp` before searching, as a
 * request that changed something does.
 */
export async function watchDiscoveryChanges(
  app: FastifyInstance,
  listen: DatabaseHandle['listen'],
): Promise<DiscoveryChanges> {
  let confirmedAt = () => 0;
  const kept = createKeptAnswers({ confirmedAt: () => confirmedAt() });
  const subscription = await keepTrueToChannel(
    app,
    listen,
    DISCOVERY_CHANGES_CHANNEL,
    {
      forget: (group) => (group === '' ? kept.forgetAll() : kept.forgetGroup(group)),
      suspend: () => kept.suspend(),
      resume: () => kept.resume(),
    },
    { channel: 'discovery changes', memory: 'kept answers' },
  );
  confirmedAt = () => subscription.confirmedAt;
  return {
    keptAnswers: kept,
    caughtUp: () => subscription.caughtUp(),
    get listening() {
      return subscription.listening;
    },
  };
}
