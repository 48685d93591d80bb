import type { VerificationFailure } from '@brillo/domain/contracts/email-confirmation';

/** better-auth names its cookies `<prefix>.<name>` (`__Secure-` first in production). */
export const COOKIE_PREFIX = 'brillo';
export const SESSION_COOKIE_NAME = `${COOKIE_PREFIX}.session_token=`;

/** Where the Fastify routes forward to better-auth; the emailed confirmation links point here. */
export const AUTH_BASE_PATH = '/api/auth';

/**
 * The header that carries the client IP (Fastify's `request.ip`, which honours TRUST_PROXY) to
 * better-auth for its session records. Any value a client sends is dropped (web-request.ts).
 */
export const CLIENT_IP_HEADER = 'x-brillo-client-ip';

/**
 * The absolute links Brillo emails and redirects to, built on PUBLIC_URL (docs/authentication.md):
 * the confirmation link passes through the API, then lands on the web app's /signin.
 */
export function authLinks(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  const verifiedLanding = `${base}/signin?verified=1`;
  return {
    verifiedLanding,
    verificationFailedLanding: (reason: VerificationFailure) =>
      `${base}/signin?verification=${reason}`,
    verifyEmail: (token: string) =>
      `${base}${AUTH_BASE_PATH}/verify-email?token=${encodeURIComponent(token)}` +
      `&callbackURL=${encodeURIComponent(verifiedLanding)}`,
    resetPassword: (token: string) => `${base}/reset-password?token=${encodeURIComponent(token)}`,
  };
}

export type AuthLinks = ReturnType<typeof authLinks>;
