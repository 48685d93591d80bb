import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PhoneSchema,
} from '@brillo/domain/contracts/account-fields';
import { userRoles } from '@brillo/domain/enums';
import type { Mailer } from '../../adapters/mailer/mailer.ts';
import type { PasswordHasher } from '../../adapters/password-hasher/password-hasher.ts';
import type { BackgroundTasks } from '../../background-tasks.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { accounts, sessions, users, verifications } from '../../db/schema.ts';
import { confirmationEmail, passwordResetEmail } from '../../emails/account-emails.ts';
import { trustedOrigins } from '../same-site.ts';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, COOKIE_PREFIX, authLinks } from './auth-links.ts';

/** Confirmation links last a day; reset links an hour (the email says so). */
const CONFIRMATION_LINK_SECONDS = 24 * 60 * 60;
const RESET_LINK_SECONDS = 60 * 60;

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
];

export interface CreateAuthOptions {
  config: Config;
  db: Database;
  mailer: Mailer;
  passwordHasher: PasswordHasher;
  backgroundTasks: BackgroundTasks;
  logger: FastifyBaseLogger;
}

/** better-auth on Brillo's database and mailer: email + password, confirmed emails, DB sessions. */
export function createAuth({
  config,
  db,
  mailer,
  passwordHasher,
  backgroundTasks,
  logger,
}: CreateAuthOptions) {
  const links = authLinks(config.publicUrl);
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
      schema: { users, sessions, accounts, verifications },
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
      // better-auth hands this to `advanced.backgroundTasks`: the answer does not wait for it.
      async sendResetPassword({ user, token }) {
        const url = links.resetPassword(token);
        await mailer.send({ to: user.email, ...passwordResetEmail({ name: user.name, url }) });
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
      async sendVerificationEmail({ user, token }) {
        const url = links.verifyEmail(token);
        await mailer.send({ to: user.email, ...confirmationEmail({ name: user.name, url }) });
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
    plugins: [bearer()],
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
      // Mails go out after the answer, so its timing does not tell which emails have accounts.
      backgroundTasks: { handler: (task) => backgroundTasks.run(task) },
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

/** Sends the confirmation email of a new account (the link lands on /signin). */
export function confirmationSender(auth: BrilloAuth, publicUrl: string) {
  const { verifiedLanding } = authLinks(publicUrl);
  return async (email: string): Promise<void> => {
    await auth.api.sendVerificationEmail({ body: { email, callbackURL: verifiedLanding } });
  };
}
