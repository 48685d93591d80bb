import { describe, expect, it } from 'vitest';
import { createKeptAnswers, type KeptAnswersOptions } from './kept-answers.ts';

const MINUTE = 60_000;
const NOW = new Date('2026-11-23T12:00:00Z');
/** The instant a kept answer stops being true by the clock, in the tests below. */
const UNTIL = new Date('2026-11-23T13:00:00Z');

function setUp(options: KeptAnswersOptions = {}) {
  let wall = Date.parse('2026-11-27T10:00:00Z');
  let confirmed = wall;
  const kept = createKeptAnswers({
    ...options,
    wallClock: () => wall,
    confirmedAt: () => confirmed,
  });
  return {
    kept,
    /** Keeps `body` under `key`: a day's key is its group; any other is in `slots`. */
    keep(key: string, body: string, until = UNTIL) {
      kept.keep(key, key.startsWith('day:') ? key : 'slots', body, until, kept.startRead());
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

describe('the kept answers of the customer’s search (ADR-063)', () => {
  it('answers the body kept for a key, and nothing for another', () => {
    const { kept, keep } = setUp();
    keep('day 2026-11-25', '{"day":"2026-11-25"}');
    expect(kept.get('day 2026-11-25', NOW)).toBe('{"day":"2026-11-25"}');
    expect(kept.get('day 2026-11-26', NOW)).toBeUndefined();
    expect(kept.size).toBe(1);
    expect(kept.characters).toBe('{"day":"2026-11-25"}'.length);
  });

  it('stops answering at the instant the answer stops being true, by the service clock', () => {
    const { kept, keep } = setUp();
    keep('closest 1 4 ', 'a');
    expect(kept.get('closest 1 4 ', new Date(UNTIL.getTime() - 1))).toBe('a');
    expect(kept.get('closest 1 4 ', UNTIL)).toBeUndefined();
    // Forgotten, not just hidden: the clock going back does not bring it back.
    expect(kept.get('closest 1 4 ', NOW)).toBeUndefined();
    expect(kept.size).toBe(0);
  });

  it('forgets everything when the database says something changed', () => {
    const { kept, keep } = setUp();
    keep('day 2026-11-25', 'a');
    keep('closest 1 4 ', 'b');
    kept.forgetAll();
    expect(kept.get('day 2026-11-25', NOW)).toBeUndefined();
    expect(kept.get('closest 1 4 ', NOW)).toBeUndefined();
    expect(kept.size).toBe(0);
    expect(kept.characters).toBe(0);
  });

  it('forgets the group a notification names, and only it', () => {
    const { kept, keep } = setUp();
    keep('day:2026-11-25', 'a');
    keep('day:2026-11-26', 'b');
    keep('closest 1 4 ', 'c');
    keep('closest 2 4 Ñuñoa', 'd');
    kept.forgetGroup('day:2026-11-25');
    expect(kept.get('day:2026-11-25', NOW)).toBeUndefined();
    expect(kept.get('day:2026-11-26', NOW)).toBe('b');
    kept.forgetGroup('slots');
    expect(kept.get('closest 1 4 ', NOW)).toBeUndefined();
    expect(kept.get('closest 2 4 Ñuñoa', NOW)).toBeUndefined();
    expect(kept.get('day:2026-11-26', NOW)).toBe('b');
    expect(kept.size).toBe(1);
    expect(kept.characters).toBe(1);
    // A group with nothing kept forgets nothing.
    kept.forgetGroup('day:2026-12-31');
    expect(kept.size).toBe(1);
  });

  it('does not keep an answer whose read overlapped a change', () => {
    const { kept } = setUp();
    const readStartedAt = kept.startRead();
    kept.forgetAll();
    kept.keep('day 2026-11-25', 'day', 'read before the change', UNTIL, readStartedAt);
    expect(kept.get('day 2026-11-25', NOW)).toBeUndefined();
    kept.keep('day 2026-11-25', 'day', 'read after it', UNTIL, kept.startRead());
    expect(kept.get('day 2026-11-25', NOW)).toBe('read after it');
  });

  it('reads again after the backstop, whatever the notifications said', () => {
    const { kept, keep, advanceWall } = setUp({ maxAgeMs: MINUTE });
    keep('day 2026-11-25', 'a');
    advanceWall(MINUTE - 1);
    expect(kept.get('day 2026-11-25', NOW)).toBe('a');
    advanceWall(1);
    expect(kept.get('day 2026-11-25', NOW)).toBeUndefined();
  });

  it('answers nothing from memory while the listening connection has not confirmed lately', () => {
    const { kept, keep, stall, advanceWall } = setUp({ maxLagMs: 3_000 });
    keep('day 2026-11-25', 'a');
    stall(3_001);
    expect(kept.get('day 2026-11-25', NOW)).toBeUndefined();
    advanceWall(0);
    expect(kept.get('day 2026-11-25', NOW)).toBe('a');
  });

  it('keeps nothing while suspended, and starts empty when resumed', () => {
    const { kept, keep } = setUp();
    keep('day 2026-11-25', 'a');
    kept.suspend();
    expect(kept.get('day 2026-11-25', NOW)).toBeUndefined();
    keep('day 2026-11-25', 'b');
    expect(kept.size).toBe(0);
    kept.resume();
    expect(kept.get('day 2026-11-25', NOW)).toBeUndefined();
    keep('day 2026-11-25', 'c');
    expect(kept.get('day 2026-11-25', NOW)).toBe('c');
  });

  it('forgets the oldest first beyond its number of answers or of characters', () => {
    const byCount = setUp({ maxEntries: 2 });
    byCount.keep('a', '1');
    byCount.keep('b', '2');
    byCount.keep('c', '3');
    expect(byCount.kept.get('a', NOW)).toBeUndefined();
    expect(byCount.kept.get('b', NOW)).toBe('2');
    expect(byCount.kept.get('c', NOW)).toBe('3');

    const bySize = setUp({ maxCharacters: 10 });
    bySize.keep('a', 'xxxx');
    bySize.keep('b', 'yyyy');
    bySize.keep('c', 'zzzz');
    expect(bySize.kept.get('a', NOW)).toBeUndefined();
    expect(bySize.kept.characters).toBe(8);
    // An answer larger than the whole store is not kept, and forgets nothing.
    bySize.keep('d', 'w'.repeat(11));
    expect(bySize.kept.get('d', NOW)).toBeUndefined();
    expect(bySize.kept.size).toBe(2);
  });

  it('keeps one answer per key, the latest', () => {
    const { kept, keep } = setUp();
    keep('a', 'first');
    keep('a', 'second');
    expect(kept.get('a', NOW)).toBe('second');
    expect(kept.size).toBe(1);
    expect(kept.characters).toBe('second'.length);
  });
});
