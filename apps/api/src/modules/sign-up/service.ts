import type { SignUp, SignedUp } from '@brillo/domain/contracts/sign-up';
import type { FastifyBaseLogger } from 'fastify';
import type { PasswordHasher } from '../../adapters/password-hasher/password-hasher.ts';
import type { BackgroundTasks } from '../../background-tasks.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { emailTaken } from '../../plugins/authentication/auth-errors.ts';
import { EmailAlreadyRegisteredError, insertAccount, isEmailTaken } from './repository.ts';

export interface SignUpServiceDependencies {
  db: Database;
  clock: Clock;
  passwordHasher: PasswordHasher;
  backgroundTasks: BackgroundTasks;
  /** Emails the confirmation link of a new account. */
  sendConfirmation: (email: string) => Promise<void>;
}

/**
 * Signing up: one account with its role's profile, then the confirmation email. The transaction
 * lives in the repository; this decides what happens around it.
 */
export function createSignUpService({
  db,
  clock,
  passwordHasher,
  backgroundTasks,
  sendConfirmation,
}: SignUpServiceDependencies) {
  return {
    /**
     * Creates the account, or refuses with 409 EMAIL_TAKEN. The confirmation email goes out after
     * the answer: a sign-up holds its connection only for its hash and its transaction. A mail
     * that cannot be sent does not undo the account: the person can ask for it again from /signin.
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
      backgroundTasks.run(
        sendConfirmation(account.email).catch((error: unknown) => {
          log.error({ err: error }, 'the confirmation email could not be sent');
        }),
      );
      return account;
    },
  };
}

export type SignUpService = ReturnType<typeof createSignUpService>;
