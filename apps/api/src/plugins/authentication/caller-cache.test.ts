import { describe, expect, it } from 'vitest';
import { createCallerCache } from './caller-cache.ts';

interface Entry {
  userId: string;
  expiresAt: Date;
  name: string;
}

const HOUR = 60 * 60 * 1000;

function setUp(options: { maxEntries?: number; maxAgeMs?: number } = {}) {
  let now = Date.parse('2026-11-23T12:00:00Z');
  const cache = createCallerCache<Entry>({ ...options, now: () => now });
  const entry = (userId: string, name = userId): Entry => ({
    userId,
    name,
    expiresAt: new Date(now + HOUR),
  });
  return {
    cache,
    entry,
    advance(ms: number) {
      now += ms;
    },
    keep(token: string, value: Entry) {
      cache.remember(token, value, cache.startRead());
    },
  };
}

describe('the cache of callers', () => {
  it('answers what it kept, by token', () => {
    const { cache, entry, keep } = setUp();
    keep('token-a', entry('ana'));
    expect(cache.get('token-a')?.name).toBe('ana');
    expect(cache.get('token-b')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('forgets every session of a user the database says changed, and only theirs', () => {
    const { cache, entry, keep } = setUp();
    keep('ana-phone', entry('ana'));
    keep('ana-laptop', entry('ana'));
    keep('bea-phone', entry('bea'));
    cache.forgetUser('ana');
    expect(cache.get('ana-phone')).toBeUndefined();
    expect(cache.get('ana-laptop')).toBeUndefined();
    expect(cache.get('bea-phone')?.name).toBe('bea');
    expect(cache.size).toBe(1);
  });

  it('forgets everything at once', () => {
    const { cache, entry, keep } = setUp();
    keep('ana-phone', entry('ana'));
    keep('bea-phone', entry('bea'));
    cache.forgetAll();
    expect(cache.size).toBe(0);
    expect(cache.get('bea-phone')).toBeUndefined();
  });

  it('does not keep a read that overlapped a change, which may have seen the row before it', () => {
    const { cache, entry } = setUp();
    const started = cache.startRead();
    cache.forgetUser('someone-else');
    cache.remember('ana-phone', entry('ana'), started);
    expect(cache.get('ana-phone')).toBeUndefined();
    const again = cache.startRead();
    cache.remember('ana-phone', entry('ana'), again);
    expect(cache.get('ana-phone')?.name).toBe('ana');
  });

  it('never answers a session past its expiry, even before any notification', () => {
    const { cache, advance, keep } = setUp();
    keep('ana-phone', {
      userId: 'ana',
      name: 'ana',
      expiresAt: new Date(Date.parse('2026-11-23T12:00:10Z')),
    });
    advance(9_999);
    expect(cache.get('ana-phone')?.name).toBe('ana');
    advance(1);
    expect(cache.get('ana-phone')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('reads an entry again once it is older than its maximum age', () => {
    const { cache, entry, advance, keep } = setUp({ maxAgeMs: 60_000 });
    keep('ana-phone', entry('ana'));
    advance(59_999);
    expect(cache.get('ana-phone')).toBeDefined();
    advance(1);
    expect(cache.get('ana-phone')).toBeUndefined();
  });

  it('holds at most its maximum of entries, forgetting the oldest first', () => {
    const { cache, entry, keep } = setUp({ maxEntries: 2 });
    keep('first', entry('ana'));
    keep('second', entry('bea'));
    keep('third', entry('ana'));
    expect(cache.size).toBe(2);
    expect(cache.get('first')).toBeUndefined();
    expect(cache.get('second')?.userId).toBe('bea');
    expect(cache.get('third')?.userId).toBe('ana');
    // The forgotten token left no trace in the user's index.
    cache.forgetUser('ana');
    expect(cache.size).toBe(1);
  });

  it('keeps nothing while suspended, and starts empty when it resumes', () => {
    const { cache, entry, keep } = setUp();
    keep('ana-phone', entry('ana'));
    cache.suspend();
    expect(cache.suspended).toBe(true);
    expect(cache.get('ana-phone')).toBeUndefined();
    keep('bea-phone', entry('bea'));
    expect(cache.size).toBe(0);
    const startedWhileSuspended = cache.startRead();
    cache.resume();
    cache.remember('bea-phone', entry('bea'), startedWhileSuspended);
    expect(cache.size).toBe(0);
    keep('bea-phone', entry('bea'));
    expect(cache.get('bea-phone')?.userId).toBe('bea');
  });

  it('replaces the entry a token already had', () => {
    const { cache, entry, keep } = setUp();
    keep('ana-phone', entry('ana', 'Ana'));
    keep('ana-phone', entry('ana', 'Ana María'));
    expect(cache.size).toBe(1);
    expect(cache.get('ana-phone')?.name).toBe('Ana María');
  });

  it('answers nothing while the changes were last confirmed longer ago than it allows', () => {
    let now = Date.parse('2026-11-23T12:00:00Z');
    let confirmedAt = now;
    const cache = createCallerCache<Entry>({
      now: () => now,
      confirmedAt: () => confirmedAt,
      maxLagMs: 3_000,
    });
    cache.remember(
      'ana-phone',
      { userId: 'ana', name: 'ana', expiresAt: new Date(now + HOUR) },
      cache.startRead(),
    );
    now += 3_000;
    expect(cache.get('ana-phone')?.name).toBe('ana');
    now += 1;
    expect(cache.get('ana-phone')).toBeUndefined();
    // A round trip on the listening connection confirms again: the entry is answered again.
    confirmedAt = now;
    expect(cache.get('ana-phone')?.name).toBe('ana');
  });
});
