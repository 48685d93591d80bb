// Three probes of `npm run bench`: the API process's resident memory through the run, the CPU time
// each request costs the API, PostgreSQL and the load generator, and many customers asking for
// one slot at the same instant.
import { readdirSync, readFileSync } from 'node:fs';
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

/** Clock ticks a second of /proc's times (USER_HZ): 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/** A process's command name and its user and system CPU time in ticks (Linux: /proc), if alive. */
function readStat(pid: number | string): { command: string; ticks: number } | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name, in parentheses, may hold spaces: the fields are counted after it.
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  return {
    command: stat.slice(stat.indexOf('(') + 1, close),
    ticks: Number(fields[11]) + Number(fields[12]),
  };
}

/**
 * The CPU ticks of every PostgreSQL process on this machine (backends, WAL writer, checkpointer,
 * autovacuum, of every database) by process id; none when no server runs here (one on another
 * machine, or in a container of its own).
 */
function postgresTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat?.command === 'postgres') ticks.set(entry, stat.ticks);
  }
  return ticks;
}

/**
 * What PostgreSQL spent between two readings: each process's growth, all of a process started
 * in between; a process that ended in between took its last ticks with it (a backend ends with
 * its connection, which the API keeps open). NaN when no server process was seen.
 */
function postgresTicksBetween(start: Map<string, number>, end: Map<string, number>): number {
  if (start.size === 0 && end.size === 0) return Number.NaN;
  let sum = 0;
  for (const [pid, ticks] of end) sum += ticks - (start.get(pid) ?? 0);
  return sum;
}

/** Microseconds of CPU time per request, by who spent them. */
export interface CpuPerRequest {
  api: number;
  postgres: number;
  /** This process: autocannon sending the requests and reading the answers. */
  loadGenerator: number;
}

/**
 * Starts counting the CPU time spent by the API process `apiPid`, by PostgreSQL and by this
 * process; `stop(requests)` answers it per request. On two cores shared by all three, throughput
 * follows from the total: the floor's total over a read's is the share of the floor it can reach.
 */
export function countCpu(apiPid: number) {
  const ticksAt = () => ({
    api: readStat(apiPid)?.ticks ?? Number.NaN,
    postgres: postgresTicks(),
    ownMicros: process.cpuUsage(),
  });
  const start = ticksAt();
  return {
    stop(requests: number): CpuPerRequest {
      const end = ticksAt();
      const own = process.cpuUsage(start.ownMicros);
      const perRequest = (ticks: number) => (ticks * 1e6) / TICKS_PER_SECOND / requests;
      return {
        api: perRequest(end.api - start.api),
        postgres: perRequest(postgresTicksBetween(start.postgres, end.postgres)),
        loadGenerator: (own.user + own.system) / requests,
      };
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
