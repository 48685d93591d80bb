/**
 * Turns passwords into what `accounts.password` stores and checks a password against it. Sign-up,
 * sign-in, password reset and the seed all go through one hasher, so they always agree.
 * Production uses `createScryptPasswordHasher` (through `createPasswordHasher`), tests the cheap
 * `test/password-hasher.ts`.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password, and for a stored hash it cannot read (never throws for one). */
  verify(input: { hash: string; password: string }): Promise<boolean>;
}
