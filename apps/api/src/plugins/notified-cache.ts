/** What every notified cache may be given; each cache has its own `maxEntries` by default. */
export interface NotifiedCacheLimits {
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
  /** Milliseconds since the epoch, for the backstop, the lag and `get`'s instant; tests inject it. */
  wallClock?: () => number;
}

export interface NotifiedCacheOptions<Value> extends NotifiedCacheLimits {
  maxEntries: number;
  /** What an entry weighs (a body's characters), and the most the kept entries may weigh. */
  weightOf?: (value: Value) => number;
  maxWeight?: number;
}

const MAX_AGE_MS = 60_000;
const MAX_LAG_MS = 3_000;

interface Held<Value> {
  value: Value;
  groups: readonly string[];
  until: number;
  keptAt: number;
}

/**
 * What this process keeps from the database, by key, true to a channel of notifications
 * (ADR-065): the search cache and the caller cache are both one. Each entry belongs to one group
 * or more, which a notification names (a user's id, the search's `slots` or `day:YYYY-MM-DD`, a
 * customer's favourites), and is kept until the first of:
 * - a notification forgets one of its groups (`forgetGroup`), or all of them (`forgetAll`);
 * - `until`, the instant it stops being true by the clock alone;
 * - `maxAgeMs` after it was kept;
 * - the oldest first, beyond `maxEntries` or `maxWeight`.
 * Entries are trusted only while notifications arrive: a lost listening connection empties the
 * cache and keeps it off until it listens again (`suspend`, `resume`), and one that has not
 * confirmed for `maxLagMs` answers nothing. A read that overlapped a change is not kept.
 */
export class NotifiedCache<Value> {
  readonly #byKey = new Map<string, Held<Value>>();
  readonly #keysByGroup = new Map<string, Set<string>>();
  readonly #options: Required<Omit<NotifiedCacheOptions<Value>, 'confirmedAt'>>;
  readonly #confirmedAt: () => number;
  #weight = 0;
  #suspended = false;
  // Counts every forgetting; a read that started before the latest one is not kept.
  #changes = 0;

  constructor(options: NotifiedCacheOptions<Value>) {
    const wallClock = options.wallClock ?? Date.now;
    this.#options = {
      maxEntries: options.maxEntries,
      maxAgeMs: options.maxAgeMs ?? MAX_AGE_MS,
      maxLagMs: options.maxLagMs ?? MAX_LAG_MS,
      wallClock,
      weightOf: options.weightOf ?? (() => 0),
      maxWeight: options.maxWeight ?? Infinity,
    };
    this.#confirmedAt = options.confirmedAt ?? wallClock;
  }

  /**
   * The value kept for `key` if it is trusted: not past its `until` at `now` (the wall clock's
   * unless given), not too old, and the changes heard recently enough.
   */
  get(key: string, now?: Date): Value | undefined {
    const held = this.#byKey.get(key);
    if (!held) return undefined;
    const wall = this.#options.wallClock();
    if ((now?.getTime() ?? wall) >= held.until || wall - held.keptAt >= this.#options.maxAgeMs) {
      this.#drop(key);
      return undefined;
    }
    return wall - this.#confirmedAt() > this.#options.maxLagMs ? undefined : held.value;
  }

  /**
   * Marks the start of a database read. Pass the answer to `keep`: the value is kept only if
   * nothing was forgotten since, since the read may have seen a row as it was before a change.
   */
  startRead(): number {
    return this.#changes;
  }

  /**
   * Keeps `value` for `key`, in `group` (or each of several: read from what any of them names),
   * until `until`, unless a change overlapped its read.
   */
  keep(
    key: string,
    group: string | readonly string[],
    value: Value,
    until: Date,
    readStartedAt: number,
  ): void {
    const { maxEntries, maxWeight, weightOf, wallClock } = this.#options;
    const weight = weightOf(value);
    if (this.#suspended || readStartedAt !== this.#changes || weight > maxWeight) return;
    this.#drop(key);
    while (this.#byKey.size >= maxEntries || this.#weight + weight > maxWeight) {
      const oldest = this.#byKey.keys().next();
      if (oldest.done) break;
      this.#drop(oldest.value);
    }
    const groups = typeof group === 'string' ? [group] : group;
    this.#byKey.set(key, { value, groups, until: until.getTime(), keptAt: wallClock() });
    this.#weight += weight;
    for (const name of groups) {
      let keys = this.#keysByGroup.get(name);
      if (!keys) {
        keys = new Set();
        this.#keysByGroup.set(name, keys);
      }
      keys.add(key);
    }
  }

  /** The database says what a group's entries were read from changed. */
  forgetGroup(group: string): void {
    this.#changes++;
    // Deleting from a Set while iterating it is safe.
    for (const key of this.#keysByGroup.get(group) ?? []) this.#drop(key);
  }

  forgetAll(): void {
    this.#changes++;
    this.#byKey.clear();
    this.#keysByGroup.clear();
    this.#weight = 0;
  }

  /** Notifications may be missed: forget everything and keep nothing until `resume`. */
  suspend(): void {
    this.#suspended = true;
    this.forgetAll();
  }

  resume(): void {
    this.forgetAll();
    this.#suspended = false;
  }

  get size(): number {
    return this.#byKey.size;
  }

  /** What the kept entries weigh together (`weightOf`). */
  get weight(): number {
    return this.#weight;
  }

  get suspended(): boolean {
    return this.#suspended;
  }

  #drop(key: string): void {
    const held = this.#byKey.get(key);
    if (!held) return;
    this.#byKey.delete(key);
    this.#weight -= this.#options.weightOf(held.value);
    for (const group of held.groups) {
      const keys = this.#keysByGroup.get(group);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByGroup.delete(group);
    }
  }
}
