import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRole } from '@brillo/domain/enums';
import { texts } from '@brillo/domain/texts.es-CL';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { assertSameSite } from './same-site.ts';
import { createAuth, type BrilloAuth } from '../modules/auth/auth.ts';
import { SESSION_COOKIE_NAME } from '../modules/auth/auth-links.ts';
import { toWebHeaders } from '../modules/auth/web-request.ts';

/** Who is calling: the signed-in user and the session the request carried. */
export interface Caller {
  userId: string;
  role: UserRole;
  name: string;
  email: string;
  phone: string | null;
  /** When the account was created. */
  userCreatedAt: Date;
  sessionId: string;
  /** The session's token: what a bearer client sends. Never send it to a cookie client. */
  sessionToken: string;
  /** When this session was opened, i.e. the caller's last sign-in. */
  signedInAt: Date;
  /** How the request authenticated: the web app's cookie or `Authorization: Bearer`. */
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** better-auth, configured for Brillo (modules/auth/auth.ts). */
    auth: BrilloAuth;
  }
  interface FastifyRequest {
    /** Set by `requireSession` / `requireRole` (or `resolveCaller`); null when signed out. */
    caller: Caller | null;
  }
}

const resolved = new WeakMap<FastifyRequest, Promise<Caller | null>>();

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header || header.slice(0, 7).toLowerCase() !== 'bearer ') return undefined;
  return header.slice(7).trim() || undefined;
}

/** The session token a bearer credential names; a malformed one names none. */
function decodedToken(credential: string): string | undefined {
  try {
    return decodeURIComponent(credential).split('.')[0];
  } catch {
    return undefined;
  }
}

async function lookUpCaller(request: FastifyRequest, reply?: FastifyReply) {
  const { headers, response } = await request.server.auth.api.getSession({
    headers: toWebHeaders(request),
    returnHeaders: true,
  });
  if (!response) return null;
  const { session, user } = response;
  // The bearer plugin accepts the raw token or its signed form (`token.signature`).
  const sentToken = bearerToken(request);
  const via = sentToken !== undefined && decodedToken(sentToken) === session.token;
  // A session close to expiry is extended; the cookie client gets the refreshed cookie.
  const cookies = headers.getSetCookie();
  if (!via && reply && cookies.length > 0) reply.header('set-cookie', cookies);
  const caller: Caller = {
    userId: user.id,
    role: user.role,
    name: user.name,
    email: user.email,
    phone: user.phone ?? null,
    userCreatedAt: user.createdAt,
    sessionId: session.id,
    sessionToken: session.token,
    signedInAt: session.createdAt,
    via: via ? 'bearer' : 'cookie',
  };
  return caller;
}

/**
 * The signed-in caller of this request (cookie or bearer), or null. Looked up once per request
 * and kept on `request.caller`.
 */
export function resolveCaller(request: FastifyRequest, reply?: FastifyReply) {
  let pending = resolved.get(request);
  if (!pending) {
    pending = lookUpCaller(request, reply).then((caller) => {
      request.caller = caller;
      return caller;
    });
    resolved.set(request, pending);
  }
  return pending;
}

/** preHandler: refuses a signed-out request with a 401 in the error shape. */
export async function requireSession(request: FastifyRequest, reply: FastifyReply) {
  if (!(await resolveCaller(request, reply))) throw unauthorized();
}

/** preHandler: 401 when signed out, 403 when signed in with the other role. */
export function requireRole(role: UserRole) {
  return async function requireRoleHandler(request: FastifyRequest, reply: FastifyReply) {
    const caller = await resolveCaller(request, reply);
    if (!caller) throw unauthorized();
    if (caller.role !== role) {
      throw forbidden(role === 'agent' ? texts.auth.agentsOnly : texts.auth.customersOnly);
    }
  };
}

/** The caller in a handler behind `requireSession` / `requireRole`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

function carriesSessionCookie(request: FastifyRequest): boolean {
  return request.headers.cookie?.includes(SESSION_COOKIE_NAME) ?? false;
}

function isStateChanging(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method);
}

/** Creates better-auth on the app's database and mailer and makes the guards above work. */
export function registerAuthentication(
  app: FastifyInstance,
  { config, db }: { config: Config; db: Database },
) {
  app.decorate('auth', createAuth({ config, db, mailer: app.mailer, logger: app.log }));
  app.decorateRequest('caller', null);
  // A browser request that carries the session cookie and changes something must come from one
  // of Brillo's own pages, whichever module answers it (better-auth checks its own routes too).
  app.addHook('onRequest', async (request) => {
    if (isStateChanging(request.method) && carriesSessionCookie(request)) {
      assertSameSite(request, config, { originRequired: true });
    }
  });
}
