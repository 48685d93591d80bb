import { createEmailVerificationToken } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mailer/mailer.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { confirmationEmail, passwordResetEmail } from '../../emails/account-emails.ts';
import type { JobHandler, JobQueue, JobQueueLogger } from '../../jobs/job-queue.ts';
import { defaultQueueOptions, defineQueue } from '../../jobs/queues.ts';
import { sealerFor } from '../../jobs/sealed-text.ts';
import { authLinks } from './auth-links.ts';

/** Confirmation links last a day; reset links an hour (the email says so). */
export const CONFIRMATION_LINK_SECONDS = 24 * 60 * 60;
export const RESET_LINK_SECONDS = 60 * 60;

/** The purpose the reset tokens are sealed for: their own key, derived from AUTH_SECRET. */
const RESET_TOKEN_PURPOSE = 'password-reset link token';
/** The purpose the addresses of reset requests are sealed for. */
const RESET_REQUEST_PURPOSE = 'password-reset request address';

/**
 * One account email, as the `pgboss.job` table keeps it until it is sent (ADR-068):
 * - `confirmation`: the account's id, nothing else. The link is signed when the mail is sent, so
 *   the table never holds a link that works.
 * - `password-reset-request`: the address someone asked a reset link for, sealed with a key derived
 *   from AUTH_SECRET (`sealed-text.ts`). The request's answer does nothing else, whether the
 *   address has an account or not, so its timing tells nobody which addresses do (ADR-068); the
 *   job asks better-auth for the link, which queues the next job when there is an account.
 * - `password-reset`: the account's id, the link's one-time token sealed the same way
 *   (better-auth keeps only its hash, ADR-024) and when the link expires.
 * A sent job is deleted at once, token and all; a reset whose link has expired is not sent.
 */
export type AccountEmailJob =
  | { email: 'confirmation'; userId: string }
  | { email: 'password-reset-request'; sealedAddress: string }
  | { email: 'password-reset'; userId: string; sealedToken: string; expiresAt: string };

/**
 * The account emails: the default policy (a mail server that is down delays them, about a day of
 * retries), deleted once sent; one that fails for the last time is kept an hour, the life of a
 * reset link, for inspection.
 */
export const accountEmailQueue = defineQueue<AccountEmailJob>(
  'account-email',
  { ...defaultQueueOptions, deleteAfterSeconds: RESET_LINK_SECONDS },
  { deleteWhenDone: true },
);

/** Queues the confirmation email of an account (sign-up, or a request to send it again). */
export async function queueConfirmationEmail(
  jobs: JobQueue,
  executor: Executor,
  userId: string,
): Promise<void> {
  await jobs.enqueue(executor, accountEmailQueue, { email: 'confirmation', userId });
}

/** A reset link better-auth made: whose it is and its one-time token. */
export interface ResetLink {
  userId: string;
  token: string;
}

/**
 * Queues a reset request for an address: the whole of the request's work, the same for every
 * address (the job finds out whether it has an account).
 */
export async function queuePasswordResetRequest(
  jobs: JobQueue,
  executor: Executor,
  secret: string,
  address: string,
): Promise<void> {
  const sealedAddress = sealerFor(secret, RESET_REQUEST_PURPOSE).seal(address.trim());
  await jobs.enqueue(executor, accountEmailQueue, {
    email: 'password-reset-request',
    sealedAddress,
  });
}

/** Queues the reset email of the link better-auth made for an account, its token sealed. */
export function resetEmailQueuer({
  jobs,
  db,
  clock,
  secret,
}: {
  jobs: JobQueue;
  db: Database;
  clock: Clock;
  secret: string;
}) {
  const sealer = sealerFor(secret, RESET_TOKEN_PURPOSE);
  return async (link: ResetLink): Promise<void> => {
    const expiresAt = new Date(clock.now().getTime() + RESET_LINK_SECONDS * 1000);
    await jobs.enqueue(db, accountEmailQueue, {
      email: 'password-reset',
      userId: link.userId,
      sealedToken: sealer.seal(link.token),
      expiresAt: expiresAt.toISOString(),
    });
  };
}

async function readRecipient(db: Database, userId: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/**
 * Sends one account email: reads the account now (its current address and name), builds the link
 * and hands the rendered email to the mailer. A send that throws fails the job, which is retried
 * with backoff. Nothing is sent for a confirmed account's confirmation, an expired reset link, a
 * reset of an email without an account, or an account that is gone.
 */
export function sendAccountEmail({
  db,
  mailer,
  clock,
  config,
  logger,
  requestReset,
}: AccountEmailDependencies): JobHandler<AccountEmailJob> {
  const links = authLinks(config.publicUrl);
  const sealer = sealerFor(config.authSecret, RESET_TOKEN_PURPOSE);
  const addresses = sealerFor(config.authSecret, RESET_REQUEST_PURPOSE);
  return async (job) => {
    if (job.email === 'password-reset-request') {
      let address: string;
      try {
        address = addresses.open(job.sealedAddress);
      } catch (error) {
        logger.error({ err: error }, 'a reset request could not be opened');
        return;
      }
      await requestReset(address);
      return;
    }
    if (job.email === 'password-reset') {
      if (clock.now().getTime() >= Date.parse(job.expiresAt)) return;
      let token: string;
      try {
        token = sealer.open(job.sealedToken);
      } catch (error) {
        // Sealed under another AUTH_SECRET: no retry can open it; the person can ask again.
        logger.error({ err: error, userId: job.userId }, 'a reset link could not be opened');
        return;
      }
      const person = await readRecipient(db, job.userId);
      if (!person) return;
      const url = links.resetPassword(token);
      await mailer.send({ to: person.email, ...passwordResetEmail({ name: person.name, url }) });
      return;
    }
    const person = await readRecipient(db, job.userId);
    if (!person || person.verified) return;
    // As better-auth signs its own confirmation links, with the account's id in them.
    const token = await createEmailVerificationToken(
      config.authSecret,
      person.email,
      undefined,
      CONFIRMATION_LINK_SECONDS,
      { userId: person.id },
    );
    const url = links.verifyEmail(token);
    await mailer.send({ to: person.email, ...confirmationEmail({ name: person.name, url }) });
  };
}

export interface AccountEmailDependencies {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  config: Config;
  logger: JobQueueLogger;
  /** Asks better-auth for a reset link for the address (it queues the email when there is an account). */
  requestReset: (address: string) => Promise<unknown>;
}

/** Makes the app's job queue send the account emails. */
export function handleAccountEmails(jobs: JobQueue, deps: AccountEmailDependencies): void {
  jobs.handle(accountEmailQueue, sendAccountEmail(deps));
}
