import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

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

function sessionWithUserQuery(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      sessionToken: sessions.token,
      expiresAt: sessions.expiresAt,
      signedInAt: sessions.createdAt,
      userId: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      phone: users.phone,
      userCreatedAt: users.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('find_session_with_user');
}

const preparedQueries = new WeakMap<Database, ReturnType<typeof sessionWithUserQuery>>();

/**
 * One indexed read: the session with this token and its user. The statement is built once per
 * database and prepared on the server, so a request neither rebuilds nor re-plans it.
 */
export async function findSessionWithUser(db: Database, token: string) {
  let query = preparedQueries.get(db);
  if (!query) {
    query = sessionWithUserQuery(db);
    preparedQueries.set(db, query);
  }
  const [row] = await query.execute({ token });
  return row;
}

export type SessionWithUser = NonNullable<Awaited<ReturnType<typeof findSessionWithUser>>>;
