import { availableParallelism } from 'node:os';
import type { Config } from '../../config.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { createScryptPasswordHasher } from './scrypt-password-hasher.ts';

/** libuv's thread pool size when UV_THREADPOOL_SIZE is not set. */
const LIBUV_POOL_THREADS = 4;

/**
 * How many passwords to hash at once unless PASSWORD_HASH_CONCURRENCY says: one core fewer than
 * the machine has, so the event loop keeps a core, and one pool thread fewer than libuv has, so
 * file system and DNS work still get a thread (ADR-022). At least one.
 */
export function defaultPasswordHashConcurrency(cores: number = availableParallelism()): number {
  return Math.max(1, Math.min(cores - 1, LIBUV_POOL_THREADS - 1));
}

/** The production hasher (scrypt), capped by PASSWORD_HASH_CONCURRENCY or the default above. */
export function createPasswordHasher(
  config: Pick<Config, 'PASSWORD_HASH_CONCURRENCY'>,
): PasswordHasher {
  return createScryptPasswordHasher({
    concurrency: config.PASSWORD_HASH_CONCURRENCY ?? defaultPasswordHashConcurrency(),
  });
}
