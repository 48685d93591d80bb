import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionPersonalData } from '@brillo/domain/contracts/session';
import type { AccountRole, UserRole } from '@brillo/domain/enums';
import { isOperatorSessionCurrent } from '@brillo/domain/operator-sessions';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound, unauthorized } from '../../errors.ts';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import type { BrilloAuth } from './better-auth.ts';
import type { CallerCache } from './caller-cache.ts';
import {
  UNDECIDED,
  findSessionWithUser,
  sentToken,
  type SessionWithUser,
} from './session-lookup.ts';
import { toWebHeaders } from './web-request.ts';

/** Who is calling: the signed-in user and the session the request carried. */
export interface Caller {
  userId: string;
  role: AccountRole;
  /** Whether the account's authenticator is set up (operators, ADR-078). */
  twoFactorEnabled: boolean;
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
  /** The address data of the caller's profile (spec §3 `personalData`); null without one. */
  personalData: SessionPersonalData | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards (`requireSession`, `requireRole`, `resolveCaller`); null when signed out. */
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

/**
 * better-auth's own lookup, for every case the fast path leaves to it; then the caller's row as
 * the fast path reads it (after a renewal, with the new expiry).
 */
async function askBetterAuth(
  auth: BrilloAuth,
  db: Database,
  request: FastifyRequest,
  reply?: FastifyReply,
): Promise<Caller | null> {
  const { headers, response } = await auth.api.getSession({
    headers: toWebHeaders(request),
    returnHeaders: true,
  });
  if (!response) return null;
  const { session } = response;
  // The bearer plugin accepts the raw token or its signed form (`token.signature`).
  const sentToken = bearerToken(request);
  const viaBearer = sentToken !== undefined && decodedToken(sentToken) === session.token;
  // A session close to expiry is extended; the cookie client gets the refreshed cookie.
  const cookies = headers.getSetCookie();
  if (!viaBearer && reply && cookies.length > 0) reply.header('set-cookie', cookies);
  const row = await findSessionWithUser(db, session.token);
  return row ? callerFrom(row, viaBearer ? 'bearer' : 'cookie') : null;
}

function callerFrom(row: SessionWithUser, via: Caller['via']): Caller {
  return {
    userId: row.userId,
    role: row.role,
    twoFactorEnabled: row.twoFactorEnabled,
    name: row.name,
    email: row.email,
    phone: row.phone,
    userCreatedAt: row.userCreatedAt,
    sessionId: row.sessionId,
    sessionToken: row.sessionToken,
    signedInAt: row.signedInAt,
    via,
    personalData: row.personalData,
  };
}

/** What the fast path needs of better-auth's session settings (seconds). */
interface SessionTiming {
  expiresIn: number;
  updateAge: number;
}

/** True at `now` (ms) while the session is valid and not due for renewal: the fast path answers. */
function isCurrent(
  row: SessionWithUser,
  { expiresIn, updateAge }: SessionTiming,
  now: number,
): boolean {
  const expiresAt = row.expiresAt.getTime();
  const renewsAt = expiresAt - expiresIn * 1000 + updateAge * 1000;
  return expiresAt > now && renewsAt > now;
}

/**
 * An operator's session holds 8 hours from its sign-in and is never renewed by use (ADR-078):
 * it is decided here, before better-auth's renewal could extend it.
 */
function isOperatorSessionValid(row: SessionWithUser, now: number): boolean {
  return row.expiresAt.getTime() > now && isOperatorSessionCurrent(row.signedInAt, new Date(now));
}

/**
 * Who calls. The usual request, a valid session not due for renewal, is answered from this
 * process's cache of callers, or with one indexed read that fills it (ADR-025, ADR-030). The
 * cache forgets a user's entries as soon as the database notifies a change to their sessions,
 * row or profile, so a signed-out or revoked session is refused at once. An expired session
 * (which better-auth deletes), one due for renewal (whose cookie better-auth extends) and the
 * rare credential shapes go to better-auth, which decides them as before. An operator's session
 * is never renewed: past its 8 hours it is no session at all.
 */
async function lookUpCaller(
  { auth, db, cache, clock }: GuardDependencies,
  request: FastifyRequest,
  reply?: FastifyReply,
): Promise<Caller | null> {
  const context = await auth.$context;
  const sent = sentToken(request.headers, {
    cookieName: context.authCookies.sessionToken.name,
    secret: context.secret,
  });
  if (sent === null) return null;
  const now = clock.now().getTime();
  if (sent === UNDECIDED) {
    const caller = await askBetterAuth(auth, db, request, reply);
    if (caller?.role !== 'operator') return caller;
    return isOperatorSessionCurrent(caller.signedInAt, new Date(now)) ? caller : null;
  }
  const cached = cache.get(sent.token);
  if (cached?.role === 'operator') {
    return isOperatorSessionValid(cached, now) ? callerFrom(cached, sent.via) : null;
  }
  if (cached && isCurrent(cached, context.sessionConfig, now)) return callerFrom(cached, sent.via);
  const readStartedAt = cache.startRead();
  const row = await findSessionWithUser(db, sent.token);
  if (!row) return null;
  if (row.role === 'operator') {
    if (!isOperatorSessionValid(row, now)) return null;
  } else if (!isCurrent(row, context.sessionConfig, now)) {
    return askBetterAuth(auth, db, request, reply);
  }
  cache.remember(sent.token, row, readStartedAt);
  return callerFrom(row, sent.via);
}

/** The preHandlers that guard routes; modules get them as `deps.guards` (docs/architecture.md). */
export interface Guards {
  /**
   * The signed-in caller of this request (cookie or bearer), or null. Looked up once per request
   * and kept on `request.caller`.
   */
  resolveCaller(request: FastifyRequest, reply?: FastifyReply): Promise<Caller | null>;
  /** preHandler: refuses a signed-out request with a 401 in the error shape. */
  requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** preHandler: 401 when signed out, 403 when signed in with the other role. */
  requireRole(role: UserRole): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * preHandler of every operator route (PD-36): 404 for anyone but an operator, signed out
   * included, so the console is not revealed; 403 for an operator whose authenticator is not set
   * up yet (a first sign-in, with the password alone).
   */
  requireOperator(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** As `requireOperator`, for the authenticator's set-up: an operator without one passes too. */
  requireSignedInOperator(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** What the guards work with; the clock says when a session has expired or is due for renewal. */
export interface GuardDependencies {
  auth: BrilloAuth;
  db: Database;
  cache: CallerCache<SessionWithUser>;
  clock: Clock;
}

export function createGuards(deps: GuardDependencies): Guards {
  function resolveCaller(request: FastifyRequest, reply?: FastifyReply) {
    let pending = resolved.get(request);
    if (!pending) {
      pending = lookUpCaller(deps, request, reply).then((caller) => {
        request.caller = caller;
        return caller;
      });
      resolved.set(request, pending);
    }
    return pending;
  }
  return {
    resolveCaller,
    async requireSession(request, reply) {
      if (!(await resolveCaller(request, reply))) throw unauthorized();
    },
    requireRole(role) {
      return async function requireRoleHandler(request, reply) {
        const caller = await resolveCaller(request, reply);
        if (!caller) throw unauthorized();
        if (caller.role !== role) {
          throw forbidden(
            role === 'agent' ? authTexts.errors.agentsOnly : authTexts.errors.customersOnly,
          );
        }
      };
    },
    async requireSignedInOperator(request, reply) {
      const caller = await resolveCaller(request, reply);
      if (caller?.role !== 'operator') throw notFound(commonTexts.errors.routeNotFound);
    },
    async requireOperator(request, reply) {
      const caller = await resolveCaller(request, reply);
      if (caller?.role !== 'operator') throw notFound(commonTexts.errors.routeNotFound);
      if (!caller.twoFactorEnabled) {
        throw new AppError(403, 'TWO_FACTOR_SETUP_REQUIRED', operatorsTexts.errors.setupRequired);
      }
    },
  };
}

/** The caller in a handler behind `requireSession` / `requireRole`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
