import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ipBucket } from './ip-bucket.ts';

/**
 * The keys of the buckets in `rate_limits`. Accounts are keyed by a hash of the normalised email,
 * and an account's client addresses by a hash of the email and the address's bucket: the table
 * holds no email, and no address tied to an account.
 */

function hashOf(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32);
}

const normalised = (email: string) => email.trim().toLowerCase();

/** The `email` of a request's body, when it names one. */
export function emailIn(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('email' in body)) return undefined;
  return typeof body.email === 'string' ? body.email : undefined;
}

/** Every request of `action` from one client IP (IPv6 by its /64). */
export function ipKey(action: string, request: FastifyRequest): string {
  return `${action}:ip:${ipBucket(request.ip)}`;
}

/** Every request (or failure) of `action` on one account. */
export function accountKey(action: string, email: string): string {
  return `${action}:account:${hashOf(normalised(email))}`;
}

/** The buckets of one attempt on an account from one client address (ADR-021). */
export function failureKeys(action: string, email: string, ip: string) {
  const pair = hashOf(normalised(email), ipBucket(ip));
  return {
    account: accountKey(action, email),
    accountAndAddress: `${action}:account-address:${pair}`,
    knownAddress: `${action}:known-address:${pair}`,
  };
}

export type FailureKeys = ReturnType<typeof failureKeys>;
