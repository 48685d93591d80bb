import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { actionLimits } from './action-limits.ts';
import { databaseStore } from './database-store.ts';
import { registerLimiterFactory } from './fastify-rate-limit.ts';
import type { ActionRules } from './rules.ts';

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

const minutes = (count: number) => count * 60;
const days = (count: number) => count * 24 * 60 * 60;

/**
 * Every limit, in one place (PD-6). Each action counts requests per client IP and, where it has
 * rules for them, per account (the email in the body) or the account's failed attempts; any
 * bucket running over refuses the request with a 429 and `Retry-After`. `counting` says how the
 * store counts the action's buckets (`rules.ts`).
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
  // The authenticator codes of an operator's sign-in (ADR-078), besides better-auth's own limit
  // of 5 codes per sign-in and its lock of the account after repeated failures.
  twoFactor: {
    counting: 'exact',
    perIp: { max: 10, windowSeconds: minutes(5) },
  },
  // The public address search of the sign-up wizards: each call may cost a geocoder request.
  addressSearch: {
    counting: 'batched',
    perIp: { max: 60, windowSeconds: minutes(1) },
  },
} as const satisfies Record<string, ActionRules>;

export type RateLimitedAction = keyof typeof rateLimitRules;

export interface RateLimitOptions {
  db: Database;
  clock: Clock;
  /** `RATE_LIMITS=false` turns every limit off outside production only (config.ts). */
  enabled: boolean;
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Enforces the `rateLimit` option of each route registered after it, with `@fastify/rate-limit`
 * on a store in the database (ADR-067): the route gets a `preHandler` first in line that counts
 * the request and refuses it with a 429 (with `Retry-After`) when a bucket is over its limit, and,
 * for an action with failure rules, an `onSend` that settles the attempt's places. Routes without
 * the option get no hook at all.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  { db, clock, enabled }: RateLimitOptions,
): Promise<void> {
  if (!enabled) return;
  const createLimiter = await registerLimiterFactory(
    app,
    databaseStore({ db, clock, log: app.log }),
  );
  app.addHook('onRoute', (route) => {
    const action = route.config?.rateLimit;
    if (!action) return;
    const rules: ActionRules = rateLimitRules[action];
    const { check, settle } = actionLimits(action, rules, { db, clock, createLimiter });
    route.preHandler = [check, ...asArray(route.preHandler)];
    if (settle) route.onSend = [...asArray(route.onSend), settle];
  });
}
