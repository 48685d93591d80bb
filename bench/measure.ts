// One measurement: autocannon against one route of one server, for a given number of connections
// and seconds, through autocannon's programmatic API.
import autocannon from 'autocannon';
import type { SignInStats } from './sign-in-load.ts';

export interface Load {
  url: string;
  method: NonNullable<autocannon.Options['method']>;
  headers: Record<string, string>;
  body?: string;
  /** Rotate X-Forwarded-For over many client addresses (see `nextClientAddress`). */
  manyClients: boolean;
  /** A body of its own for each request (e.g. a booking of another slot), instead of `body`. */
  nextBody?: () => string;
}

export interface Measurement {
  /** 2xx answers per second over the whole measurement. */
  requestsPerSecond: number;
  /** Every answer, 2xx or not. */
  answered: number;
  /** Latency in milliseconds. */
  p50: number;
  p99: number;
  /** Answers that were not 2xx (a 429 shows here), and connection errors or timeouts. */
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  /** A sign-in load row (bench/sign-in-load.ts): the same route measured idle just before. */
  idle?: Measurement;
  /** A sign-in load row: the sign-ins that finished while this measurement ran. */
  signIns?: SignInStats;
}

/**
 * 198.18.0.0/15, the range set aside for benchmarks (RFC 2544): 131,072 client addresses, handed
 * out in turn across all connections. The addresses only appear in a header; no traffic goes to
 * them. At the rates this machine reaches, each address comes back every several seconds at most,
 * far below the address search's 60 per minute, so the limiter counts but never refuses.
 */
const CLIENT_ADDRESSES = 2 ** 17;
let clientNumber = 0;

export function nextClientAddress(): string {
  clientNumber = (clientNumber + 1) % CLIENT_ADDRESSES;
  return `198.${18 + (clientNumber >> 16)}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
}

/**
 * Every 2xx answer's latency, in milliseconds with autocannon's sub-millisecond timing:
 * autocannon's own histogram keeps whole milliseconds, too coarse for the fast routes.
 */
class LatencyRecorder {
  private readonly chunks: Float64Array[] = [];
  private filled = 0;

  record(milliseconds: number): void {
    let chunk = this.chunks.at(-1);
    if (!chunk || this.filled === chunk.length) {
      chunk = new Float64Array(1 << 16);
      this.chunks.push(chunk);
      this.filled = 0;
    }
    chunk[this.filled] = milliseconds;
    this.filled += 1;
  }

  /** Nearest-rank percentiles, e.g. percentiles([50, 99]). */
  percentiles(ranks: readonly number[]): number[] {
    const full = this.chunks.slice(0, -1);
    const last = this.chunks.at(-1)?.subarray(0, this.filled);
    const all = new Float64Array(full.length * (1 << 16) + (last?.length ?? 0));
    let offset = 0;
    for (const chunk of [...full, ...(last ? [last] : [])]) {
      all.set(chunk, offset);
      offset += chunk.length;
    }
    all.sort();
    return ranks.map((rank) => nearestRank(all, rank));
  }
}

/** The nearest-rank percentile `rank` (0–100] of values sorted in ascending order; NaN if none. */
export function nearestRank(sorted: ArrayLike<number>, rank: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((rank / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

let running: autocannon.Instance | undefined;

/** Stops the measurement under way, if any (Ctrl+C). */
export function stopMeasuring(): void {
  running?.stop();
}

export function measure(load: Load, connections: number, seconds: number): Promise<Measurement> {
  const { nextBody } = load;
  const requests: autocannon.Request[] | undefined =
    load.manyClients || nextBody
      ? [
          {
            setupRequest: (request) => ({
              ...request,
              ...(nextBody ? { body: nextBody() } : {}),
              headers: load.manyClients
                ? { ...request.headers, 'x-forwarded-for': nextClientAddress() }
                : request.headers,
            }),
          },
        ]
      : undefined;
  const latencies = new LatencyRecorder();
  return new Promise((resolve, reject) => {
    running = autocannon(
      {
        url: load.url,
        method: load.method,
        headers: load.headers,
        body: load.body,
        requests,
        connections,
        duration: seconds,
        // Not answering within 10 s counts as an error, not as a latency.
        timeout: 10,
      },
      (error: unknown, result) => {
        running = undefined;
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        const statusCodes = Object.fromEntries(
          Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [
            code,
            count ?? 0,
          ]),
        );
        const [p50 = Number.NaN, p99 = Number.NaN] = latencies.percentiles([50, 99]);
        resolve({
          requestsPerSecond: result.duration > 0 ? result['2xx'] / result.duration : 0,
          answered: result['2xx'] + result.non2xx,
          p50,
          p99,
          non2xx: result.non2xx,
          errors: result.errors,
          statusCodes,
        });
      },
    );
    running.on('response', (_client, statusCode, _bytes, milliseconds) => {
      if (statusCode >= 200 && statusCode < 300) latencies.record(milliseconds);
    });
  });
}
