import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '../src/adapters/password-hasher/password-hasher.ts';

const PREFIX = 'test-sha256';

function digest(salt: string, password: string): Buffer {
  return createHash('sha256').update(`${salt}:${password}`).digest();
}

/**
 * A salted SHA-256 for tests only: the production scrypt costs tens of milliseconds a hash, which
 * adds up over hundreds of sign-ups and sign-ins. The test app and the test factories use it; the
 * server, the seed and the browser journeys keep scrypt.
 */
export const testPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(8).toString('hex');
    return `${PREFIX}:${salt}:${digest(salt, password).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [prefix, salt = '', expected = ''] = hash.split(':');
    if (prefix !== PREFIX) return false;
    const given = digest(salt, password);
    const stored = Buffer.from(expected, 'hex');
    return stored.length === given.length && timingSafeEqual(stored, given);
  },
};
