import type { SignUp, SignedUp } from '@brillo/domain/contracts/sign-up';
import type { PasswordHasher } from '../../adapters/password-hasher/password-hasher.ts';
import type { Clock } from '../../clock.ts';
import type { Database, Executor } from '../../db/client.ts';
import { emailTaken } from '../../plugins/authentication/auth-errors.ts';
import { EmailAlreadyRegisteredError, insertAccount, isEmailTaken } from './repository.ts';

export interface SignUpServiceDependencies {
  db: Database;
  clock: Clock;
  passwordHasher: PasswordHasher;
  /**
   * Queues the confirmation email of a new account, in the account's transaction (a job, sent by
   * the workers: ADR-068).
   */
  queueConfirmation: (executor: Executor, userId: string) => Promise<void>;
}

/**
 * Signing up: one account with its role's profile and its confirmation email's job, in one
 * transaction (in the repository): an account exists exactly when its mail is on its way.
 */
export function createSignUpService({
  db,
  clock,
  passwordHasher,
  queueConfirmation,
}: SignUpServiceDependencies) {
  return {
    /**
     * Creates the account and queues its confirmation email, or refuses with 409 EMAIL_TAKEN; the
     * workers send the mail, so the answer never waits for the mail server. A mail that cannot
     * be sent does not undo the account: the person can ask for it again from /signin.
     */
    async signUp(input: SignUp): Promise<SignedUp> {
      if (await isEmailTaken(db, input.email)) throw emailTaken();
      const passwordHash = await passwordHasher.hash(input.password);
      try {
        return await insertAccount(
          db,
          { signUp: input, passwordHash, createdAt: clock.now() },
          queueConfirmation,
        );
      } catch (error) {
        if (error instanceof EmailAlreadyRegisteredError) throw emailTaken();
        throw error;
      }
    },
  };
}

export type SignUpService = ReturnType<typeof createSignUpService>;
