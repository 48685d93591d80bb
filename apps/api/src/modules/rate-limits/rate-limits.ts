import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyReply } from 'fastify';
import { texts } from '@brillo/domain/texts.es-CL';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { clearBucket, hitBucket, sweepFinishedBuckets } from './repository.ts';

export interface RateLimitRule {
  /** Requests allowed in one window; the next one is refused until the window ends. */
  max: number;
  windowSeconds: number;
}

const minutes = (count: number) => count * 60;

/**
 * Every limit on the account endpoints, in one place (product decision 6, issue 3). Each action
 * counts requests per client IP and per account (the email in the body); either bucket running
 * over refuses the request with a 429 and `Retry-After`.
 */
export const authRateLimits = {
  // Per account, failed attempts: a successful sign-in clears the account's bucket.
  signIn: {
    perIp: { max: 10, windowSeconds: minutes(1) },
    perAccount: { max: 5, windowSeconds: minutes(15) },
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
} as const satisfies Record<string, { perIp: RateLimitRule; perAccount?: RateLimitRule }>;

export type RateLimitedAction = keyof typeof authRateLimits;

/**
 * The part of an IP address that identifies one client: the address itself for IPv4 (IPv4-mapped
 * IPv6 included), the /64 prefix for IPv6, since one subscriber usually holds a whole /64.
 */
export function ipBucket(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const address = ip.toLowerCase().replace(/%.*$/, '');
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.padStart(4, '0'))
    .join(':')}::/64`;
}

/** Accounts are keyed by a hash of the normalised email: the table holds no addresses. */
function accountKey(action: RateLimitedAction, email: string): string {
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `${action}:account:${hash.slice(0, 32)}`;
}

/** One request in a hundred also deletes finished windows, so the table stays small. */
const SWEEP_PROBABILITY = 0.01;

export function tooManyAttempts() {
  return new AppError(429, 'TOO_MANY_REQUESTS', texts.auth.tooManyAttempts);
}

/**
 * Counts the request against its IP bucket and, when the body names an account, its account
 * bucket. Throws a 429 (with `Retry-After` set on the reply) when either is over its limit.
 */
export async function enforceRateLimit(
  db: Database,
  reply: FastifyReply,
  action: RateLimitedAction,
  client: { ip: string; email?: string | undefined },
): Promise<void> {
  const rules: { perIp: RateLimitRule; perAccount?: RateLimitRule } = authRateLimits[action];
  const buckets: { key: string; rule: RateLimitRule }[] = [
    { key: `${action}:ip:${ipBucket(client.ip)}`, rule: rules.perIp },
  ];
  if (client.email && rules.perAccount) {
    buckets.push({ key: accountKey(action, client.email), rule: rules.perAccount });
  }
  let retryAfterSeconds = 0;
  for (const { key, rule } of buckets) {
    const state = await hitBucket(db, key, rule.windowSeconds);
    if (state.hits > rule.max) retryAfterSeconds = Math.max(retryAfterSeconds, state.secondsLeft);
  }
  if (Math.random() < SWEEP_PROBABILITY) await sweepFinishedBuckets(db);
  if (retryAfterSeconds > 0) {
    reply.header('retry-after', String(retryAfterSeconds));
    throw tooManyAttempts();
  }
}

/**
 * Forgets an account's attempts at `action`: after a successful sign-in, the account's bucket
 * counts failures since then, so a person who mistyped a few times is not locked out later.
 */
export async function forgetAccountAttempts(
  db: Database,
  action: RateLimitedAction,
  email: string,
): Promise<void> {
  await clearBucket(db, accountKey(action, email));
}
