/**
 * Helpers for the account tests: a mailer that keeps what it sends, sign-up and sign-in through
 * the API, and accounts made by the factories.
 */
import type { UserRole } from '@brillo/domain/enums';
import { SIGN_UP_PASSWORD, signUpBody, uniqueEmail } from '@brillo/domain/testing/sign-up-bodies';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Mailer, MailMessage } from '../src/adapters/mailer/mailer.ts';
import type { Database } from '../src/db/client.ts';
import { createAgent, createCredentials, createCustomer, createUser } from '../src/db/factories.ts';
import { testPasswordHasher } from './password-hasher.ts';

/** The one builder of sign-up bodies, shared with the browser journeys. */
export { signUpBody, uniqueEmail };

/** The web app's origin under the test settings (PUBLIC_URL defaults to http://localhost:3000). */
export const WEB_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = SIGN_UP_PASSWORD;

let clients = 0;

/** A new client address on every call, so tests only share a rate-limit bucket on purpose. */
export function uniqueIp(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

/** A mailer that keeps every message, and ways to find one and the link in it. */
export function captureMail() {
  const messages: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      messages.push(message);
    },
  };
  function mailTo(email: string): MailMessage[] {
    return messages.filter((message) => message.to === email);
  }
  /** The first link in the newest message to `email` whose path contains `pathPart`. */
  function linkTo(email: string, pathPart: string): URL {
    const message = mailTo(email).at(-1);
    if (!message) throw new Error(`No mail was sent to ${email}`);
    const link = message.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
    if (!link) throw new Error(`No link to ${pathPart} in the mail to ${email}`);
    return new URL(link);
  }
  return { mailer, messages, mailTo, linkTo };
}

/**
 * A mailer whose server does not answer until `release()`: `started` resolves when a message is
 * handed to it, `delivered` holds what went through. Shows whether an answer waits for its mail.
 */
export function heldMail() {
  let release!: () => void;
  const serverAnswers = new Promise<void>((resolve) => (release = resolve));
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const delivered: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      markStarted();
      await serverAnswers;
      delivered.push(message);
    },
  };
  return { mailer, started, release, delivered };
}

/**
 * Whether `answer` arrives while the mail is held: the status code, or 'held by the mail' after
 * 5 s (a guard against hanging, not a measure of speed).
 */
export async function statusWhileMailIsHeld(answer: Promise<{ statusCode: number }>) {
  const guard = new Promise<'held by the mail'>((resolve) => {
    setTimeout(() => resolve('held by the mail'), 5_000).unref();
  });
  return Promise.race([answer.then((response) => response.statusCode), guard]);
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: InjectOptions = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: uniqueIp(),
    ...options,
  });
}

export function signIn(
  app: FastifyInstance,
  email: string,
  password: string = TEST_PASSWORD,
  options: InjectOptions = {},
) {
  return post(app, '/api/auth/sign-in/email', { email, password }, options);
}

/** The header an API client sends to be given a bearer token instead of the session cookie. */
export const ASKS_FOR_BEARER = { 'x-session-transport': 'bearer' } as const;

/** A sign-in as an API client does it: no Origin, no cookie, asking for a bearer token. */
export function signInForToken(
  app: FastifyInstance,
  email: string,
  password: string = TEST_PASSWORD,
  options: InjectOptions = {},
) {
  return signIn(app, email, password, {
    ...options,
    headers: { ...ASKS_FOR_BEARER, ...options.headers },
  });
}

/** `name=value` of the session cookie a response sets, ready for a `cookie` header. */
export function sessionCookieFrom(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : [header];
  const session = cookies.find(
    (cookie): cookie is string => typeof cookie === 'string' && cookie.includes('session_token='),
  );
  if (!session) throw new Error('The response set no session cookie');
  return session.split(';')[0] ?? '';
}

/** The session token inside a session cookie's `name=value` (`token.signature`, URL-encoded). */
export function sessionTokenFrom(cookie: string): string {
  const signed = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return signed.split('.')[0] ?? '';
}

/**
 * A confirmed account made by the factories, signed in twice through the API: as the web app
 * does (its cookie, for requests that carry the Origin header) and as an API client does (its
 * bearer token). The two are separate sessions. With `withProfile`, an agent also gets the agent
 * profile a sign-up makes (what owns slots); without it, the account has only its user row.
 */
export async function signedInAccount(
  app: FastifyInstance,
  db: Database,
  role: UserRole,
  { withProfile = false }: { withProfile?: boolean } = {},
) {
  const email = uniqueEmail(role);
  const user = !withProfile
    ? await createUser(db, role, { email })
    : role === 'agent'
      ? (await createAgent(db, { user: { email } })).user
      : (await createCustomer(db, { user: { email } })).user;
  await createCredentials(db, user, TEST_PASSWORD, testPasswordHasher);
  const [byCookie, byToken] = await Promise.all([
    signIn(app, user.email, TEST_PASSWORD, { headers: { origin: WEB_ORIGIN } }),
    signInForToken(app, user.email),
  ]);
  for (const response of [byCookie, byToken]) {
    if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
  }
  const body: { token?: unknown } = byToken.json();
  if (typeof body.token !== 'string') throw new Error(`No token in ${byToken.body}`);
  return { user, cookie: sessionCookieFrom(byCookie), token: body.token };
}

export type SignedInAccount = Awaited<ReturnType<typeof signedInAccount>>;

/** The headers that make a request `account`'s, by its bearer token; none for nobody. */
export function bearer(account: { token: string } | null): { authorization?: string } {
  return account ? { authorization: `Bearer ${account.token}` } : {};
}

/**
 * The callers of an agent's own routes: a signed-in customer, whom they refuse, and a new
 * signed-in agent with a profile at every call.
 */
export async function agentRouteCallers(app: FastifyInstance, db: Database) {
  return {
    customer: await signedInAccount(app, db, 'customer'),
    newAgent: () => signedInAccount(app, db, 'agent', { withProfile: true }),
  };
}
