import { NotifiedCache, type NotifiedCacheLimits } from '../notified-cache.ts';

/** What the cache needs of an entry: whose it is and until when its session is valid. */
export interface CacheableSession {
  userId: string;
  expiresAt: Date;
}

export interface CallerCacheOptions extends Omit<NotifiedCacheLimits, 'wallClock'> {
  /** Milliseconds since the epoch; injected by tests. */
  now?: () => number;
}

const MAX_ENTRIES = 10_000;

/**
 * The caller cache: the callers this process resolved, by session token, so that a signed-in
 * request needs no database read (ADR-065). A notified cache (`plugins/notified-cache.ts`) whose
 * groups are users: an entry is forgotten when the database says its user's sessions, row or
 * profile changed (the triggers of migration 0004), and never answered past its session's
 * expiry.
 */
export class CallerCache<Entry extends CacheableSession> extends NotifiedCache<Entry> {
  /** Keeps `entry` for `token` until its session expires, unless a change overlapped its read. */
  remember(token: string, entry: Entry, readStartedAt: number): void {
    this.keep(token, entry.userId, entry, entry.expiresAt, readStartedAt);
  }

  /** The database said this user's sessions, row or profile changed. */
  forgetUser(userId: string): void {
    this.forgetGroup(userId);
  }
}

export function createCallerCache<Entry extends CacheableSession>(
  options: CallerCacheOptions = {},
): CallerCache<Entry> {
  const { now, maxEntries = MAX_ENTRIES, ...rest } = options;
  return new CallerCache<Entry>({ ...rest, maxEntries, wallClock: now });
}
