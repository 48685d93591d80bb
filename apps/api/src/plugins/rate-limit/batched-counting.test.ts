import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { uniqueIp } from '../../../test/auth.ts';
import { createTestApp } from '../../../test/app.ts';
import { manualClock } from '../../../test/clock.ts';
import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';
import { rateLimitRules } from './rate-limit.ts';

/**
 * The public limits counted in memory per process (ADR-028), through the one such route today:
 * the address search, 60 per minute per IP. A client's count is written once it holds a tenth of
 * the limit in a process (ADR-029), and from then on each of its hits is added to the shared total
 * before the request goes on (ADR-050).
 */
const { perIp } = rateLimitRules.addressSearch;
/** Searches from one client that a process holds before it writes them: a tenth of the limit. */
const threshold = 6;

const tooMany = {
  error: {
    code: 'TOO_MANY_REQUESTS',
    message: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  },
};

function search(app: FastifyInstance, ip: string) {
  return app.inject({
    method: 'GET',
    url: '/api/geocoding/addresses?q=Providencia',
    remoteAddress: ip,
  });
}

/** `count` searches from `ip`, each answered 200. */
async function searchesAdmitted(app: FastifyInstance, ip: string, count: number) {
  for (let attempt = 1; attempt <= count; attempt += 1) {
    expect((await search(app, ip)).statusCode).toBe(200);
  }
}

async function storedBucket(db: Database, ip: string) {
  const rows = await db
    .select({ hits: rateLimits.hits, windowEndsAt: rateLimits.windowEndsAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, `addressSearch:ip:${ip}`));
  return rows[0];
}

describe('public limits counted in memory', async () => {
  // A clock that stands still: no window ends halfway through a test (windows are whole minutes).
  const clock = manualClock('2026-11-23T12:00:10Z');
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  // A second API process on the same database.
  const second = await createTestApp({ database, clock });

  it('refuses the 61st search in a window, writing nothing before a tenth of the limit', async () => {
    const ip = uniqueIp();
    await searchesAdmitted(app, ip, threshold - 1);
    expect(await storedBucket(db, ip)).toBeUndefined();
    await searchesAdmitted(app, ip, perIp.max - threshold + 1);
    const refused = await search(app, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(perIp.windowSeconds);
    expect((await search(app, uniqueIp())).statusCode).toBe(200);
    // The searches let through, written as they came; the refused one is not counted.
    expect((await storedBucket(db, ip))?.hits).toBe(perIp.max);
  });

  it('writes a client once it reaches a tenth of the limit, and every search after', async () => {
    const [first, other, below] = [uniqueIp(), uniqueIp(), uniqueIp()];
    await searchesAdmitted(app, first, threshold);
    await searchesAdmitted(app, other, threshold + 2);
    await searchesAdmitted(app, below, threshold - 1);
    expect((await storedBucket(db, first))?.hits).toBe(threshold);
    expect((await storedBucket(db, other))?.hits).toBe(threshold + 2);
    expect(await storedBucket(db, below)).toBeUndefined();
  });

  it('writes nothing for many clients that search once each', async () => {
    const clients = Array.from({ length: 200 }, () => uniqueIp());
    for (const ip of clients) await searchesAdmitted(app, ip, 1);
    const rows = await db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(
        inArray(
          rateLimits.key,
          clients.map((ip) => `addressSearch:ip:${ip}`),
        ),
      );
    expect(rows).toEqual([]);
  });

  it('refuses a client whose searches go to two processes at the same count as one process', async () => {
    const ip = uniqueIp();
    // Below a tenth of the limit, each process holds the client's searches alone…
    await searchesAdmitted(app, ip, threshold - 1);
    await searchesAdmitted(second.app, ip, threshold - 1);
    expect(await storedBucket(db, ip)).toBeUndefined();
    // …the tenth writes them all, and from then on every search is added to the shared total.
    await searchesAdmitted(app, ip, 1);
    await searchesAdmitted(second.app, ip, 1);
    expect((await storedBucket(db, ip))?.hits).toBe(2 * threshold);
    for (let sent = 2 * threshold; sent < perIp.max; sent += 1) {
      expect((await search(sent % 2 === 0 ? app : second.app, ip)).statusCode).toBe(200);
    }
    // The 61st is refused by either process, whichever took the 60th.
    expect((await search(app, ip)).statusCode).toBe(429);
    expect((await search(second.app, ip)).statusCode).toBe(429);
  });
});

describe('a process with public limits counted in memory', () => {
  it('has written the clients at a tenth of the limit when it closes, and never those below', async () => {
    const { app, database } = await createTestApp();
    const [ip, below] = [uniqueIp(), uniqueIp()];
    await searchesAdmitted(app, ip, threshold);
    await searchesAdmitted(app, below, threshold - 1);
    await app.close();
    expect((await storedBucket(database.db, ip))?.hits).toBe(threshold);
    expect(await storedBucket(database.db, below)).toBeUndefined();
  });

  it('counts nothing with RATE_LIMITS=false outside production', async () => {
    const { app, database } = await createTestApp({ settings: { RATE_LIMITS: 'false' } });
    const ip = uniqueIp();
    await searchesAdmitted(app, ip, perIp.max + 1);
    expect(await storedBucket(database.db, ip)).toBeUndefined();
  });
});

describe('windows of the public limits', () => {
  it('follow the injected clock, aligned to whole windows, and drop the hits of a window that ended', async () => {
    const clock = manualClock('2026-11-23T12:00:30Z');
    const { app, database } = await createTestApp({ clock });
    const ip = uniqueIp();
    await searchesAdmitted(app, ip, perIp.max);
    const refused = await search(app, ip);
    expect(refused.statusCode).toBe(429);
    // Windows are whole minutes: this one ends at 12:01:00.
    expect(refused.headers['retry-after']).toBe('30');
    clock.advance(29_000);
    expect((await search(app, ip)).statusCode).toBe(429);
    clock.advance(1_000);
    await searchesAdmitted(app, ip, threshold);

    // The 60 hits of the window that ended were never written into the new one.
    expect(await storedBucket(database.db, ip)).toEqual({
      hits: threshold,
      windowEndsAt: new Date('2026-11-23T12:02:00Z'),
    });
  });

  it('start afresh in the database when a written window has ended', async () => {
    const clock = manualClock('2026-11-23T12:00:00Z');
    const { app, database } = await createTestApp({ clock });
    const ip = uniqueIp();
    await searchesAdmitted(app, ip, perIp.max);
    expect(await storedBucket(database.db, ip)).toEqual({
      hits: perIp.max,
      windowEndsAt: new Date('2026-11-23T12:01:00Z'),
    });
    clock.set('2026-11-23T12:01:00Z');
    await searchesAdmitted(app, ip, threshold);
    expect(await storedBucket(database.db, ip)).toEqual({
      hits: threshold,
      windowEndsAt: new Date('2026-11-23T12:02:00Z'),
    });
  });
});
