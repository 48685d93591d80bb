import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resendConfirmation, verifyEmail } from '@brillo/domain/contracts/email-confirmation';
import { withSchemas } from '@brillo/domain/contracts/endpoint';
import { signOut } from '@brillo/domain/contracts/light-endpoints';
import { requestPasswordReset, resetPassword } from '@brillo/domain/contracts/password-reset';
import {
  SESSION_TRANSPORT_HEADER,
  SignInHeadersSchema,
  SignedInSchema,
  SignedInWithTokenSchema,
  TwoFactorRequiredSchema,
  signIn,
} from '@brillo/domain/contracts/sign-in';
import { z } from 'zod';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses, notFound } from '../../errors.ts';
import { authLinks } from '../../plugins/authentication/auth-links.ts';
import { queuePasswordResetRequest } from '../../plugins/authentication/account-email-jobs.ts';
import { route } from '../../plugins/endpoints.ts';
import type { RateLimitedAction } from '../../plugins/rate-limit/rate-limit.ts';
import { deleteOtherSessionsOf } from '../../db/account-sessions.ts';
import { forwardToAuth, type ForwardOptions } from './forward-to-auth.ts';

const errors = errorResponses(400, 401, 403);
const limitedErrors = errorResponses(400, 401, 403, 429);
const tags = ['cuentas'];

/**
 * The account endpoints under /api/auth (docs/authentication.md). Each validates its input with
 * the domain's schemas, counts against its rate limit (route option), then forwards to
 * better-auth (a reset request queues a job that does). Every other
 * better-auth endpoint (update-user, change-email, delete-user…) is answered 404 by the
 * catch-all at the end: a user's role and metadata are set at sign-up and nowhere else.
 */
export const authRoutes: FastifyPluginAsyncZod<
  Pick<Dependencies, 'config' | 'auth' | 'jobs' | 'db' | 'guards'>
> = async (app, { config, auth, jobs, db, guards }) => {
  const links = authLinks(config.publicUrl);
  const forward = { auth, publicUrl: config.publicUrl } satisfies ForwardOptions;

  /**
   * Two ways to be signed in (ADR-023). By default, as the web app: the `HttpOnly` session cookie,
   * and no token in the body or in any header. With `x-session-transport: bearer`, as an API
   * client: the token in the body, no cookie. A browser page on another site cannot send that
   * header without a CORS preflight, which Brillo does not answer, so such a request is no
   * cross-site browser request: it is forwarded without the cookies, bearer token and Fetch
   * Metadata it carries, the signs better-auth's origin check takes for a browser's, and a client
   * without `Origin` signs in. An `Origin` (or `Referer`) of another site is refused all the same.
   */
  route(
    app,
    signIn,
    {
      config: { rateLimit: 'signIn' },
      schema: {
        tags,
        summary: 'Inicia sesión con correo y contraseña',
        description:
          'Sin encabezado (la aplicación web): la sesión queda en la cookie HttpOnly y la ' +
          'respuesta no trae el token. Con x-session-transport: bearer (clientes de la API): la ' +
          'respuesta trae token, para Authorization: Bearer, y no se crea cookie.',
        headers: SignInHeadersSchema,
        response: limitedErrors,
      },
    },
    async (request, reply) => {
      const bearer = request.headers[SESSION_TRANSPORT_HEADER] === 'bearer';
      return forwardToAuth(request, reply, {
        ...forward,
        body: request.body,
        ...(bearer
          ? {
              answer: z.union([SignedInWithTokenSchema, TwoFactorRequiredSchema]),
              withoutCredentials: true,
              withoutFetchMetadata: true,
              withoutCookies: true,
            }
          : { answer: z.union([SignedInSchema, TwoFactorRequiredSchema]) }),
      });
    },
  );

  route(
    app,
    await withSchemas(signOut),
    {
      schema: { tags, summary: 'Cierra la sesión actual', response: errors },
    },
    async (request, reply) => {
      // An operator's sign-out ends every session of the account, on every device (PD-36): the
      // others before the sign-out answers (forwarding sends the answer), this one by the sign-out.
      const caller = await guards.resolveCaller(request);
      if (caller?.role === 'operator') {
        await deleteOtherSessionsOf(db, caller.userId, caller.sessionToken);
      }
      return forwardToAuth(request, reply, { ...forward, body: {} });
    },
  );

  /**
   * An endpoint that mails the address in its body, limited per IP and per address. It answers
   * alike whoever is signed in: the address in the body decides, never the caller's session.
   */
  function mailingRoute(
    definition: typeof resendConfirmation,
    summary: string,
    action: RateLimitedAction,
  ) {
    route(
      app,
      definition,
      {
        config: { rateLimit: action },
        schema: { tags, summary, response: limitedErrors },
      },
      async (request, reply) =>
        forwardToAuth(request, reply, {
          ...forward,
          body: { email: request.body.email },
          withoutCredentials: true,
        }),
    );
  }

  mailingRoute(resendConfirmation, 'Reenvía el correo de confirmación', 'resendConfirmation');

  route(
    app,
    verifyEmail,
    {
      schema: {
        tags,
        summary: 'El enlace de confirmación: confirma el correo y redirige a /signin',
        response: errorResponses(400),
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      if (!token) return reply.redirect(links.verificationFailedLanding('invalid'));
      // Whatever the link says, it lands on Brillo's own /signin.
      const query = new URLSearchParams({ token, callbackURL: links.verifiedLanding });
      return forwardToAuth(request, reply, {
        ...forward,
        path: `${request.url.split('?')[0]}?${query}`,
        rewriteLocation(location) {
          const failure = new URL(location).searchParams.get('error');
          if (!failure) return links.verifiedLanding;
          return links.verificationFailedLanding(
            failure === 'TOKEN_EXPIRED' ? 'expired' : 'invalid',
          );
        },
      });
    },
  );

  route(
    app,
    requestPasswordReset,
    {
      config: { rateLimit: 'passwordResetRequest' },
      schema: {
        tags,
        summary: 'Envía un enlace para elegir una nueva contraseña (misma respuesta exista o no)',
        response: limitedErrors,
      },
    },
    // The answer's only work is one job, the same for every address, so how long it takes tells
    // nobody whether the address has an account; the job asks better-auth for the link (ADR-068).
    async (request) => {
      await queuePasswordResetRequest(jobs, db, config.authSecret, request.body.email);
      return { status: true as const };
    },
  );

  route(
    app,
    resetPassword,
    {
      schema: {
        tags,
        summary: 'Guarda la nueva contraseña y cierra todas las sesiones',
        response: errors,
      },
    },
    async (request, reply) => forwardToAuth(request, reply, { ...forward, body: request.body }),
  );

  app.all('/auth/*', { schema: { hide: true } }, async () => {
    throw notFound(commonTexts.errors.routeNotFound);
  });
};
