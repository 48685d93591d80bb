import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { emailIn, failureKeys, type FailureKeys } from './bucket-keys.ts';
import type { Limit, Limiter, LimiterOptions } from './fastify-rate-limit.ts';
import { clearBucket, giveBack, isMarked, markFor, type TakenHit } from './repository.ts';
import type { FailureRules } from './rules.ts';

export interface FailedAttemptsOptions {
  db: Database;
  clock: Clock;
  createLimiter: (options: LimiterOptions) => Limiter;
}

/** The place an attempt took in its account's failure bucket, until its answer says it failed. */
interface PendingAttempt {
  keys: FailureKeys;
  account: TakenHit;
}

/**
 * The failure buckets of an action on the account named in the body (ADR-021), counted by two
 * limiters whose store takes a place only while the window has room (`bounded`): one per account
 * and client address, one per account, whose max is the whole `perAccount` for an address the
 * account signed in from lately and `fromNewAddresses` for any other. The library counts; what it
 * has no word for (giving a place back, clearing an address's failures after a success, and
 * remembering the address) happens here, after the answer.
 */
export function failedAttempts(
  action: string,
  rules: FailureRules,
  { db, clock, createLimiter }: FailedAttemptsOptions,
) {
  const keysOf = (request: FastifyRequest) =>
    failureKeys(action, emailIn(request.body) ?? '', request.ip);
  const pending = new WeakMap<FastifyRequest, PendingAttempt>();

  const perAccountAndAddress = createLimiter({
    counting: 'bounded',
    keyGenerator: (request) => keysOf(request).accountAndAddress,
    max: rules.perAccountAndAddress.max,
    timeWindow: rules.perAccountAndAddress.windowSeconds * 1000,
  });
  const perAccount = createLimiter({
    counting: 'bounded',
    keyGenerator: (request) => keysOf(request).account,
    max: async (request) =>
      (await isMarked(db, keysOf(request).knownAddress, clock.now()))
        ? rules.perAccount.max
        : rules.fromNewAddresses,
    timeWindow: rules.perAccount.windowSeconds * 1000,
  });

  return {
    /**
     * Before the password is checked: takes the attempt's place in the address's bucket on the
     * account, then in the account's. Answers 0, or the seconds to wait when either is full; an
     * attempt the account refuses gives its first place back.
     */
    async take(request: FastifyRequest): Promise<number> {
      const startedAt = clock.now().getTime();
      const address = await perAccountAndAddress(request);
      if (address.isExceeded) return address.ttlInSeconds;
      const account = await perAccount(request);
      const endedAt = clock.now().getTime();
      // The store counted each hit at an instant between the two: its window ends `ttl` later.
      const taken = ({ key, ttl }: Limit): TakenHit => ({
        key,
        windowEndsBetween: [new Date(startedAt + ttl), new Date(endedAt + ttl)],
      });
      if (account.isExceeded) {
        await giveBack(db, taken(address));
        return account.ttlInSeconds;
      }
      pending.set(request, { keys: keysOf(request), account: taken(account) });
      return 0;
    },

    /**
     * After the answer (`onSend`): a success clears the address's failures on the account, gives
     * the account's place back and remembers the address; any other answer leaves both counted.
     */
    async settle(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const attempt = pending.get(request);
      if (!attempt) return payload;
      pending.delete(request);
      if (reply.statusCode >= 400) return payload;
      const { keys } = attempt;
      await clearBucket(db, keys.accountAndAddress);
      await giveBack(db, attempt.account);
      await markFor(db, {
        key: keys.knownAddress,
        seconds: rules.knownAddressSeconds,
        now: clock.now(),
      });
      return payload;
    },
  };
}
