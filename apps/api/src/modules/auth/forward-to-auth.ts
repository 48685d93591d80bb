import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { BrilloAuth } from '../../plugins/authentication/better-auth.ts';
import { copyStatusAndHeaders, toWebRequest } from '../../plugins/authentication/web-request.ts';
import { authErrorFrom } from '../../plugins/authentication/auth-errors.ts';

export interface ForwardOptions {
  auth: BrilloAuth;
  /** Base for the web request's URL (better-auth reads only its path and query). */
  publicUrl: string;
  /** The body to send, as the route validated it; nothing for GET. */
  body?: unknown;
  /** Replaces the request's path and query, e.g. to force a callback URL. */
  path?: string;
  /**
   * Forwards without the caller's session: for endpoints about an email in the body, which
   * better-auth would otherwise apply to the signed-in user's own address.
   */
  withoutCredentials?: boolean;
  /** Forwards without the `Sec-Fetch-*` headers (web-request.ts says when that is safe). */
  withoutFetchMetadata?: boolean;
  /**
   * Leaves every `Set-Cookie` of better-auth out of the answer: for a client that keeps its
   * session as a bearer token, which must get no cookie.
   */
  withoutCookies?: boolean;
  /**
   * The contract of this particular answer, when the route declares several: the JSON success
   * body is parsed with it, which drops every field it does not name (the token, for a cookie
   * sign-in), before the route's serializer checks it again.
   */
  answer?: ZodType;
  /** Rewrites a redirect's Location. */
  rewriteLocation?: (location: string) => string;
}

/**
 * Hands the request to better-auth and passes its answer back: status, headers (each
 * `Set-Cookie` on its own, unless `withoutCookies`; never the headers that hand the session token
 * to JavaScript, web-request.ts) and body. An error answer becomes Brillo's error shape with a Spanish
 * message (auth-errors.ts). A JSON success body is handed to the route's serializer, so the answer
 * is checked against (and trimmed to) the schema the route declares.
 */
export async function forwardToAuth(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ForwardOptions,
): Promise<FastifyReply> {
  const response = await options.auth.handler(
    toWebRequest(request, options.publicUrl, {
      body: options.body,
      path: options.path,
      withoutCredentials: options.withoutCredentials,
      withoutFetchMetadata: options.withoutFetchMetadata,
    }),
  );
  if (response.status >= 400) {
    // An error may still clear a stale session cookie.
    const cookies = options.withoutCookies ? [] : response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    const error = await authErrorFrom(response);
    if (error.statusCode >= 500) {
      request.log.error({ status: response.status }, 'better-auth answered with a server error');
    }
    throw error;
  }
  copyStatusAndHeaders(response, reply, { withoutCookies: options.withoutCookies });
  const location = response.headers.get('location');
  if (location && options.rewriteLocation) {
    reply.header('location', options.rewriteLocation(location));
  }
  const body = await successBody(response);
  return reply.send(options.answer && body !== undefined ? options.answer.parse(body) : body);
}

/** A JSON body as a value for the serializer; no body (a redirect) as nothing; anything else as is. */
async function successBody(response: Response): Promise<unknown> {
  if (response.body === null) return undefined;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('application/json') ? response.json() : response.body;
}
