// The bench's markdown report: one table per connection count (medians across rounds, ratios
// taken within each round, then their median) and the targets with met / not met.
import type { Measurement } from './measure.ts';
import { TARGET_CONNECTIONS, type Comparison, type RowKey } from './routes.ts';

export interface Row {
  key: RowKey;
  label: string;
}

/** results.get(connections).get(row)[round] */
export type Results = Map<number, Map<RowKey, Measurement[]>>;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function formatRate(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return value >= 1000 ? `${(value / 1000).toFixed(1)}k` : String(Math.round(value));
}

export function formatMs(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (value < 1) return `${value.toFixed(2)} ms`;
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
}

function formatRatio(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : '—';
}

/** The ratio of `row` to `of` in each round both were measured in. */
export function roundRatios(results: Results, connections: number, row: RowKey, of: RowKey) {
  const rows = results.get(connections);
  const measured = rows?.get(row) ?? [];
  const reference = rows?.get(of) ?? [];
  const ratios: number[] = [];
  for (let round = 0; round < Math.min(measured.length, reference.length); round += 1) {
    const a = measured[round]?.requestsPerSecond ?? Number.NaN;
    const b = reference[round]?.requestsPerSecond ?? Number.NaN;
    if (b > 0) ratios.push(a / b);
  }
  return ratios;
}

function refusedText(measurements: readonly Measurement[]): string {
  const non2xx = measurements.reduce((sum, m) => sum + m.non2xx, 0);
  const errors = measurements.reduce((sum, m) => sum + m.errors, 0);
  if (non2xx === 0 && errors === 0) return '0';
  const codes = new Map<string, number>();
  for (const m of measurements) {
    for (const [code, count] of Object.entries(m.statusCodes)) {
      if (!code.startsWith('2')) codes.set(code, (codes.get(code) ?? 0) + count);
    }
  }
  const byCode = [...codes].map(([code, count]) => `${count}×${code}`);
  if (errors > 0) byCode.push(`${errors} errors`);
  return `**${byCode.join(', ')}**`;
}

export function resultTables(
  rows: readonly Row[],
  results: Results,
  connectionCounts: readonly number[],
  comparisons: readonly Comparison[],
): string {
  const out: string[] = [];
  for (const connections of connectionCounts) {
    const measured = results.get(connections);
    out.push(
      `| route, ${connections} connection${connections === 1 ? '' : 's'} | req/s | p50 | p99 | ratio (req/s) | not 2xx |`,
      '| --- | ---: | ---: | ---: | --- | ---: |',
    );
    for (const row of rows) {
      const measurements = measured?.get(row.key) ?? [];
      if (measurements.length === 0) continue;
      const comparison = comparisons.find((c) => c.row === row.key && measured?.has(c.of));
      const ratio = comparison
        ? `${formatRatio(median(roundRatios(results, connections, row.key, comparison.of)))} of ${comparison.ofText}`
        : '';
      out.push(
        `| ${row.label} | ${formatRate(median(measurements.map((m) => m.requestsPerSecond)))} | ${formatMs(median(measurements.map((m) => m.p50)))} | ${formatMs(median(measurements.map((m) => m.p99)))} | ${ratio} | ${refusedText(measurements)} |`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}

export function targetTable(results: Results, comparisons: readonly Comparison[]): string {
  const out = [
    `| target (${TARGET_CONNECTIONS} connections, ratios within one round) | wanted | measured: median (each round) | |`,
    '| --- | ---: | --- | --- |',
  ];
  for (const { row, of, target } of comparisons) {
    if (!target) continue;
    const ratios = roundRatios(results, TARGET_CONNECTIONS, row, of);
    if (ratios.length === 0) {
      out.push(`| ${target.text} | ≥ ${target.min} | not measured | |`);
      continue;
    }
    const value = median(ratios);
    out.push(
      `| ${target.text} | ≥ ${target.min} | ${formatRatio(value)} (${ratios.map(formatRatio).join(', ')}) | ${value >= target.min ? 'met' : 'not met'} |`,
    );
  }
  return out.join('\n');
}

/** A sign-in load row of the report: a server, and how many passwords it hashes at once. */
export interface SignInLoadRow extends Row {
  /** The server's label, e.g. 'PostgreSQL'. */
  server: string;
  /** Its PASSWORD_HASH_CONCURRENCY, as the report shows it, e.g. '1 (default)'. */
  hashCap: string;
}

/** Each round's loaded p99 divided by the idle p99 measured just before it. */
export function p99Ratios(measurements: readonly Measurement[]): number[] {
  const ratios: number[] = [];
  for (const loaded of measurements) {
    const idle = loaded.idle?.p99 ?? Number.NaN;
    if (idle > 0 && Number.isFinite(loaded.p99)) ratios.push(loaded.p99 / idle);
  }
  return ratios;
}

/** 'met' when the median of the per-round ratios is at most `maxRatio`; '—' without rounds. */
export function ratioVerdict(ratios: readonly number[], maxRatio: number): string {
  if (ratios.length === 0) return '—';
  return median(ratios) <= maxRatio ? 'met' : 'not met';
}

function signInFailuresText(measurements: readonly Measurement[]): string {
  const failures = new Map<string, number>();
  for (const m of measurements) {
    for (const [code, count] of Object.entries(m.signIns?.failures ?? {})) {
      failures.set(code, (failures.get(code) ?? 0) + count);
    }
  }
  if (failures.size === 0) return '0';
  return `**${[...failures].map(([code, count]) => `${count}×${code}`).join(', ')}**`;
}

/**
 * The sign-in load: for each connection count, each server's health p99 idle and during the
 * sign-ins, the ratio (within each round, then the median) against `target`, health's req/s both
 * ways and what the sign-ins did; then a summary of the target across connection counts.
 */
export function signInLoadTables(
  rows: readonly SignInLoadRow[],
  results: Results,
  connectionCounts: readonly number[],
  target: { maxRatio: number; text: string },
  clients: number,
): string {
  const out: string[] = [];
  const medianOf = (ms: readonly Measurement[], pick: (m: Measurement) => number | undefined) =>
    median(ms.map((m) => pick(m) ?? Number.NaN).filter(Number.isFinite));
  for (const connections of connectionCounts) {
    const measured = results.get(connections);
    out.push(
      `| GET /api/health, ${connections} connection${connections === 1 ? '' : 's'} | hashing cap | p99 idle | p99 during ${clients} sign-ins | ratio: median (each round) | ≤ ${target.maxRatio}× idle | p50 idle → during | req/s idle → during | sign-ins/s | sign-in p50 | sign-in p99 | not 2xx (health, sign-in) |`,
      '| --- | ---: | ---: | ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const row of rows) {
      const ms = measured?.get(row.key) ?? [];
      if (ms.length === 0) continue;
      const ratios = p99Ratios(ms);
      const idle = ms.flatMap((m) => (m.idle ? [m.idle] : []));
      out.push(
        `| ${row.server} | ${row.hashCap} | ${formatMs(medianOf(ms, (m) => m.idle?.p99))} | ${formatMs(medianOf(ms, (m) => m.p99))} | ` +
          `${formatRatio(median(ratios))} (${ratios.map(formatRatio).join(', ')}) | ${ratioVerdict(ratios, target.maxRatio)} | ` +
          `${formatMs(medianOf(ms, (m) => m.idle?.p50))} → ${formatMs(medianOf(ms, (m) => m.p50))} | ` +
          `${formatRate(medianOf(ms, (m) => m.idle?.requestsPerSecond))} → ${formatRate(medianOf(ms, (m) => m.requestsPerSecond))} | ` +
          `${formatSignInRate(medianOf(ms, (m) => m.signIns?.perSecond))} | ${formatMs(medianOf(ms, (m) => m.signIns?.p50))} | ${formatMs(medianOf(ms, (m) => m.signIns?.p99))} | ` +
          `${refusedText([...idle, ...ms])}, ${signInFailuresText(ms)} |`,
      );
    }
    out.push('');
  }
  out.push(
    `| ${target.text}: median ratio | hashing cap | ${connectionCounts.map((c) => `${c} connection${c === 1 ? '' : 's'}`).join(' | ')} |`,
    `| --- | ---: | ${connectionCounts.map(() => '---').join(' | ')} |`,
  );
  for (const row of rows) {
    const cells = connectionCounts.map((connections) => {
      const ratios = p99Ratios(results.get(connections)?.get(row.key) ?? []);
      return ratios.length === 0
        ? 'not measured'
        : `${formatRatio(median(ratios))}, ${ratioVerdict(ratios, target.maxRatio)}`;
    });
    out.push(`| ${row.server} | ${row.hashCap} | ${cells.join(' | ')} |`);
  }
  out.push('');
  return out.join('\n');
}

function formatSignInRate(value: number): string {
  return Number.isFinite(value) ? value.toFixed(1) : '—';
}
