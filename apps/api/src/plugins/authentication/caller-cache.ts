/**
 * The callers this process resolved, by session token, so that a signed-in request needs no
 * database read (ADR-030). An entry is forgotten when the database says its user changed (a
 * notification from the triggers of migration 0004), and trusted only while those notifications
 * arrive: when the listening connection is lost, the cache empties and stays off until it listens
 * again. A read that overlapped a change is answered but not kept.
 */

/** What the cache needs of an entry: whose it is and until when its session is valid. */
export interface CacheableSession {
  userId: string;
  expiresAt: Date;
}

export interface CallerCacheOptions {
  /** Entries kept at most; beyond, the oldest are forgotten first. */
  maxEntries?: number;
  /** An entry older than this is read again, whatever the notifications said (a backstop). */
  maxAgeMs?: number;
  /**
   * A time before which every change has been heard (`Subscription.confirmedAt`). While it is
   * older than `maxLagMs`, the cache answers nothing: the listening connection may have stalled.
   */
  confirmedAt?: () => number;
  maxLagMs?: number;
  /** Milliseconds since the epoch; injected by tests. */
  now?: () => number;
}

export interface CallerCache<Entry extends CacheableSession> {
  /**
   * The entry for `token` if it is trusted: known, not too old, its session not expired, and the
   * changes heard recently enough.
   */
  get(token: string): Entry | undefined;
  /**
   * Marks the start of a database read. Pass the answer to `remember`: the entry is kept only if
   * nothing was forgotten since, since the read may have seen a row as it was before a change.
   */
  startRead(): number;
  remember(token: string, entry: Entry, readStartedAt: number): void;
  /** The database said this user's sessions, row or profile changed. */
  forgetUser(userId: string): void;
  forgetAll(): void;
  /** Notifications may be missed: forget everything and keep nothing until `resume`. */
  suspend(): void;
  resume(): void;
  readonly size: number;
  readonly suspended: boolean;
}

const MAX_ENTRIES = 10_000;
const MAX_AGE_MS = 60_000;
const MAX_LAG_MS = 3_000;

interface Held<Entry> {
  entry: Entry;
  keptAt: number;
}

export function createCallerCache<Entry extends CacheableSession>(
  options: CallerCacheOptions = {},
): CallerCache<Entry> {
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const maxAgeMs = options.maxAgeMs ?? MAX_AGE_MS;
  const now = options.now ?? Date.now;
  const confirmedAt = options.confirmedAt ?? now;
  const maxLagMs = options.maxLagMs ?? MAX_LAG_MS;
  const byToken = new Map<string, Held<Entry>>();
  const tokensByUser = new Map<string, Set<string>>();
  let suspended = false;
  // Counts every forgetting; a read that started before the latest one is not kept.
  let changes = 0;

  function drop(token: string) {
    const held = byToken.get(token);
    if (!held) return;
    byToken.delete(token);
    const tokens = tokensByUser.get(held.entry.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensByUser.delete(held.entry.userId);
  }

  function forgetAll() {
    changes++;
    byToken.clear();
    tokensByUser.clear();
  }

  return {
    get(token) {
      const held = byToken.get(token);
      if (!held) return undefined;
      const at = now();
      if (at - held.keptAt >= maxAgeMs || held.entry.expiresAt.getTime() <= at) {
        drop(token);
        return undefined;
      }
      return at - confirmedAt() > maxLagMs ? undefined : held.entry;
    },
    startRead() {
      return changes;
    },
    remember(token, entry, readStartedAt) {
      if (suspended || readStartedAt !== changes) return;
      drop(token);
      while (byToken.size >= maxEntries) {
        const oldest = byToken.keys().next();
        if (oldest.done) break;
        drop(oldest.value);
      }
      byToken.set(token, { entry, keptAt: now() });
      let tokens = tokensByUser.get(entry.userId);
      if (!tokens) {
        tokens = new Set();
        tokensByUser.set(entry.userId, tokens);
      }
      tokens.add(token);
    },
    forgetUser(userId) {
      changes++;
      const tokens = tokensByUser.get(userId);
      if (!tokens) return;
      for (const token of tokens) byToken.delete(token);
      tokensByUser.delete(userId);
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
      return byToken.size;
    },
    get suspended() {
      return suspended;
    },
  };
}
