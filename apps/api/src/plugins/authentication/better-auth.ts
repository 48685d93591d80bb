import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PhoneSchema,
} from '@brillo/domain/contracts/account-fields';
import { userRoles } from '@brillo/domain/enums';
import { operatorSessionEndsAt } from '@brillo/domain/operator-sessions';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import type { PasswordHasher } from '../../adapters/password-hasher/password-hasher.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { trustedOrigins } from '../same-site.ts';
import {
  CONFIRMATION_LINK_SECONDS,
  RESET_LINK_SECONDS,
  queueConfirmationEmail,
  resetEmailQueuer,
} from './account-email-jobs.ts';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, COOKIE_PREFIX } from './auth-links.ts';

/**
 * better-auth endpoints that could change a user's role, metadata, email or credentials outside
 * the flows Brillo offers, or that serve features Brillo does not have. The Fastify routes only
 * forward an allow-list anyway (routes.ts); this list keeps them off even if a route is added.
 */
const disabledPaths = [
  '/update-user',
  '/update-session',
  '/change-email',
  '/change-password',
  '/set-password',
  '/delete-user',
  '/delete-user/callback',
  '/sign-in/social',
  '/link-social',
  '/unlink-account',
  '/list-accounts',
  '/account-info',
  '/get-access-token',
  '/refresh-token',
  '/verify-password',
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  // The two-factor plugin's endpoints beyond set-up and sign-in: an operator's authenticator is
  // never switched off, and codes are never sent by email (ADR-078).
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
  '/two-factor/generate-backup-codes',
  '/two-factor/view-backup-codes',
];

/** How long a sign-in waits for its authenticator code (the two-factor cookie), in seconds. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 5 * 60;

export interface CreateAuthOptions {
  config: Config;
  db: Database;
  clock: Clock;
  passwordHasher: PasswordHasher;
  /** The account emails go out as its jobs (`account-email-jobs.ts`, ADR-068). */
  jobs: JobQueue;
  logger: FastifyBaseLogger;
}

/**
 * better-auth on Brillo's database and job queue: email + password, confirmed emails, DB sessions.
 * The account emails are jobs (ADR-068), queued before the answer and sent by the workers, so a
 * crash after the answer loses none and the mail server is never on the answer's path.
 */
export function createAuth({ config, db, clock, passwordHasher, jobs, logger }: CreateAuthOptions) {
  const queueResetEmail = resetEmailQueuer({ jobs, db, clock, secret: config.authSecret });
  return betterAuth({
    appName: 'Brillo',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      transaction: true,
      schema: { users, sessions, accounts, verifications, twoFactors },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: { hash: passwordHasher.hash, verify: passwordHasher.verify },
      // Called only for an email with an account, from the job of a reset request (ADR-068).
      async sendResetPassword({ user, token }) {
        await queueResetEmail({ userId: user.id, token });
      },
      // A used link ends the account's other outstanding ones (the only verification rows
      // Brillo stores are reset links, keyed to the user's id; confirmation links are signed).
      async onPasswordReset({ user }) {
        await db.delete(verifications).where(eq(verifications.value, user.id));
      },
    },
    // Rows keep a SHA-256 of each reset token, never the token: a read of the table (a backup,
    // a leaked dump) gives no working link.
    verification: { storeIdentifier: 'hashed' },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: CONFIRMATION_LINK_SECONDS,
      // The job signs its own link when it sends the mail: better-auth's token is not kept.
      async sendVerificationEmail({ user }) {
        await queueConfirmationEmail(jobs, db, user.id);
      },
    },
    user: {
      additionalFields: {
        // Set once, at sign-up; no endpoint Brillo exposes can change them afterwards.
        role: {
          type: [...userRoles],
          required: true,
          input: true,
          validator: { input: z.enum(userRoles) },
        },
        phone: { type: 'string', required: false, input: true, validator: { input: PhoneSchema } },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled account gets no session (PD-36), nor a suspended one (PD-38: asked only
          // once the password was right); an operator's lasts 8 hours (ADR-078).
          async before(session) {
            const [owner] = await db
              .select({
                role: users.role,
                disabledAt: users.disabledAt,
                suspendedAt: users.suspendedAt,
              })
              .from(users)
              .where(eq(users.id, session.userId));
            if (owner?.disabledAt) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_DISABLED',
                message: operatorsTexts.errors.accountDisabled,
              });
            }
            if (owner?.suspendedAt) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_SUSPENDED',
                message: authTexts.errors.accountSuspended,
              });
            }
            if (owner?.role !== 'operator') return;
            return { data: { ...session, expiresAt: operatorSessionEndsAt(clock.now()) } };
          },
        },
      },
      user: {
        update: {
          // Defence in depth: whatever path reaches it, an update touching the role or the phone
          // is dropped whole (better-auth merges a hook's data, so fields cannot be removed).
          async before(user) {
            if (user.role !== undefined || user.phone !== undefined) return false;
          },
        },
      },
    },
    plugins: [
      bearer(),
      // Operators' second factor (PD-36, ADR-078): TOTP with recovery codes. Only operators reach
      // its set-up (modules/operators/two-factor-routes.ts); no device is ever trusted.
      twoFactor({
        issuer: 'Brillo',
        twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS,
        totpOptions: { digits: 6, period: 30 },
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
    disabledPaths,
    // Brillo's own limiter (plugins/rate-limit) counts in the database, shared by every process.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isProduction },
      // better-auth skips its origin check when NODE_ENV is test; Brillo checks everywhere.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    onAPIError: {
      // A refused request (wrong password, invalid origin…) is a client's business, not an error.
      onError(error) {
        if (error instanceof APIError && error.statusCode < 500) {
          logger.debug({ code: error.body?.code }, 'better-auth refused a request');
        } else {
          logger.error({ err: error }, 'better-auth failed');
        }
      },
    },
    logger: {
      level: 'warn',
      log(level, message, ...details) {
        logger[level]({ details }, `better-auth: ${message}`);
      },
    },
  });
}

export type BrilloAuth = ReturnType<typeof createAuth>;
