import { availableParallelism } from 'node:os';
import type { Config } from '../../config.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { createLowPriorityScrypt } from './low-priority-scrypt.ts';
import {
  MAX_MEMORY,
  SCRYPT_PARAMETERS,
  createScryptPasswordHasher,
} from './scrypt-password-hasher.ts';

/** Hashing threads at most, whatever the machine: each derivation holds 32 MiB while it runs. */
const MOST_HASHING_THREADS = 3;

/**
 * How many passwords to hash at once unless PASSWORD_HASH_CONCURRENCY says: one core fewer than
 * the machine has, so the event loop keeps a core, and at most 3 (ADR-022; the threads are
 * ADR-031's, no longer libuv's pool). At least one.
 */
export function defaultPasswordHashConcurrency(cores: number = availableParallelism()): number {
  return Math.max(1, Math.min(cores - 1, MOST_HASHING_THREADS));
}

/**
 * The production hasher (scrypt), capped by PASSWORD_HASH_CONCURRENCY or the default above, in
 * that many threads of the nice value PASSWORD_HASH_NICENESS (19, the lowest priority: ADR-031;
 * the test servers, which share their cores with browsers, take 0: ADR-054).
 */
export function createPasswordHasher(
  config: Pick<Config, 'PASSWORD_HASH_CONCURRENCY'> &
    Partial<Pick<Config, 'PASSWORD_HASH_NICENESS'>>,
): PasswordHasher {
  const concurrency = config.PASSWORD_HASH_CONCURRENCY ?? defaultPasswordHashConcurrency();
  const { N, r, p, keyLength } = SCRYPT_PARAMETERS;
  return createScryptPasswordHasher({
    concurrency,
    derive: createLowPriorityScrypt({
      threads: concurrency,
      niceness: config.PASSWORD_HASH_NICENESS,
      keyLength,
      scryptOptions: { N, r, p, maxmem: MAX_MEMORY },
    }),
  });
}
