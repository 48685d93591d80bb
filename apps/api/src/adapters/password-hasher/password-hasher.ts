import { hashPassword, verifyPassword } from 'better-auth/crypto';

/**
 * Turns passwords into what `accounts.password` stores and checks a password against it. Sign-up,
 * sign-in, password reset and the seed all go through one hasher, so they always agree.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/** better-auth's own scrypt hash, the one production uses. */
export const scryptPasswordHasher: PasswordHasher = {
  hash: hashPassword,
  verify: verifyPassword,
};
