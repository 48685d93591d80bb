import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { ipBucket } from './ip-bucket.ts';
import { clearBucket, hitBucket, sweepFinishedBuckets } from './repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The limit this route counts against: `config: { rateLimit: 'signIn' }`. The plugin counts
     * each request that passed validation, per client IP and, for actions with a per-account rule,
     * per the `email` of the body.
     */
    rateLimit?: RateLimitedAction;
  }
}

export interface RateLimitRule {
  /** Requests allowed in one window; the next one is refused until the window ends. */
  max: number;
  windowSeconds: number;
}

const minutes = (count: number) => count * 60;

interface ActionRules {
  perIp: RateLimitRule;
  perAccount?: RateLimitRule;
  /** A successful answer clears the account's bucket, so it counts failures only. */
  forgetAccountOnSuccess?: boolean;
}

/**
 * Every limit, in one place (PD-6). Each action counts requests per client IP and per account
 * (the email in the body); either bucket running over refuses the request with a 429 and
 * `Retry-After`.
 */
export const rateLimitRules = {
  signIn: {
    perIp: { max: 10, windowSeconds: minutes(1) },
    perAccount: { max: 5, windowSeconds: minutes(15) },
    forgetAccountOnSuccess: true,
  },
  signUp: {
    perIp: { max: 10, windowSeconds: minutes(60) },
    perAccount: { max: 3, windowSeconds: minutes(60) },
  },
  resendConfirmation: {
    perIp: { max: 5, windowSeconds: minutes(15) },
    perAccount: { max: 3, windowSeconds: minutes(15) },
  },
  passwordResetRequest: {
    perIp: { max: 5, windowSeconds: minutes(15) },
    perAccount: { max: 3, windowSeconds: minutes(15) },
  },
  // The public address search of the sign-up wizards: each call may cost a geocoder request.
  addressSearch: {
    perIp: { max: 60, windowSeconds: minutes(1) },
  },
} as const satisfies Record<string, ActionRules>;

export type RateLimitedAction = keyof typeof rateLimitRules;

/** Accounts are keyed by a hash of the normalised email: the table holds no addresses. */
function accountKey(action: RateLimitedAction, email: string): string {
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `${action}:account:${hash.slice(0, 32)}`;
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

/**
 * Enforces the `rateLimit` option of each route registered after it. Counts the request against its
 * IP bucket and, when the body names an account, its account bucket; throws a 429 (with
 * `Retry-After`) when either is over its limit.
 */
export function registerRateLimits(app: FastifyInstance, { db, clock, enabled }: RateLimitOptions) {
  if (!enabled) return;

  async function enforce(request: FastifyRequest, reply: FastifyReply, action: RateLimitedAction) {
    const rules: ActionRules = rateLimitRules[action];
    const email = emailIn(request.body);
    const buckets: { key: string; rule: RateLimitRule }[] = [
      { key: `${action}:ip:${ipBucket(request.ip)}`, rule: rules.perIp },
    ];
    if (email && rules.perAccount) {
      buckets.push({ key: accountKey(action, email), rule: rules.perAccount });
    }
    const now = clock.now();
    let retryAfterSeconds = 0;
    for (const { key, rule } of buckets) {
      const state = await hitBucket(db, { key, windowSeconds: rule.windowSeconds, now });
      if (state.hits > rule.max) retryAfterSeconds = Math.max(retryAfterSeconds, state.secondsLeft);
    }
    if (Math.random() < SWEEP_PROBABILITY) await sweepFinishedBuckets(db, now);
    if (retryAfterSeconds > 0) {
      reply.header('retry-after', String(retryAfterSeconds));
      throw tooManyAttempts();
    }
  }

  /** After a successful answer, the account's bucket starts again: it counts failures only. */
  function forgetAccountOnSuccess(action: RateLimitedAction) {
    return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const email = emailIn(request.body);
      if (email && reply.statusCode < 400) await clearBucket(db, accountKey(action, email));
      return payload;
    };
  }

  // Only the routes that name a limit get its hooks: every other request pays nothing.
  app.addHook('onRoute', (route) => {
    const action = route.config?.rateLimit;
    if (!action) return;
    const limit = (request: FastifyRequest, reply: FastifyReply) => enforce(request, reply, action);
    route.preHandler = [limit, ...asArray(route.preHandler)];
    const rules: ActionRules = rateLimitRules[action];
    if (rules.forgetAccountOnSuccess) {
      route.onSend = [...asArray(route.onSend), forgetAccountOnSuccess(action)];
    }
  });
}
