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
