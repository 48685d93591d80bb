import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TwoFactorVerifiedSchema,
  enableTwoFactor,
  verifyRecoveryCode,
  verifyTotp,
} from '@brillo/domain/contracts/operators';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import type { Dependencies } from '../../dependencies.ts';
import { AppError, errorResponses, notFound } from '../../errors.ts';
import { authErrorFrom } from '../../plugins/authentication/auth-errors.ts';
import { SESSION_COOKIE_NAME } from '../../plugins/authentication/auth-links.ts';
import { route } from '../../plugins/endpoints.ts';
import { verifiedCookieToken } from '../../plugins/authentication/session-lookup.ts';
import { copyStatusAndHeaders, toWebRequest } from '../../plugins/authentication/web-request.ts';
import { deleteOtherSessionsOf } from '../../db/account-sessions.ts';
import { forwardToAuth } from './forward-to-auth.ts';
import { claimTotpCode, forgetOldTotpCodes } from './repository.ts';

const tags = ['cuentas'];
const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * How long an authenticator code counts as used: a code is valid for its 30 s and the window of
 * one step on either side that better-auth accepts, so 2 minutes cover every moment it works.
 */
const CODE_REUSE_SECONDS = 120;

/** The session token in a response's `Set-Cookie` headers, or undefined when it sets none. */
function newSessionToken(response: Response, secret: string): string | undefined {
  for (const cookie of response.headers.getSetCookie()) {
    const start = cookie.indexOf(SESSION_COOKIE_NAME);
    if (start < 0) continue;
    const value = cookie.slice(start + SESSION_COOKIE_NAME.length).split(';')[0] ?? '';
    const token = value ? verifiedCookieToken(value, secret) : null;
    if (token) return token;
  }
  return undefined;
}

/**
 * The operators' second factor (PD-36, ADR-078), forwarded to better-auth's two-factor plugin:
 * - `enable`: an operator signed in with the password alone makes an authenticator: the
 *   `otpauth://` URI and the recovery codes, answered once. Anyone else gets 404.
 * - `verify-totp`: the code of the authenticator, either to finish a sign-in (the short-lived
 *   cookie the sign-in set) or to confirm a new authenticator. A code already used is refused, and
 *   the session it would have opened is ended. Confirming the set-up ends the account's other
 *   sessions, which were opened with the password alone.
 * - `verify-backup-code`: a recovery code instead, once each.
 * Each is rate limited per client address, besides better-auth's own limit of 5 codes per sign-in.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<
  Pick<Dependencies, 'config' | 'auth' | 'guards' | 'db' | 'clock'>
> = async (app, { config, auth, guards, db, clock }) => {
  const forward = { auth, publicUrl: config.publicUrl };

  const alreadySetUp = () =>
    new AppError(409, 'TWO_FACTOR_ALREADY_SET_UP', operatorsTexts.errors.alreadySetUp);

  /**
   * A code finishes a sign-in (nobody signed in yet) or confirms a new authenticator (an operator
   * signed in with the password alone): anyone else gets 404, an operator past both 409.
   */
  async function signingInOrSettingUp(request: FastifyRequest, reply: FastifyReply) {
    const caller = await guards.resolveCaller(request, reply);
    if (!caller) return;
    if (caller.role !== 'operator') throw notFound(commonTexts.errors.routeNotFound);
    if (caller.twoFactorEnabled) throw alreadySetUp();
  }

  /** A recovery code only finishes a sign-in. */
  async function signingIn(request: FastifyRequest, reply: FastifyReply) {
    const caller = await guards.resolveCaller(request, reply);
    if (!caller) return;
    if (caller.role !== 'operator') throw notFound(commonTexts.errors.routeNotFound);
    throw alreadySetUp();
  }

  route(
    app,
    enableTwoFactor,
    {
      onRequest: guards.requireSignedInOperator,
      config: { rateLimit: 'twoFactor' },
      schema: {
        tags,
        summary:
          'Crea la app de autenticación de un operador: la clave y los códigos de recuperación',
        response: errors,
      },
    },
    async (request, reply) => {
      if (request.caller?.twoFactorEnabled) throw alreadySetUp();
      return forwardToAuth(request, reply, { ...forward, body: request.body });
    },
  );

  /** Forwards a code; `claim` may refuse the success (a code used before). */
  async function verifyCode(
    request: FastifyRequest,
    reply: FastifyReply,
    body: { code: string },
    claim?: (userId: string) => Promise<boolean>,
  ) {
    const settingUp = request.caller !== null;
    const response = await auth.handler(toWebRequest(request, config.publicUrl, { body }));
    if (response.status >= 400) {
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      throw await authErrorFrom(response);
    }
    const verified = TwoFactorVerifiedSchema.parse(await response.json());
    const token = newSessionToken(response, config.authSecret);
    if (claim && !(await claim(verified.user.id))) {
      if (token) await deleteSessionToken(token);
      throw new AppError(401, 'CODE_ALREADY_USED', operatorsTexts.errors.codeAlreadyUsed);
    }
    // A new authenticator: the sessions opened with the password alone end (this one stays).
    if (settingUp && token) await deleteOtherSessionsOf(db, verified.user.id, token);
    copyStatusAndHeaders(response, reply);
    return reply.send(verified);
  }

  async function deleteSessionToken(token: string) {
    const context = await auth.$context;
    await context.internalAdapter.deleteSession(token);
  }

  route(
    app,
    verifyTotp,
    {
      onRequest: signingInOrSettingUp,
      config: { rateLimit: 'twoFactor' },
      schema: {
        tags,
        summary: 'Verifica el código de la app de autenticación (inicio de sesión o configuración)',
        response: errors,
      },
    },
    async (request, reply) =>
      verifyCode(request, reply, { code: request.body.code }, async (userId) => {
        const now = clock.now();
        await forgetOldTotpCodes(db, new Date(now.getTime() - CODE_REUSE_SECONDS * 1000));
        return claimTotpCode(db, {
          userId,
          code: request.body.code,
          now,
          windowSeconds: CODE_REUSE_SECONDS,
        });
      }),
  );

  route(
    app,
    verifyRecoveryCode,
    {
      onRequest: signingIn,
      config: { rateLimit: 'twoFactor' },
      schema: {
        tags,
        summary: 'Inicia sesión con un código de recuperación (cada uno sirve una vez)',
        response: errors,
      },
    },
    async (request, reply) => verifyCode(request, reply, { code: request.body.code }),
  );
};
