import { describe, expect, it } from 'vitest';
import { createSearchCache, type SearchCacheOptions } from './search-cache.ts';

const MINUTE = 60_000;
const NOW = new Date('2026-11-23T12:00:00Z');
/** The instant a cached answer stops being true by the clock, in the tests below. */
const UNTIL = new Date('2026-11-23T13:00:00Z');

function setUp(options: SearchCacheOptions = {}) {
  let wall = Date.parse('2026-11-27T10:00:00Z');
  let confirmed = wall;
  const cache = createSearchCache({
    ...options,
    wallClock: () => wall,
    confirmedAt: () => confirmed,
  });
  return {
    cache,
    /** Keeps `body` under `key`: a day's key is its group; any other is in `slots`. */
    keep(key: string, body: string, until = UNTIL) {
      cache.keep(key, key.startsWith('day:') ? key : 'slots', body, until, cache.startRead());
    },
    /** Wall-clock time passes, with the listening connection confirming as it goes. */
    advanceWall(ms: number) {
      wall += ms;
      confirmed = wall;
    },
    /** Wall-clock time passes with no confirmation from the listening connection. */
    stall(ms: number) {
      wall += ms;
    },
  };
}

describe('the cache of the customer’s search (ADR-065)', () => {
  it('answers the body kept for a key, and nothing for another', () => {
    const { cache, keep } = setUp();
    keep('day 2026-11-25', '{"day":"2026-11-25"}');
    expect(cache.get('day 2026-11-25', NOW)).toBe('{"day":"2026-11-25"}');
    expect(cache.get('day 2026-11-26', NOW)).toBeUndefined();
    expect(cache.size).toBe(1);
    expect(cache.characters).toBe('{"day":"2026-11-25"}'.length);
  });

  it('stops answering at the instant the answer stops being true, by the service clock', () => {
    const { cache, keep } = setUp();
    keep('closest 1 4 ', 'a');
    expect(cache.get('closest 1 4 ', new Date(UNTIL.getTime() - 1))).toBe('a');
    expect(cache.get('closest 1 4 ', UNTIL)).toBeUndefined();
    // Forgotten, not just hidden: the clock going back does not bring it back.
    expect(cache.get('closest 1 4 ', NOW)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets everything when the database says something changed', () => {
    const { cache, keep } = setUp();
    keep('day 2026-11-25', 'a');
    keep('closest 1 4 ', 'b');
    cache.forgetAll();
    expect(cache.get('day 2026-11-25', NOW)).toBeUndefined();
    expect(cache.get('closest 1 4 ', NOW)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.characters).toBe(0);
  });

  it('forgets the group a notification names, and only it', () => {
    const { cache, keep } = setUp();
    keep('day:2026-11-25', 'a');
    keep('day:2026-11-26', 'b');
    keep('closest 1 4 ', 'c');
    keep('closest 2 4 Ñuñoa', 'd');
    cache.forgetGroup('day:2026-11-25');
    expect(cache.get('day:2026-11-25', NOW)).toBeUndefined();
    expect(cache.get('day:2026-11-26', NOW)).toBe('b');
    cache.forgetGroup('slots');
    expect(cache.get('closest 1 4 ', NOW)).toBeUndefined();
    expect(cache.get('closest 2 4 Ñuñoa', NOW)).toBeUndefined();
    expect(cache.get('day:2026-11-26', NOW)).toBe('b');
    expect(cache.size).toBe(1);
    expect(cache.characters).toBe(1);
    // A group with nothing kept forgets nothing.
    cache.forgetGroup('day:2026-12-31');
    expect(cache.size).toBe(1);
  });

  it('forgets an answer kept in several groups when any of them changes, and only it', () => {
    const { cache, keep } = setUp();
    keep('day:2026-11-25', 'shared');
    const favourites = (customer: string) => ['day:2026-11-25', `customer:${customer}`];
    cache.keep('fav ana', favourites('ana'), 'a', UNTIL, cache.startRead());
    cache.keep('fav luis', favourites('luis'), 'l', UNTIL, cache.startRead());
    // Ana's favourites changed: her answer goes, the day's and Luis's stay.
    cache.forgetGroup('customer:ana');
    expect(cache.get('fav ana', NOW)).toBeUndefined();
    expect(cache.get('fav luis', NOW)).toBe('l');
    expect(cache.get('day:2026-11-25', NOW)).toBe('shared');
    // The day changed: everything read from it goes.
    cache.forgetGroup('day:2026-11-25');
    expect(cache.get('fav luis', NOW)).toBeUndefined();
    expect(cache.get('day:2026-11-25', NOW)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.characters).toBe(0);
    // Forgotten from every group: Luis's group forgets nothing more.
    cache.keep('fav luis', favourites('luis'), 'l2', UNTIL, cache.startRead());
    cache.forgetGroup('customer:luis');
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer whose read overlapped a change', () => {
    const { cache } = setUp();
    const readStartedAt = cache.startRead();
    cache.forgetAll();
    cache.keep('day 2026-11-25', 'day', 'read before the change', UNTIL, readStartedAt);
    expect(cache.get('day 2026-11-25', NOW)).toBeUndefined();
    cache.keep('day 2026-11-25', 'day', 'read after it', UNTIL, cache.startRead());
    expect(cache.get('day 2026-11-25', NOW)).toBe('read after it');
  });

  it('reads again after the backstop, whatever the notifications said', () => {
    const { cache, keep, advanceWall } = setUp({ maxAgeMs: MINUTE });
    keep('day 2026-11-25', 'a');
    advanceWall(MINUTE - 1);
    expect(cache.get('day 2026-11-25', NOW)).toBe('a');
    advanceWall(1);
    expect(cache.get('day 2026-11-25', NOW)).toBeUndefined();
  });

  it('answers nothing from memory while the listening connection has not confirmed lately', () => {
    const { cache, keep, stall, advanceWall } = setUp({ maxLagMs: 3_000 });
    keep('day 2026-11-25', 'a');
    stall(3_001);
    expect(cache.get('day 2026-11-25', NOW)).toBeUndefined();
    advanceWall(0);
    expect(cache.get('day 2026-11-25', NOW)).toBe('a');
  });

  it('keeps nothing while suspended, and starts empty when resumed', () => {
    const { cache, keep } = setUp();
    keep('day 2026-11-25', 'a');
    cache.suspend();
    expect(cache.get('day 2026-11-25', NOW)).toBeUndefined();
    keep('day 2026-11-25', 'b');
    expect(cache.size).toBe(0);
    cache.resume();
    expect(cache.get('day 2026-11-25', NOW)).toBeUndefined();
    keep('day 2026-11-25', 'c');
    expect(cache.get('day 2026-11-25', NOW)).toBe('c');
  });

  it('forgets the oldest first beyond its number of answers or of characters', () => {
    const byCount = setUp({ maxEntries: 2 });
    byCount.keep('a', '1');
    byCount.keep('b', '2');
    byCount.keep('c', '3');
    expect(byCount.cache.get('a', NOW)).toBeUndefined();
    expect(byCount.cache.get('b', NOW)).toBe('2');
    expect(byCount.cache.get('c', NOW)).toBe('3');

    const bySize = setUp({ maxCharacters: 10 });
    bySize.keep('a', 'xxxx');
    bySize.keep('b', 'yyyy');
    bySize.keep('c', 'zzzz');
    expect(bySize.cache.get('a', NOW)).toBeUndefined();
    expect(bySize.cache.characters).toBe(8);
    // An answer larger than the whole store is not kept, and forgets nothing.
    bySize.keep('d', 'w'.repeat(11));
    expect(bySize.cache.get('d', NOW)).toBeUndefined();
    expect(bySize.cache.size).toBe(2);
  });

  it('keeps one answer per key, the latest', () => {
    const { cache, keep } = setUp();
    keep('a', 'first');
    keep('a', 'second');
    expect(cache.get('a', NOW)).toBe('second');
    expect(cache.size).toBe(1);
    expect(cache.characters).toBe('second'.length);
  });
});
