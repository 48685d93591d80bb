/**
 * Helpers for the operators' tests: an operator made by the command's service, its cookies kept
 * across the sign-in's steps, and the codes of its authenticator.
 */
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { addOperator } from '../src/modules/operators/accounts.ts';
import { manualClock } from './clock.ts';
import { TEST_PASSWORD, WEB_ORIGIN, bearer, post, uniqueEmail } from './auth.ts';
import { testPasswordHasher } from './password-hasher.ts';

/** A new operator, added as `npm run operator -- add` does, with TEST_PASSWORD. */
export async function newOperator(db: Database) {
  return addOperator(
    { db, passwordHasher: testPasswordHasher, clock: manualClock(new Date()) },
    { email: uniqueEmail('operator'), password: TEST_PASSWORD },
  );
}

/** The cookies a browser would hold: each `Set-Cookie` of each answer, an expired one removed. */
export function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    keep(response: LightMyRequestResponse): LightMyRequestResponse {
      const header = response.headers['set-cookie'];
      const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
      for (const line of lines) {
        const [pair = ''] = line.split(';');
        const separator = pair.indexOf('=');
        const name = pair.slice(0, separator);
        const value = pair.slice(separator + 1);
        if (!value || /max-age=0/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    },
    header(): string {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    has(name: string): boolean {
      return [...cookies.keys()].some((key) => key.endsWith(name));
    },
  };
}

export type CookieJar = ReturnType<typeof cookieJar>;

/** A browser of the web app: its Origin, its cookies, one client address. */
export function operatorBrowser(app: FastifyInstance) {
  const jar = cookieJar();
  const remoteAddress = `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const headers = () => ({ origin: WEB_ORIGIN, cookie: jar.header() });
  return {
    jar,
    remoteAddress,
    async post(url: string, body: unknown) {
      return jar.keep(await post(app, url, body, { headers: headers(), remoteAddress }));
    },
    async get(url: string) {
      return jar.keep(await app.inject({ method: 'GET', url, headers: headers(), remoteAddress }));
    },
    signIn(email: string, password: string = TEST_PASSWORD) {
      return this.post('/api/auth/sign-in/email', { email, password });
    },
  };
}

/** The key inside an `otpauth://` URI. */
export function keyOf(totpUri: string): Uint8Array {
  const secret = new URL(totpUri).searchParams.get('secret');
  if (!secret) throw new Error(`No secret in ${totpUri}`);
  return base32.decode(secret);
}

const PERIOD_MS = 30_000;
/** Time enough to send a code before its period rolls over, on a loaded machine. */
const SENDING_MARGIN_MS = 5_000;

/**
 * The authenticator's code now, or `steps` periods of 30 s away from now. The server accepts the
 * codes of the period before, the current one and the next: a code of the period before would
 * be refused if the period rolled over before it is sent, so near a period's end this waits for
 * the next one first.
 */
export async function codeOf(key: Uint8Array | string, steps = 0): Promise<string> {
  const left = PERIOD_MS - (Date.now() % PERIOD_MS);
  if (steps < 0 && left < SENDING_MARGIN_MS) {
    await new Promise((resolve) => setTimeout(resolve, left + 50));
  }
  const counter = Math.floor(Date.now() / PERIOD_MS) + steps;
  return createOTP(key, { digits: 6, period: 30 }).hotp(counter);
}

/** A code the authenticator does not show now, nor a period before or after. */
export async function wrongCodeOf(key: Uint8Array | string): Promise<string> {
  const valid = new Set([await codeOf(key, -1), await codeOf(key), await codeOf(key, 1)]);
  let code = await codeOf(key, 10);
  while (valid.has(code)) code = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  return code;
}

/**
 * The reads of one of the console's lists, at `path`: `list` asks for a page as `caller` (the
 * operator unless told), `page` answers the page the operator reads and `detail` one row's
 * detail, each expecting a 200.
 */
export function consoleListReads<Page, Detail>(
  app: FastifyInstance,
  path: string,
  operator: { token: string },
) {
  const list = (
    query: Record<string, string | string[]> = {},
    caller: { token: string } = operator,
  ) => app.inject({ method: 'GET', url: path, query, headers: bearer(caller) });
  const page = async (query: Record<string, string | string[]> = {}) => {
    const answer = await list(query);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Page>();
  };
  const detail = async (id: string) => {
    const answer = await app.inject({
      method: 'GET',
      url: `${path}/${id}`,
      headers: bearer(operator),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Detail>();
  };
  return { list, page, detail };
}
