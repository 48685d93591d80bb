import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signIn, signedInAccount, uniqueEmail, uniqueIp } from '../../../test/auth.ts';
import { createTestApp } from '../../../test/app.ts';
import { manualClock } from '../../../test/clock.ts';
import { rateLimitRules } from './rate-limit.ts';

/**
 * The sign-in limits on failed passwords (ADR-021): per account and client address, per account
 * with a share for addresses the account has not signed in from lately, and never a lockout that
 * a stranger can impose on the owner at an address they use.
 */
const { failures } = rateLimitRules.signIn;
const WRONG = 'clave-equivocada';

function from(app: FastifyInstance, ip: string, email: string, password?: string) {
  return signIn(app, email, password, { remoteAddress: ip });
}

/** Failed sign-ins on `email`, each from a new address, one after another. */
async function failFromNewAddresses(app: FastifyInstance, email: string, count: number) {
  for (let attempt = 1; attempt <= count; attempt += 1) {
    expect((await from(app, uniqueIp(), email, WRONG)).statusCode).toBe(401);
  }
}

describe('failed sign-ins', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  it("lets the owner in from their own address after other addresses failed on the account's password", async () => {
    const { user } = await signedInAccount(app, db, 'customer');
    const attacker = uniqueIp();
    for (let attempt = 1; attempt <= failures.perAccountAndAddress.max; attempt += 1) {
      expect((await from(app, attacker, user.email, WRONG)).statusCode).toBe(401);
    }
    await failFromNewAddresses(app, user.email, 6);
    const owner = await from(app, uniqueIp(), user.email.toUpperCase());
    expect(owner.statusCode).toBe(200);
  });

  it('refuses only the address that went over its limit on an account, with a 429 and Retry-After', async () => {
    const { user } = await signedInAccount(app, db, 'agent');
    const attacker = uniqueIp();
    for (let attempt = 1; attempt <= failures.perAccountAndAddress.max; attempt += 1) {
      expect((await from(app, attacker, user.email, WRONG)).statusCode).toBe(401);
    }
    const refused = await from(app, attacker, user.email, WRONG);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(failures.perAccountAndAddress.windowSeconds);
    // Not even the right password gets through from that address until its window ends…
    expect((await from(app, attacker, user.email)).statusCode).toBe(429);
    // …while another address is answered as usual, wrong password or right.
    const elsewhere = uniqueIp();
    expect((await from(app, elsewhere, user.email, WRONG)).statusCode).toBe(401);
    expect((await from(app, elsewhere, user.email)).statusCode).toBe(200);
    // The address's limit is per account: it may still sign in to another one.
    const other = await signedInAccount(app, db, 'customer');
    expect((await from(app, attacker, other.user.email)).statusCode).toBe(200);
  });

  it("clears an address's failures on the account when it signs in", async () => {
    const { user } = await signedInAccount(app, db, 'agent');
    const ip = uniqueIp();
    for (let round = 1; round <= 2; round += 1) {
      for (let attempt = 1; attempt < failures.perAccountAndAddress.max; attempt += 1) {
        expect((await from(app, ip, user.email, WRONG)).statusCode).toBe(401);
      }
      expect((await from(app, ip, user.email)).statusCode).toBe(200);
    }
  });

  it('refuses new addresses once the account has had its share of failures, and still lets the owner in from an address they signed in from', async () => {
    const { user } = await signedInAccount(app, db, 'customer');
    const home = uniqueIp();
    expect((await from(app, home, user.email)).statusCode).toBe(200);

    await failFromNewAddresses(app, user.email, failures.fromNewAddresses);
    const stranger = await from(app, uniqueIp(), user.email, WRONG);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(stranger.headers['retry-after'])).toBeLessThanOrEqual(
      failures.perAccount.windowSeconds,
    );
    // A new address is refused before its password is looked at, right or wrong.
    expect((await from(app, uniqueIp(), user.email)).statusCode).toBe(429);

    expect((await from(app, home, user.email)).statusCode).toBe(200);
    // The owner may still mistype at home.
    expect((await from(app, home, user.email, WRONG)).statusCode).toBe(401);
    expect((await from(app, home, user.email)).statusCode).toBe(200);
  });

  it('never allows more failures on one account per window than the hard bound, whatever the addresses', async () => {
    const { user } = await signedInAccount(app, db, 'agent');
    const knownShare = failures.perAccount.max - failures.fromNewAddresses;
    const knownAddresses = Array.from(
      { length: Math.ceil(knownShare / failures.perAccountAndAddress.max) + 1 },
      () => uniqueIp(),
    );
    for (const ip of knownAddresses) {
      expect((await from(app, ip, user.email)).statusCode).toBe(200);
    }
    await failFromNewAddresses(app, user.email, failures.fromNewAddresses);

    let counted = failures.fromNewAddresses;
    for (const ip of knownAddresses) {
      for (let attempt = 1; attempt <= failures.perAccountAndAddress.max; attempt += 1) {
        const response = await from(app, ip, user.email, WRONG);
        if (counted < failures.perAccount.max) {
          expect(response.statusCode).toBe(401);
          counted += 1;
        } else {
          expect(response.statusCode).toBe(429);
        }
      }
    }
    expect(counted).toBe(failures.perAccount.max);
    // The last address never failed itself: the account's bound refuses it, right password or not.
    expect((await from(app, knownAddresses.at(-1) ?? '', user.email)).statusCode).toBe(429);
  });

  it('counts parallel failures exactly: a flood from many addresses gets no more than its share', async () => {
    const email = uniqueEmail();
    const flood = failures.fromNewAddresses + 10;
    const answers = await Promise.all(
      Array.from({ length: flood }, () => from(app, uniqueIp(), email, WRONG)),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(failures.fromNewAddresses);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('does not count successful sign-ins against the account', async () => {
    const { user } = await signedInAccount(app, db, 'customer');
    for (let attempt = 1; attempt <= failures.fromNewAddresses; attempt += 1) {
      expect((await from(app, uniqueIp(), user.email)).statusCode).toBe(200);
    }
    await failFromNewAddresses(app, user.email, failures.fromNewAddresses);
    expect((await from(app, uniqueIp(), user.email, WRONG)).statusCode).toBe(429);
  });
});

describe('failed sign-in windows, by the injected clock', async () => {
  const clock = manualClock();
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const seconds = (count: number) => count * 1000;

  it("ends an address's refusal when its window ends", async () => {
    const { user } = await signedInAccount(app, db, 'customer');
    const ip = uniqueIp();
    const { max, windowSeconds } = failures.perAccountAndAddress;
    for (let attempt = 1; attempt <= max; attempt += 1) {
      expect((await from(app, ip, user.email, WRONG)).statusCode).toBe(401);
    }
    const refused = await from(app, ip, user.email);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(windowSeconds);
    expect((await from(app, uniqueIp(), user.email)).statusCode).toBe(200);
    clock.advance(seconds(windowSeconds - 1));
    expect((await from(app, ip, user.email)).statusCode).toBe(429);
    clock.advance(seconds(1));
    expect((await from(app, ip, user.email)).statusCode).toBe(200);
  });

  it("ends the refusal of new addresses when the account's window ends", async () => {
    const { user } = await signedInAccount(app, db, 'agent');
    const { windowSeconds } = failures.perAccount;
    await failFromNewAddresses(app, user.email, failures.fromNewAddresses);
    const refused = await from(app, uniqueIp(), user.email);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(windowSeconds);
    clock.advance(seconds(windowSeconds - 1));
    expect((await from(app, uniqueIp(), user.email)).statusCode).toBe(429);
    clock.advance(seconds(1));
    expect((await from(app, uniqueIp(), user.email)).statusCode).toBe(200);
  });

  it('forgets an address the account has not signed in from for the remembered time', async () => {
    const { user } = await signedInAccount(app, db, 'customer');
    const home = uniqueIp();
    expect((await from(app, home, user.email)).statusCode).toBe(200);
    clock.advance(seconds(failures.knownAddressSeconds - 1));
    await failFromNewAddresses(app, user.email, failures.fromNewAddresses);
    expect((await from(app, home, user.email)).statusCode).toBe(200);
    // That sign-in remembered the address for another full period.
    clock.advance(seconds(failures.knownAddressSeconds - 1));
    await failFromNewAddresses(app, user.email, failures.fromNewAddresses);
    expect((await from(app, home, user.email)).statusCode).toBe(200);
    clock.advance(seconds(failures.knownAddressSeconds));
    await failFromNewAddresses(app, user.email, failures.fromNewAddresses);
    expect((await from(app, home, user.email)).statusCode).toBe(429);
  });
});
