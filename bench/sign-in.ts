// Signing the benchmark's accounts in, once per server, before measuring.

export interface SignedIn {
  /** For `Authorization: Bearer …`. */
  bearerToken: string;
  /** For `Cookie: …`: every cookie the sign-in answer set, as a browser would send them back. */
  cookie: string;
}

/** The request header that asks a sign-in for a bearer token (docs/authentication.md). */
const ASK_FOR_BEARER_TOKEN: Record<string, string> = { 'x-session-transport': 'bearer' };

/** The bearer token of a bearer sign-in's answer: the body's `token`. */
function bearerTokenOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'token' in body) {
    if (typeof body.token === 'string' && body.token !== '') return body.token;
  }
  return undefined;
}

/** `name=value` of each Set-Cookie, joined as a Cookie header. */
function cookieHeaderOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

async function postSignIn(
  baseUrl: string,
  email: string,
  password: string,
  headers: Record<string, string>,
): Promise<{ response: Response; body: unknown }> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status !== 200) {
    throw new Error(`sign-in as ${email} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return { response, body };
}

/**
 * Signs in through `POST /api/auth/sign-in/email` twice: as the web app does (same origin, JSON),
 * for the session cookie, and as an API client does (asking for a bearer token), for the token.
 * The two are separate sessions of the same account.
 */
export async function signIn(baseUrl: string, email: string, password: string): Promise<SignedIn> {
  const asWebApp = await postSignIn(baseUrl, email, password, { origin: baseUrl });
  const cookie = cookieHeaderOf(asWebApp.response);
  if (!cookie) throw new Error(`sign-in as ${email} set no session cookie`);
  const asApiClient = await postSignIn(baseUrl, email, password, ASK_FOR_BEARER_TOKEN);
  const bearerToken = bearerTokenOf(asApiClient.body);
  if (!bearerToken) throw new Error(`sign-in as ${email} gave no bearer token`);
  return { bearerToken, cookie };
}
