// Signing the benchmark's accounts in, once per server, before measuring.

export interface SignedIn {
  /** For `Authorization: Bearer …`. */
  bearerToken: string;
  /** For `Cookie: …`: every cookie the sign-in answer set, as a browser would send them back. */
  cookie: string;
}

/**
 * Headers that ask the sign-in for a bearer token. Today the answer always carries one, so none
 * are needed; if the token comes to be handed out only on request, put that request header here.
 */
const ASK_FOR_BEARER_TOKEN: Record<string, string> = {};

/**
 * The bearer token of a sign-in answer: the body's `token` (docs/authentication.md), else the
 * `set-auth-token` header of better-auth's bearer plugin. The one place to adapt if the way a
 * client obtains its token changes.
 */
function bearerTokenOf(response: Response, body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'token' in body) {
    if (typeof body.token === 'string' && body.token !== '') return body.token;
  }
  return response.headers.get('set-auth-token') ?? undefined;
}

/** `name=value` of each Set-Cookie, joined as a Cookie header. */
function cookieHeaderOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

/** Signs in through `POST /api/auth/sign-in/email` as the web app does (same origin, JSON). */
export async function signIn(baseUrl: string, email: string, password: string): Promise<SignedIn> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...ASK_FOR_BEARER_TOKEN },
    body: JSON.stringify({ email, password }),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status !== 200) {
    throw new Error(`sign-in as ${email} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  const bearerToken = bearerTokenOf(response, body);
  if (!bearerToken) throw new Error(`sign-in as ${email} gave no bearer token`);
  const cookie = cookieHeaderOf(response);
  if (!cookie) throw new Error(`sign-in as ${email} set no session cookie`);
  return { bearerToken, cookie };
}
