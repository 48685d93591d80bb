// Two probes of `npm run bench`: the API process's resident memory through the run, and many
// customers asking for one slot at the same instant.
import { readFileSync } from 'node:fs';
import { nearestRank } from './measure.ts';

/** Samples VmRSS of `pid` every `intervalMs` (Linux: /proc); `stop()` answers the peaks in MB. */
export function sampleMemory(pid: number, intervalMs = 250) {
  let peakSampled = 0;
  const read = () => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const field = (name: string) =>
        Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) / 1024;
      return { rss: field('VmRSS'), highWater: field('VmHWM') };
    } catch {
      return { rss: Number.NaN, highWater: Number.NaN };
    }
  };
  const timer = setInterval(() => {
    const { rss } = read();
    if (rss > peakSampled) peakSampled = rss;
    if (rss > phaseStart) phaseStart = rss;
  }, intervalMs);
  timer.unref();
  let phaseStart = 0;
  return {
    /** The highest sample since the previous call (a phase of the run), in MB. */
    phasePeak() {
      const peak = phaseStart;
      phaseStart = 0;
      return peak;
    },
    /** The highest sample, and the kernel's own high-water mark (VmHWM), in MB. */
    stop() {
      clearInterval(timer);
      const { rss, highWater } = read();
      return { peakSampled: Math.max(peakSampled, Number.isNaN(rss) ? 0 : rss), highWater };
    },
  };
}

export interface ContendedResult {
  attempts: number;
  created: number;
  refused: number;
  /** Answers neither 201 nor 409, and requests that failed, by status or error. */
  other: Record<string, number>;
  p50: number;
  p99: number;
  /**
   * The floor's route asked the same number of times at once, just after: what answering that
   * many requests arriving together costs this machine whatever they ask (p50 and p99, ms).
   */
  floorAtOnce: { p50: number; p99: number };
}

/** `attempts` requests sent at once, each on its own connection: each one's status and latency. */
async function sendAtOnce(attempts: number, url: string, init: RequestInit) {
  const latencies: number[] = [];
  const statuses = await Promise.all(
    Array.from({ length: attempts }, async () => {
      const startedAt = performance.now();
      try {
        const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        latencies.push(performance.now() - startedAt);
        return String(response.status);
      } catch (error) {
        return error instanceof Error ? error.name : 'error';
      }
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  return { statuses, p50: nearestRank(sorted, 50), p99: nearestRank(sorted, 99) };
}

/**
 * `attempts` bookings of one slot, all sent at once (each on its own connection), then as many
 * requests of the floor (`floor`: its URL and headers) at once.
 */
export async function bookOneSlotAtOnce(
  url: string,
  headers: Record<string, string>,
  slotId: string,
  attempts: number,
  floor: { url: string; headers: Record<string, string> },
): Promise<ContendedResult> {
  const body = JSON.stringify({ availability_id: slotId });
  const { statuses, p50, p99 } = await sendAtOnce(attempts, url, {
    method: 'POST',
    headers,
    body,
  });
  const other: Record<string, number> = {};
  for (const status of statuses) {
    if (status !== '201' && status !== '409') other[status] = (other[status] ?? 0) + 1;
  }
  const floorAtOnce = await sendAtOnce(attempts, floor.url, { headers: floor.headers });
  return {
    attempts,
    created: statuses.filter((status) => status === '201').length,
    refused: statuses.filter((status) => status === '409').length,
    other,
    p50,
    p99,
    floorAtOnce: { p50: floorAtOnce.p50, p99: floorAtOnce.p99 },
  };
}
