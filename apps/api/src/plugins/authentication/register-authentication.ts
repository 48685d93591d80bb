import type { FastifyInstance } from 'fastify';
import type { PasswordHasher } from '../../adapters/password-hasher/password-hasher.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { assertSameSite } from '../same-site.ts';
import { SESSION_COOKIE_NAME } from './auth-links.ts';
import { createAuth } from './better-auth.ts';
import { isStateChanging } from '../cache-notifications.ts';
import { watchCallerChanges } from './caller-changes.ts';
import { createGuards } from './guards.ts';

function carriesSessionCookie(cookie: string | undefined): boolean {
  return cookie?.includes(SESSION_COOKIE_NAME) ?? false;
}

export interface AuthenticationOptions {
  config: Config;
  db: Database;
  clock: Clock;
  passwordHasher: PasswordHasher;
  /** The account emails are its jobs (ADR-068). */
  jobs: JobQueue;
  /** The database's notifications, which keep the cache of callers true (ADR-030). */
  listen: DatabaseHandle['listen'];
}

/**
 * Creates better-auth on the app's database, job queue and password hasher, gives every request a
 * `caller` slot, and checks the origin of cookie-carrying changes. Answers the `auth` instance
 * (for the account routes), the guards every module uses, and the caller changes this process
 * listens to (tests wait on them).
 */
export async function registerAuthentication(app: FastifyInstance, options: AuthenticationOptions) {
  const auth = createAuth({ ...options, logger: app.log });
  app.decorateRequest('caller', null);
  // A browser request that carries the session cookie and changes something must come from one
  // of Brillo's own pages, whichever module answers it (better-auth checks its own routes too).
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isStateChanging(request.method) || !carriesSessionCookie(request.headers.cookie)) {
      done();
      return;
    }
    try {
      assertSameSite(request, options.config, { originRequired: true });
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
  const { cache, callerChanges } = await watchCallerChanges(app, options.listen);
  const guards = createGuards({ auth, db: options.db, cache, clock: options.clock });
  return { auth, guards, callerChanges };
}
