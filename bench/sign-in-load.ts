// The sign-in load of the `sign-in-load` rows (bench/routes.ts): clients that each sign in again
// and again, one sign-in at a time, with the right password of an account of their own, while
// autocannon measures another route. Every sign-in verifies a password with scrypt, so the load
// is what password hashing costs the requests around it (ADR-022).
//
// Rate limits: sign-in allows 10 requests a minute per client address (ADR-021). Each sign-in
// names the next address of the bench's range in X-Forwarded-For (the servers trust the bench as
// their proxy), so an address comes back after more than a hundred thousand others: never
// refused. Right passwords count no failure on an account, and each account has one sign-in in
// flight at most.
import { nearestRank, nextClientAddress } from './measure.ts';

/** What the sign-ins that finished inside one measurement's window did. */
export interface SignInStats {
  /** Sign-ins answered 200. */
  done: number;
  /** `done` per second of the window. */
  perSecond: number;
  /** Sign-ins answered anything but 200, or not answered. */
  failed: number;
  /** Status codes of the failed ones ('error': no answer). */
  failures: Record<string, number>;
  /** Latency of the sign-ins answered 200, in milliseconds, from the client. */
  p50: number;
  p99: number;
}

export interface SignInAttempt {
  /** performance.now() when the request was sent, and when its answer was read. */
  startedAt: number;
  finishedAt: number;
  /** The answer's status code, or 'error' when there was none. */
  status: number | 'error';
}

/**
 * One sign-in as the web app sends it (JSON, the server's own Origin) from `address`, as the
 * proxy names it. Answers the status code once the body is read.
 */
export async function signInFrom(
  baseUrl: string,
  credentials: { email: string; password: string },
  address: string,
): Promise<number> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': address },
    body: JSON.stringify(credentials),
  });
  await response.arrayBuffer();
  return response.status;
}

/** The sign-ins that finished in [from, to] (performance.now() times), summed up. */
export function signInStats(
  attempts: readonly SignInAttempt[],
  from: number,
  to: number,
): SignInStats {
  const inWindow = attempts.filter((a) => a.finishedAt >= from && a.finishedAt <= to);
  const succeeded = inWindow.filter((a) => a.status === 200);
  const latencies = succeeded.map((a) => a.finishedAt - a.startedAt).sort((a, b) => a - b);
  const failures: Record<string, number> = {};
  for (const { status } of inWindow) {
    if (status !== 200) failures[String(status)] = (failures[String(status)] ?? 0) + 1;
  }
  const seconds = (to - from) / 1000;
  return {
    done: succeeded.length,
    perSecond: seconds > 0 ? succeeded.length / seconds : Number.NaN,
    failed: inWindow.length - succeeded.length,
    failures,
    p50: nearestRank(latencies, 50),
    p99: nearestRank(latencies, 99),
  };
}

export interface SignInLoad {
  /**
   * Lets each client finish the sign-in it has under way, then stops them and answers what the
   * sign-ins that finished in [from, to] did.
   */
  stop(from: number, to: number): Promise<SignInStats>;
}

/** After a sign-in that got no answer, a client waits this long, so a dead server is not spun on. */
const PAUSE_AFTER_ERROR_MS = 100;

/** Starts one client per email, each signing in with `password` until stopped. */
export function startSignInLoad(
  baseUrl: string,
  emails: readonly string[],
  password: string,
): SignInLoad {
  let stopping = false;
  const attempts: SignInAttempt[] = [];
  const clients = emails.map(async (email) => {
    while (!stopping) {
      const startedAt = performance.now();
      let status: number | 'error';
      try {
        status = await signInFrom(baseUrl, { email, password }, nextClientAddress());
      } catch {
        status = 'error';
      }
      attempts.push({ startedAt, finishedAt: performance.now(), status });
      if (status === 'error') {
        await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_ERROR_MS));
      }
    }
  });
  return {
    async stop(from, to) {
      stopping = true;
      await Promise.all(clients);
      return signInStats(attempts, from, to);
    },
  };
}
