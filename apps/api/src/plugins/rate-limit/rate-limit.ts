import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createBatchedCounter } from './batched-counter.ts';
import { ipBucket } from './ip-bucket.ts';
import {
  clearBucket,
  giveBack,
  hitBucket,
  isMarked,
  markFor,
  sweepFinishedBuckets,
  takeFromBucket,
  type TakenHit,
  type TakeResult,
} from './repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The limit this route counts against: `config: { rateLimit: 'signIn' }`. The plugin counts
     * each request that passed validation, per client IP and, for actions with a per-account rule,
     * per the `email` of the body; for actions with failure rules, the failed attempts on that
     * account (ADR-021).
     */
    rateLimit?: RateLimitedAction;
  }
}

export interface RateLimitRule {
  /** Requests allowed in one window; the next one is refused until the window ends. */
  max: number;
  windowSeconds: number;
}

/**
 * Limits on the failed attempts of an action that proves who owns an account: sign-in (ADR-021).
 * A failure is any answer but a success. Each attempt takes its place in the buckets before the
 * password is checked, so parallel attempts cannot overrun them; a success gives it back.
 */
export interface FailureRules {
  /** Failures on one account from one client address; a success from that address clears them. */
  perAccountAndAddress: RateLimitRule;
  /** Failures on one account from every address together: a hard bound. */
  perAccount: RateLimitRule;
  /**
   * The part of `perAccount` open to addresses the account has not signed in from lately; the rest
   * is kept for addresses it has, so its owner still gets in while strangers hammer it.
   */
  fromNewAddresses: number;
  /** How long a successful sign-in keeps its address known to the account. */
  knownAddressSeconds: number;
}

const minutes = (count: number) => count * 60;
const days = (count: number) => count * 24 * 60 * 60;

interface RequestRules {
  /** Every request from one client IP. */
  perIp: RateLimitRule;
  /** Every request naming one account (the `email` of the body). */
  perAccount?: RateLimitRule;
}

/**
 * How an action's buckets are counted (ADR-028):
 * - `exact`: one atomic upsert per bucket and request in the database, before the request goes
 *   on; no number of API processes gets past a limit. For the account actions: few requests, and
 *   security depends on the bounds.
 * - `batched`: in each process's memory while a process holds fewer than a tenth of the limit's
 *   hits of a client (`batched-counter.ts`, ADR-029), so one-off clients cost no database write;
 *   from the tenth on, each hit is added to the shared total before the request goes on
 *   (ADR-050), so several processes refuse a client at the same count as one, give or take what
 *   the others hold below the tenth. For high-volume public limits that protect a cost, such as
 *   the geocoder behind the address search.
 */
type ActionRules =
  | (RequestRules & {
      counting: 'exact';
      /** Failed attempts on the account named in the body (exact counting only). */
      failures?: FailureRules;
    })
  | (RequestRules & { counting: 'batched' });

/**
 * Every limit, in one place (PD-6). Each action counts requests per client IP and, where it has
 * rules for them, per account (the email in the body) or the account's failed attempts; any
 * bucket running over refuses the request with a 429 and `Retry-After`.
 */
export const rateLimitRules = {
  signIn: {
    counting: 'exact',
    perIp: { max: 10, windowSeconds: minutes(1) },
    failures: {
      perAccountAndAddress: { max: 5, windowSeconds: minutes(15) },
      perAccount: { max: 100, windowSeconds: minutes(60) },
      fromNewAddresses: 50,
      knownAddressSeconds: days(30),
    },
  },
  signUp: {
    counting: 'exact',
    perIp: { max: 10, windowSeconds: minutes(60) },
    perAccount: { max: 3, windowSeconds: minutes(60) },
  },
  resendConfirmation: {
    counting: 'exact',
    perIp: { max: 5, windowSeconds: minutes(15) },
    perAccount: { max: 3, windowSeconds: minutes(15) },
  },
  passwordResetRequest: {
    counting: 'exact',
    perIp: { max: 5, windowSeconds: minutes(15) },
    perAccount: { max: 3, windowSeconds: minutes(15) },
  },
  // The public address search of the sign-up wizards: each call may cost a geocoder request.
  addressSearch: {
    counting: 'batched',
    perIp: { max: 60, windowSeconds: minutes(1) },
  },
} as const satisfies Record<string, ActionRules>;

export type RateLimitedAction = keyof typeof rateLimitRules;

/**
 * Accounts are keyed by a hash of the normalised email, and an account's client addresses by a
 * hash of the email and the address's bucket: the table holds no email, and no address tied to
 * an account.
 */
function hashOf(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32);
}

const normalised = (email: string) => email.trim().toLowerCase();

function accountKey(action: RateLimitedAction, email: string): string {
  return `${action}:account:${hashOf(normalised(email))}`;
}

/** The buckets of one attempt on an account from one client address. */
function failureKeys(action: RateLimitedAction, email: string, ip: string) {
  const pair = hashOf(normalised(email), ipBucket(ip));
  return {
    account: accountKey(action, email),
    accountAndAddress: `${action}:account-address:${pair}`,
    knownAddress: `${action}:known-address:${pair}`,
  };
}

/** One request in a hundred also deletes finished windows, so the table stays small. */
const SWEEP_PROBABILITY = 0.01;

function tooManyAttempts() {
  return new AppError(429, 'TOO_MANY_REQUESTS', authTexts.errors.tooManyAttempts);
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function emailIn(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('email' in body)) return undefined;
  return typeof body.email === 'string' ? body.email : undefined;
}

export interface RateLimitOptions {
  db: Database;
  clock: Clock;
  /** `RATE_LIMITS=false` turns every limit off, outside production only (config.ts). */
  enabled: boolean;
}

/** The places an attempt took in the failure buckets, until its answer says whether it failed. */
interface PendingAttempt {
  keys: ReturnType<typeof failureKeys>;
  account: TakenHit;
}

/** The request buckets a request counts in: its IP's and, when the body names one, its account's. */
function requestBuckets(request: FastifyRequest, action: RateLimitedAction) {
  const rules: ActionRules = rateLimitRules[action];
  const buckets: { key: string; rule: RateLimitRule }[] = [
    { key: `${action}:ip:${ipBucket(request.ip)}`, rule: rules.perIp },
  ];
  const email = rules.perAccount ? emailIn(request.body) : undefined;
  if (email && rules.perAccount) {
    buckets.push({ key: accountKey(action, email), rule: rules.perAccount });
  }
  return buckets;
}

/**
 * Enforces the `rateLimit` option of each route registered after it. Counts the request against its
 * IP bucket and, when the body names an account, its account bucket; refuses it with a 429 (with
 * `Retry-After`) when either is over its limit. Exact actions count in the database on the request
 * path; for one with failure rules, the attempt then takes its place in the account's failure
 * buckets, and its answer keeps (a failure) or gives back (a success) that place. Batched actions
 * count in memory below a tenth of their limit and write each later hit before the request goes on.
 */
export function registerRateLimits(
  app: FastifyInstance,
  { db, clock, enabled }: RateLimitOptions,
): void {
  if (!enabled) return;

  const pending = new WeakMap<FastifyRequest, PendingAttempt>();
  const batched = createBatchedCounter({ db, clock, log: app.log });

  function refuse(reply: FastifyReply, retryAfterSeconds: number): never {
    reply.header('retry-after', String(retryAfterSeconds));
    throw tooManyAttempts();
  }

  /**
   * A batched action: counted in memory, nothing awaited, while this process holds fewer than a
   * tenth of the limit's hits of the client; from then on each hit is added to the shared total
   * before the request goes on (ADR-050).
   */
  function enforceBatched(
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
    action: RateLimitedAction,
  ) {
    const buckets = requestBuckets(request, action);
    let retryAfterSeconds = 0;
    for (const { key, rule } of buckets) {
      retryAfterSeconds = Math.max(retryAfterSeconds, batched.secondsToWait(key, rule));
    }
    const answer = (seconds: number) => {
      if (seconds <= 0) return done();
      reply.header('retry-after', String(seconds));
      done(tooManyAttempts());
    };
    if (retryAfterSeconds > 0) return answer(retryAfterSeconds);
    const waits = buckets.map(({ key, rule }) => batched.hit(key, rule));
    if (waits.every((wait): wait is number => typeof wait === 'number')) {
      return answer(Math.max(0, ...waits));
    }
    void Promise.all(waits).then((seconds) => answer(Math.max(0, ...seconds)));
  }

  async function enforce(request: FastifyRequest, reply: FastifyReply, action: RateLimitedAction) {
    const rules: ActionRules = rateLimitRules[action];
    const email = emailIn(request.body);
    const buckets = requestBuckets(request, action);
    const now = clock.now();
    let retryAfterSeconds = 0;
    for (const { key, rule } of buckets) {
      const state = await hitBucket(db, { key, windowSeconds: rule.windowSeconds, now });
      if (state.hits > rule.max) retryAfterSeconds = Math.max(retryAfterSeconds, state.secondsLeft);
    }
    if (Math.random() < SWEEP_PROBABILITY) await sweepFinishedBuckets(db, now);
    if (retryAfterSeconds > 0) refuse(reply, retryAfterSeconds);
    if (email && rules.counting === 'exact' && rules.failures) {
      const keys = failureKeys(action, email, request.ip);
      const account = await takeFailurePlace(rules.failures, keys, now);
      if (!account.taken) refuse(reply, account.secondsLeft);
      pending.set(request, { keys, account: account.hit });
    }
  }

  /**
   * Takes one place in the address's bucket on the account, then one in the account's: up to
   * `fromNewAddresses` for an address the account has not signed in from lately, up to the whole
   * `perAccount` for one it has. Refused by the account, the attempt gives the first place back.
   */
  async function takeFailurePlace(
    rules: FailureRules,
    keys: PendingAttempt['keys'],
    now: Date,
  ): Promise<TakeResult> {
    const { perAccountAndAddress, perAccount } = rules;
    const pair = await takeFromBucket(db, {
      key: keys.accountAndAddress,
      ...perAccountAndAddress,
      now,
    });
    if (!pair.taken) return pair;
    const known = await isMarked(db, keys.knownAddress, now);
    const account = await takeFromBucket(db, {
      key: keys.account,
      max: known ? perAccount.max : rules.fromNewAddresses,
      windowSeconds: perAccount.windowSeconds,
      now,
    });
    if (!account.taken) await giveBack(db, pair.hit);
    return account;
  }

  /**
   * After the answer: a success clears the address's failures on the account, gives the account's
   * place back and remembers the address; any other answer leaves both places counted.
   */
  function settleFailures(rules: FailureRules) {
    return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
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
    };
  }

  // Only the routes that name a limit get its hooks: every other request pays nothing.
  app.addHook('onRoute', (route) => {
    const action = route.config?.rateLimit;
    if (!action) return;
    const rules: ActionRules = rateLimitRules[action];
    if (rules.counting === 'batched') {
      const limit = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) =>
        enforceBatched(request, reply, done, action);
      route.preHandler = [limit, ...asArray(route.preHandler)];
      return;
    }
    const limit = (request: FastifyRequest, reply: FastifyReply) => enforce(request, reply, action);
    route.preHandler = [limit, ...asArray(route.preHandler)];
    if (rules.failures) {
      route.onSend = [...asArray(route.onSend), settleFailures(rules.failures)];
    }
  });
}
