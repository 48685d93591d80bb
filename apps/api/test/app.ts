import type { PaymentProvider } from '../src/adapters/payments/payment-provider.ts';
import type { PayoutProvider } from '../src/adapters/payouts/payout-provider.ts';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, onTestFinished } from 'vitest';
import type { Geocoder } from '../src/adapters/geocoder/geocoder.ts';
import type { Mailer } from '../src/adapters/mailer/mailer.ts';
import type { PasswordHasher } from '../src/adapters/password-hasher/password-hasher.ts';
import type { FileStorage } from '../src/adapters/storage/file-storage.ts';
import { LOCAL_PUBLIC_FILES_PATH } from '../src/adapters/storage/create-file-storage.ts';
import { createLocalFileStorage } from '../src/adapters/storage/local-file-storage.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import type { Clock as QueueClock } from 'pg-boss';
import type { Clock } from '../src/clock.ts';
import { createTestDatabase } from './database.ts';
import { testPasswordHasher } from './password-hasher.ts';

/**
 * Runs `close` after the current test when called inside one (an `afterAll` registered there
 * would never run), otherwise after the file's tests.
 */
export function closeLater(close: () => Promise<void>): void {
  try {
    onTestFinished(close);
  } catch {
    afterAll(close);
  }
}

/** Settings for tests: quiet logs, no built SPA unless a test asks for one. */
export function testConfig(overrides: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent/brillo-web-dist',
    ...overrides,
  });
}

/**
 * A local-disk storage in a new folder under the system's temporary folder (made on the first
 * write), removed after the test or the file's tests. Answers the storage and its folder.
 */
export function temporaryFileStorage() {
  const root = path.join(os.tmpdir(), `brillo-files-${randomUUID()}`);
  closeLater(() => rm(root, { recursive: true, force: true }));
  return {
    storage: createLocalFileStorage({ root, publicBaseUrl: LOCAL_PUBLIC_FILES_PATH }),
    root,
  };
}

/**
 * The API on this test file's own fresh database, called through `inject` with no open port, with
 * the cheap test password hash unless a test passes the production one. Closed after the file's tests (or after the test that made it).
 * Answers the app, its database, the dependencies its modules got (guards, clock…) and the
 * services built on them (payouts' weekly run, …).
 */
export async function createTestApp(
  options: {
    settings?: Record<string, string>;
    database?: DatabaseHandle;
    mailer?: Mailer;
    geocoder?: Geocoder;
    storage?: FileStorage;
    clock?: Clock;
    passwordHasher?: PasswordHasher;
    onRoute?: (route: RouteOptions) => void;
    paymentProvider?: PaymentProvider;
    payoutProvider?: PayoutProvider;
    /** pg-boss's `TestClock` for the job queue, with `clock` reading it (test/job-clock.ts). */
    jobClock?: QueueClock;
  } = {},
) {
  const database = options.database ?? (await createTestDatabase());
  const { app, deps, services, callerChanges, jobs, liveEvents, discoveryChanges } = await buildApp(
    {
      config: testConfig(options.settings),
      database,
      logger: false,
      mailer: options.mailer,
      geocoder: options.geocoder,
      // Uploads never land in the repository's data folder; S3 settings make their own bucket.
      storage:
        options.storage ??
        (options.settings?.S3_BUCKET ? undefined : temporaryFileStorage().storage),
      clock: options.clock,
      onRoute: options.onRoute,
      passwordHasher: options.passwordHasher ?? testPasswordHasher,
      paymentProvider: options.paymentProvider,
      payoutProvider: options.payoutProvider,
      jobClock: options.jobClock,
    },
  );
  closeLater(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, deps, services, callerChanges, jobs, liveEvents, discoveryChanges };
}
