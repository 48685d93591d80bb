import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from './auth-links.ts';

/** Headers that describe the Node connection or the original body, not the forwarded request. */
const droppedHeaders = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'upgrade',
  'expect',
  CLIENT_IP_HEADER,
]);

/**
 * Headers better-auth's bearer plugin adds to an answer that sets the session cookie, so that
 * browser JavaScript can read the token (`set-auth-token`, exposed to CORS). Brillo never passes
 * them on: the token is given only in the body of a bearer sign-in (docs/authentication.md).
 */
const tokenHeaders = new Set(['set-auth-token', 'access-control-expose-headers']);

/** Headers that name a session. */
const credentialHeaders = new Set(['authorization', 'cookie']);

/**
 * Fetch Metadata: browsers send them, and so does Node's `fetch` (`sec-fetch-mode: cors`).
 * better-auth takes any of them as a sign of a browser and then requires a trusted `Origin`.
 */
const fetchMetadataHeaders = new Set([
  'sec-fetch-site',
  'sec-fetch-mode',
  'sec-fetch-dest',
  'sec-fetch-user',
]);

export interface WebHeaderOptions {
  /** Drops the session cookie and bearer token: forwards as if nobody were signed in. */
  withoutCredentials?: boolean;
  /**
   * Drops the Fetch Metadata headers: for a request that proved it is not a cross-site browser
   * request another way (the bearer sign-in's custom header, which needs a CORS preflight).
   * `Origin` and `Referer` are kept, and still checked.
   */
  withoutFetchMetadata?: boolean;
}

/**
 * The request's headers as web `Headers`, with the client IP that Fastify resolved (TRUST_PROXY
 * decides whether X-Forwarded-For counts) in a header of our own. A client's value for that header
 * is dropped, so nobody picks the address better-auth records. `withoutCredentials` drops the
 * session cookie and bearer token too, `withoutFetchMetadata` the `Sec-Fetch-*` headers.
 */
export function toWebHeaders(
  request: FastifyRequest,
  { withoutCredentials = false, withoutFetchMetadata = false }: WebHeaderOptions = {},
): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || droppedHeaders.has(name)) continue;
    if (withoutCredentials && credentialHeaders.has(name)) continue;
    if (withoutFetchMetadata && fetchMetadataHeaders.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/**
 * A web `Request` for better-auth's handler: the same method, path and headers, and `body` (already
 * validated by the route) as JSON. `path` overrides the request's own path and query; the header
 * options are `toWebHeaders`'.
 */
export function toWebRequest(
  request: FastifyRequest,
  publicUrl: string,
  options: WebHeaderOptions & { body?: unknown; path?: string } = {},
): Request {
  const headers = toWebHeaders(request, options);
  const sendsBody = options.body !== undefined && !['GET', 'HEAD'].includes(request.method);
  if (sendsBody) headers.set('content-type', 'application/json');
  return new Request(new URL(options.path ?? request.url, publicUrl), {
    method: request.method,
    headers,
    body: sendsBody ? JSON.stringify(options.body) : undefined,
  });
}

/**
 * Copies a web response's status and headers (every `Set-Cookie` separately, none with
 * `withoutCookies`) onto the reply, less the headers that would hand the session token to
 * JavaScript. The body is left to the caller.
 */
export function copyStatusAndHeaders(
  response: Response,
  reply: FastifyReply,
  { withoutCookies = false }: { withoutCookies?: boolean } = {},
): void {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length' || tokenHeaders.has(name)) continue;
    reply.header(name, value);
  }
  const cookies = withoutCookies ? [] : response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}
