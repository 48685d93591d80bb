import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SessionPersonalData } from '@brillo/domain/contracts/session';
import type { AccountRole } from '@brillo/domain/enums';
import type { Database } from '../../db/client.ts';
import { agentProfiles, customerProfiles, sessions, users } from '../../db/schema.ts';

/** The session token a request carries, and how. */
export interface SentToken {
  token: string;
  via: 'cookie' | 'bearer';
}

/**
 * What the fast path cannot decide alone: a signed bearer credential, a repeated session cookie.
 * Those go to better-auth, which decides as it always has.
 */
export const UNDECIDED = Symbol('undecided');

/** The request headers the lookup reads. */
export interface CredentialHeaders {
  authorization?: string | undefined;
  cookie?: string | undefined;
}

/** A cookie signature is HMAC-SHA256 in standard base64: 44 characters ending in '='. */
const SIGNATURE_LENGTH = 44;

function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The values of every cookie called `name` in a `Cookie` header. */
function cookieValues(header: string, name: string): string[] {
  const values: string[] = [];
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    values.push(pair.slice(separator + 1).trim());
  }
  return values;
}

/**
 * The token in a signed cookie value (`token.signature`, URL-encoded), or null when the signature
 * is not the secret's. The same check better-auth makes, with Node's HMAC instead of importing
 * the key through WebCrypto on every request.
 */
export function verifiedCookieToken(value: string, secret: string): string | null {
  const plain = decoded(value);
  if (plain === undefined) return null;
  const dot = plain.lastIndexOf('.');
  if (dot < 1) return null;
  const token = plain.slice(0, dot);
  const signature = plain.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * The session token of a request, read the way better-auth reads it: an `Authorization: Bearer`
 * credential wins over the cookie; a raw bearer token is the session token itself; a cookie counts
 * only with a valid signature. Answers null when the request names no session, and `UNDECIDED`
 * for the rare shapes better-auth should judge (a signed bearer token, a repeated cookie).
 */
export function sentToken(
  headers: CredentialHeaders,
  { cookieName, secret }: { cookieName: string; secret: string },
): SentToken | null | typeof UNDECIDED {
  const authorization = headers.authorization;
  if (authorization && authorization.slice(0, 7).toLowerCase() === 'bearer ') {
    const credential = authorization.slice(7).trim();
    if (credential.includes('.')) return UNDECIDED;
    if (credential) return { token: credential, via: 'bearer' };
  }
  if (!headers.cookie) return null;
  const values = cookieValues(headers.cookie, cookieName);
  if (values.length === 0) return null;
  if (values.length > 1) return UNDECIDED;
  const token = verifiedCookieToken(values[0] ?? '', secret);
  return token === null ? null : { token, via: 'cookie' };
}

/**
 * The session with its user and profile. A suspended account's session is no session (PD-38,
 * ADR-082), even one a sign-in wrote while the suspension was being committed.
 */
function sessionWithUserQuery(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      sessionToken: sessions.token,
      expiresAt: sessions.expiresAt,
      signedInAt: sessions.createdAt,
      userId: users.id,
      role: users.role,
      twoFactorEnabled: users.twoFactorEnabled,
      name: users.name,
      email: users.email,
      phone: users.phone,
      userCreatedAt: users.createdAt,
      customerAddress: customerProfiles.address,
      customerAddressExtra: customerProfiles.addressExtra,
      customerPostcode: customerProfiles.postcode,
      agentAddress: agentProfiles.address,
      agentPostcode: agentProfiles.postcode,
      agentCity: agentProfiles.city,
      agentComuna: agentProfiles.comuna,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
    .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
    .where(and(eq(sessions.token, sql.placeholder('token')), isNull(users.suspendedAt)))
    .limit(1)
    .prepare('find_session_with_user');
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionWithUserQuery>['execute']>>[number];

/** A session, its user and the address data of the user's profile (spec §3 `personalData`). */
export interface SessionWithUser {
  sessionId: string;
  sessionToken: string;
  expiresAt: Date;
  signedInAt: Date;
  userId: string;
  role: AccountRole;
  /** Whether the account signs in with an authenticator's code too (operators, ADR-078). */
  twoFactorEnabled: boolean;
  name: string;
  email: string;
  phone: string | null;
  userCreatedAt: Date;
  /** A customer's address, address extra and postcode; an agent's address, city, comuna and postcode. Null without a profile yet. */
  personalData: SessionPersonalData | null;
}

function personalDataOf(row: SessionRow): SessionPersonalData | null {
  if (row.role === 'customer') {
    if (row.customerAddress === null) return null;
    return {
      address: row.customerAddress,
      addressExtra: row.customerAddressExtra,
      postcode: row.customerPostcode,
      city: null,
      comuna: null,
    };
  }
  if (row.agentAddress === null) return null;
  return {
    address: row.agentAddress,
    addressExtra: null,
    postcode: row.agentPostcode,
    city: row.agentCity,
    comuna: row.agentComuna,
  };
}

const preparedQueries = new WeakMap<Database, ReturnType<typeof sessionWithUserQuery>>();

/**
 * One indexed read: the session with this token, its user and the user's profile address. The
 * statement is built once per database and prepared on the server, so a request neither
 * rebuilds nor re-plans it.
 */
export async function findSessionWithUser(
  db: Database,
  token: string,
): Promise<SessionWithUser | undefined> {
  let query = preparedQueries.get(db);
  if (!query) {
    query = sessionWithUserQuery(db);
    preparedQueries.set(db, query);
  }
  const [row] = await query.execute({ token });
  if (!row) return undefined;
  return {
    sessionId: row.sessionId,
    sessionToken: row.sessionToken,
    expiresAt: row.expiresAt,
    signedInAt: row.signedInAt,
    userId: row.userId,
    role: row.role,
    twoFactorEnabled: row.twoFactorEnabled,
    name: row.name,
    email: row.email,
    phone: row.phone,
    userCreatedAt: row.userCreatedAt,
    personalData: personalDataOf(row),
  };
}
