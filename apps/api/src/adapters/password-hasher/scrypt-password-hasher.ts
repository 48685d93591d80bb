import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { createConcurrencyLimit } from './concurrency-limit.ts';
import type { PasswordHasher } from './password-hasher.ts';

/**
 * better-auth's scrypt parameters (`@better-auth/utils/password`), which every stored hash was made
 * with: changing one would stop every existing password from verifying (ADR-022).
 */
export const SCRYPT_PARAMETERS = { N: 16384, r: 16, p: 1, keyLength: 64 } as const;

const { N, r, p, keyLength } = SCRYPT_PARAMETERS;
/**
 * scrypt needs about 128·N·r·p bytes (32 MiB here) and refuses to run when that reaches `maxmem`;
 * twice that, as better-auth allows. A ceiling, not an allocation.
 */
export const MAX_MEMORY = 2 * 128 * N * r * p;
const SALT_BYTES = 16;
/** `<salt>:<key>`: the salt is used as its hex text, the key is 64 bytes in lowercase hex. */
const STORED_HASH = /^([^:]+):([0-9a-f]{128})$/;

/** Derives the scrypt key of an already normalised password with a salt (the salt's text). */
export type DeriveKey = (password: string, salt: string) => Promise<Buffer>;

/**
 * node:crypto's scrypt on libuv's thread pool, at the event loop's priority. The server derives
 * in low-priority threads instead (`low-priority-scrypt.ts`, ADR-031).
 */
export const deriveWithNodeScrypt: DeriveKey = (password, salt) =>
  new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { N, r, p, maxmem: MAX_MEMORY }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });

export interface ScryptPasswordHasherOptions {
  /** At most this many derivations run at once; the others wait in arrival order. */
  concurrency: number;
  /** node:crypto's scrypt unless a test wants to see each derivation. */
  derive?: DeriveKey;
}

/**
 * better-auth's password hash, same format and strength (`salt:key`, scrypt N=16384 r=16 p=1, 64
 * bytes, the password in NFKC form), computed off the event loop, compared in constant time, and
 * with a cap on how many run at once so a burst of sign-ins queues instead of taking every core
 * (ADR-022). Each hasher has its own queue: the server makes one and shares it.
 */
export function createScryptPasswordHasher({
  concurrency,
  derive = deriveWithNodeScrypt,
}: ScryptPasswordHasherOptions): PasswordHasher {
  const limit = createConcurrencyLimit(concurrency);
  const deriveKey = (password: string, salt: string) =>
    limit(() => derive(password.normalize('NFKC'), salt));

  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES).toString('hex');
      const key = await deriveKey(password, salt);
      return `${salt}:${key.toString('hex')}`;
    },
    async verify({ hash, password }) {
      const [, salt, storedKey] = STORED_HASH.exec(hash) ?? [];
      if (!salt || !storedKey) return false;
      const expected = Buffer.from(storedKey, 'hex');
      const key = await deriveKey(password, salt);
      return key.length === expected.length && timingSafeEqual(key, expected);
    },
  };
}
