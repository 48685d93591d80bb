import type { Geocoder } from './adapters/geocoder/geocoder.ts';
import type { Mailer } from './adapters/mailer/mailer.ts';
import type { PaymentProvider } from './adapters/payments/payment-provider.ts';
import type { PasswordHasher } from './adapters/password-hasher/password-hasher.ts';
import type { FileStorage } from './adapters/storage/file-storage.ts';
import type { Clock } from './clock.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { BookingChangeEffect } from './booking-lifecycle/changes.ts';
import type { PayoutProvider } from './adapters/payouts/payout-provider.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { BrilloAuth } from './plugins/authentication/better-auth.ts';
import type { Guards } from './plugins/authentication/guards.ts';

/**
 * Everything a module may depend on, built once by `buildApp` (app.ts, the composition root).
 * Each module's routes plugin declares the part it uses as its typed options,
 * `FastifyPluginAsyncZod<Pick<Dependencies, 'db' | 'clock'>>`, and hands it to its service.
 * Modules never read Fastify decorators: this object is the one way dependencies reach them.
 */
export interface Dependencies {
  config: Config;
  db: Database;
  /** Resolves when the database answers; rejects otherwise. */
  pingDatabase: () => Promise<void>;
  clock: Clock;
  mailer: Mailer;
  geocoder: Geocoder;
  /** Uploaded files: public ones (avatars) and private ones (identity documents), ADR-033. */
  storage: FileStorage;
  passwordHasher: PasswordHasher;
  /** Takes payments: Fintoc, or the sandbox bank outside production (ADR-040). */
  paymentProvider: PaymentProvider;
  /** How agents are paid (`PAYOUT_PROVIDER`, issue 33): the sandbox, Fintoc Transfers or a bank file. */
  payoutProvider: PayoutProvider;
  /**
   * The persistent job queue (ADR-043): all background work runs as its jobs, deadlines, emails
   * and scheduled work alike (ADR-068).
   */
  jobs: JobQueue;
  /**
   * What follows every booking change in its transaction: deadline and email jobs, live events
   * (ADR-043). The booking, payment and rating services call it.
   */
  onBookingChange: BookingChangeEffect;
  /** better-auth; only the account module talks to it directly. */
  auth: BrilloAuth;
  /** `requireSession`, `requireRole(role)` preHandlers; `callerOf` is a plain import. */
  guards: Guards;
}
