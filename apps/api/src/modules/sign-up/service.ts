import type { SignUp, SignedUp } from '@brillo/domain/contracts/sign-up';
import type { FastifyBaseLogger } from 'fastify';
import type { PasswordHasher } from '../../adapters/password-hasher/password-hasher.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { emailTaken } from '../../plugins/authentication/auth-errors.ts';
import { EmailAlreadyRegisteredError, insertAccount, isEmailTaken } from './repository.ts';

export interface SignUpServiceDependencies {
  db: Database;
  clock: Clock;
  passwordHasher: PasswordHasher;
  /** Queues the confirmation email of a new account (a job, sent by the workers: ADR-068). */
  queueConfirmation: (userId: string) => Promise<void>;
}

/**
 * Signing up: one account with its role's profile, then the confirmation email. The transaction
 * lives in the repository; this decides what happens around it.
 */
export function createSignUpService({
  db,
  clock,
  passwordHasher,
  queueConfirmation,
}: SignUpServiceDependencies) {
  return {
    /**
     * Creates the account, or refuses with 409 EMAIL_TAKEN, then queues the confirmation email
     * before answering; the workers send it, so the answer never waits for the mail server. A
     * mail that cannot be queued or sent does not undo the account: the person can ask for it
     * again from /signin.
     */
    async signUp(input: SignUp, log: FastifyBaseLogger): Promise<SignedUp> {
      if (await isEmailTaken(db, input.email)) throw emailTaken();
      const passwordHash = await passwordHasher.hash(input.password);
      let account: SignedUp;
      try {
        account = await insertAccount(db, { signUp: input, passwordHash, createdAt: clock.now() });
      } catch (error) {
        if (error instanceof EmailAlreadyRegisteredError) throw emailTaken();
        throw error;
      }
      try {
        await queueConfirmation(account.userId);
      } catch (error) {
        log.error({ err: error }, 'the confirmation email could not be queued');
      }
      return account;
    },
  };
}

export type SignUpService = ReturnType<typeof createSignUpService>;
