// The markdown report of `npm run bench` (bench/market.ts): the reads at both sizes with their
// ratio to the floor, how the median grows with ten times the data, booking creation, the
// contended slot, memory, the deadline scheduling at start-up, and each target met or not.
import os from 'node:os';
import type { Measurement } from './measure.ts';
import type { ContendedResult, CpuPerRequest } from './market-probes.ts';
import { marketRows } from './market-rows.ts';
import { formatMs, formatRate } from './report.ts';

/** A measurement with the CPU time per request it cost (bench/market-probes.ts, `countCpu`). */
export type MarketMeasurement = Measurement & { cpu: CpuPerRequest };

/** results[size].get(connections).get(row id) */
export type MarketResults = Record<'tenth' | 'whole', Map<number, Map<string, MarketMeasurement>>>;

export const marketTargets = {
  readShareOfFloor: 0.6,
  readP99Ms: 25,
  growthOfMedian: 1.3,
  bookingsPerSecond: 1000,
  contendedP99Ms: 50,
  rssMb: 300,
} as const;

interface DeadlineTiming {
  label: string;
  finished: boolean;
  ms: number;
  deadlines: number;
  queued: number;
}

export interface MarketReportInput {
  startedAt: Date;
  quick: boolean;
  settings: { duration: number; connections: readonly number[]; agents: number };
  loadAtStart: number;
  loadAtEnd: number;
  seeds: { agents: number; customers: number; slots: number; bookings: number; seconds: number }[];
  results: MarketResults;
  bookings: Map<number, MarketMeasurement>;
  contended: ContendedResult & { liveBookings: number };
  memory: { peakSampled: number; highWater: number; phases: { phase: string; peakMb: number }[] };
  deadlines: DeadlineTiming[];
  elapsedSeconds: number;
}

const verdict = (met: boolean) => (met ? 'met' : '**not met**');
const ratio = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '—');
const refused = (m: Measurement) =>
  m.non2xx + m.errors > 0
    ? Object.entries(m.statusCodes)
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, count]) => `${count}×${code}`)
        .concat(m.errors > 0 ? [`${m.errors} errors`] : [])
        .join(', ')
    : '0';

function readTables(input: MarketReportInput): string[] {
  const out: string[] = [];
  const highest = Math.max(...input.settings.connections);
  for (const connections of input.settings.connections) {
    out.push(
      `| ${connections} connection${connections === 1 ? '' : 's'} | req/s | p50 | p99 | of the floor | req/s (tenth) | p50 (tenth) | p99 (tenth) | p50 whole / tenth | not 2xx |`,
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    const whole = input.results.whole.get(connections);
    const tenth = input.results.tenth.get(connections);
    const floor = whole?.get('floor')?.requestsPerSecond ?? Number.NaN;
    for (const row of marketRows) {
      const w = whole?.get(row.id);
      const t = tenth?.get(row.id);
      if (!w) continue;
      out.push(
        `| ${row.label} | ${formatRate(w.requestsPerSecond)} | ${formatMs(w.p50)} | ${formatMs(w.p99)} | ${row.hotRead ? ratio(w.requestsPerSecond / floor) : ''} | ` +
          `${t ? formatRate(t.requestsPerSecond) : '—'} | ${t ? formatMs(t.p50) : '—'} | ${t ? formatMs(t.p99) : '—'} | ${t ? ratio(w.p50 / t.p50) : '—'} | ${refused(w)} |`,
      );
    }
    const booking = input.bookings.get(connections);
    if (booking) {
      out.push(
        `| booking creation, distinct slots | ${formatRate(booking.requestsPerSecond)} | ${formatMs(booking.p50)} | ${formatMs(booking.p99)} | | | | | | ${refused(booking)} |`,
      );
    }
    out.push('');
  }
  out.push(
    `Targets of the hot reads (${highest} connections for throughput and p99; growth at 1 connection, where the median is the read's own cost):`,
    '',
  );
  out.push(
    `| hot read | ≥ ${marketTargets.readShareOfFloor} of the floor | p99 ≤ ${marketTargets.readP99Ms} ms | whole / tenth p50 ≤ ${marketTargets.growthOfMedian} |`,
    '| --- | --- | --- | --- |',
  );
  const atHighest = input.results.whole.get(highest);
  const floor = atHighest?.get('floor')?.requestsPerSecond ?? Number.NaN;
  const lowest = Math.min(...input.settings.connections);
  for (const row of marketRows.filter((r) => r.hotRead)) {
    const w = atHighest?.get(row.id);
    const share = (w?.requestsPerSecond ?? Number.NaN) / floor;
    const p99 = w?.p99 ?? Number.NaN;
    const growth =
      (input.results.whole.get(lowest)?.get(row.id)?.p50 ?? Number.NaN) /
      (input.results.tenth.get(lowest)?.get(row.id)?.p50 ?? Number.NaN);
    out.push(
      `| ${row.label} | ${ratio(share)} ${verdict(share >= marketTargets.readShareOfFloor)} | ${formatMs(p99)} ${verdict(p99 <= marketTargets.readP99Ms)} | ${ratio(growth)} ${verdict(growth <= marketTargets.growthOfMedian)} |`,
    );
  }
  return out;
}

const micros = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '—');
const cpuTotal = ({ api, postgres, loadGenerator }: CpuPerRequest) =>
  api + postgres + loadGenerator;

/**
 * What each request cost in CPU time on the whole market at the highest connection count: the
 * API, PostgreSQL and autocannon share this machine's cores, so a read's throughput next to the
 * floor's follows from the totals.
 */
function cpuTable(input: MarketReportInput): string[] {
  const highest = Math.max(...input.settings.connections);
  const rows = input.results.whole.get(highest);
  const floor = rows?.get('floor')?.cpu;
  if (!rows || !floor) return [];
  const line = (label: string, m: MarketMeasurement | undefined, share: string) =>
    m
      ? [
          `| ${label} | ${micros(m.cpu.api)} | ${micros(m.cpu.postgres)} | ${micros(m.cpu.loadGenerator)} | ${micros(cpuTotal(m.cpu))} | ${share} |`,
        ]
      : [];
  return [
    `CPU time per request on the whole market at ${highest} connections, in µs (Linux's /proc; PostgreSQL is every \`postgres\` process of this machine; the load generator is this process). "Floor's total over this" is the share of the floor's throughput the read's cost allows when the cores are the limit:`,
    '',
    "| request | API | PostgreSQL | load generator | total | floor's total over this |",
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...marketRows.flatMap((row) => {
      const m = rows.get(row.id);
      return line(
        row.label,
        m,
        m && row.id !== 'floor' ? ratio(cpuTotal(floor) / cpuTotal(m.cpu)) : '',
      );
    }),
    ...line('booking creation, distinct slots', input.bookings.get(highest), ''),
    '',
  ];
}

export function marketReport(input: MarketReportInput): string {
  const cpus = os.cpus();
  const highest = Math.max(...input.settings.connections);
  const booking = input.bookings.get(highest);
  const bestBookingRate = Math.max(...[...input.bookings.values()].map((m) => m.requestsPerSecond));
  const { contended, memory } = input;
  const whole = input.seeds.reduce(
    (sum, seed) => ({
      agents: sum.agents + seed.agents,
      customers: sum.customers + seed.customers,
      slots: sum.slots + seed.slots,
      bookings: sum.bookings + seed.bookings,
      seconds: sum.seconds + seed.seconds,
    }),
    { agents: 0, customers: 0, slots: 0, bookings: 0, seconds: 0 },
  );
  const tenth = input.seeds[0];
  return [
    `## Marketplace benchmark${input.quick ? ' (quick run: checks the harness, not figures to keep)' : ''}`,
    '',
    `${input.startedAt.toISOString()} · ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}) · Node ${process.version} · ` +
      `API in production mode on PostgreSQL · one measurement of ${input.settings.duration} s per row and connection count · ` +
      `load average ${input.loadAtStart.toFixed(2)} at start, ${input.loadAtEnd.toFixed(2)} at end · ${Math.round(input.elapsedSeconds)} s in all`,
    '',
    `Market: ${whole.agents.toLocaleString('en')} agents, ${whole.customers.toLocaleString('en')} customers, ${whole.slots.toLocaleString('en')} slots, ` +
      `${whole.bookings.toLocaleString('en')} bookings, seeded in ${whole.seconds.toFixed(0)} s ` +
      `(the tenth: ${tenth?.agents.toLocaleString('en')} agents, ${tenth?.slots.toLocaleString('en')} slots, ${tenth?.bookings.toLocaleString('en')} bookings, ${tenth?.seconds.toFixed(0)} s).`,
    '',
    'req/s counts 2xx answers; "of the floor" is the read\'s req/s over the floor\'s in the same table; the tenth columns are the same read on a tenth of the market.',
    '',
    ...readTables(input),
    '',
    ...cpuTable(input),
    '| other targets | wanted | measured | |',
    '| --- | ---: | --- | --- |',
    `| bookings per second on distinct slots | ≥ ${marketTargets.bookingsPerSecond} | ${formatRate(bestBookingRate)} at best (${formatRate(booking?.requestsPerSecond ?? Number.NaN)} at ${highest} connections) | ${verdict(bestBookingRate >= marketTargets.bookingsPerSecond)} |`,
    `| ${contended.attempts} bookings of one slot at once: winners | exactly 1 | ${contended.created} answered 201, ${contended.refused} answered 409, ${contended.liveBookings} live booking in the database${Object.keys(contended.other).length > 0 ? `, other: ${JSON.stringify(contended.other)}` : ''} | ${verdict(contended.created === 1 && contended.liveBookings === 1)} |`,
    `| the same: p99 | ≤ ${marketTargets.contendedP99Ms} ms | ${formatMs(contended.p99)} (p50 ${formatMs(contended.p50)}; the floor ${contended.attempts} times at once: p99 ${formatMs(contended.floorAtOnce.p99)}, p50 ${formatMs(contended.floorAtOnce.p50)}) | ${verdict(contended.p99 <= marketTargets.contendedP99Ms)} |`,
    `| the API's peak resident memory (VmRSS) | < ${marketTargets.rssMb} MB | ${memory.peakSampled.toFixed(0)} MB sampled, ${memory.highWater.toFixed(0)} MB VmHWM | ${verdict(Math.max(memory.peakSampled, memory.highWater) < marketTargets.rssMb)} |`,
    '',
    `The API's peak resident memory by phase (sampled every 250 ms; node flags of \`npm start\`): ${memory.phases.map((p) => `${p.phase} ${p.peakMb.toFixed(0)} MB`).join(' · ')}.`,
    '',
    "Start-up's `scheduleExistingBookingDeadlines` on the whole market (a process of its own, as a start would run it):",
    '',
    ...input.deadlines.map(
      (d) =>
        `- ${d.label}: ${d.finished ? `${(d.ms / 1000).toFixed(1)} s, ${d.deadlines} deadlines looked at` : `stopped after ${(d.ms / 1000).toFixed(0)} s, unfinished`}; ${d.queued} deadline jobs in the queue after it.`,
    ),
    '',
    'Targets are informational: the bench never fails on them.',
    '',
  ].join('\n');
}
