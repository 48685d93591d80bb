// `npm run lighthouse`: Lighthouse's mobile profile (its default: a phone's screen, simulated slow
// 4G and a 4× slower processor) on the public pages and the two dashboards, several runs each, and
// the median of each figure as a markdown table. Informational, like bench/: not part of
// `npm test` or CI.
//
// It builds the web app (unless `--prebuilt`), puts the demo data into a temporary data folder
// (production never seeds; e2e/support/seed-demo.ts does it as for the journeys), starts the API in
// production mode on a free port on 127.0.0.1, which serves the build (scripts/measured-server.ts),
// and runs Lighthouse in the Chromium installed on the machine, which it never downloads. A
// signed-in screen is measured as its demo account (scripts/lighthouse-session.ts). Everything it starts is stopped by
// its process id and the data folder removed, on success, failure, Ctrl+C or when the time bound
// (`--timeout`) is reached. See docs/performance.md ("Lighthouse (the public pages)").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Launcher, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CleanUp, repositoryRoot } from '../bench/processes.ts';
import { CHROMIUM_FLAGS, withoutOmniboxWebUI } from './chromium-flags.ts';
import { signedInPages, signInBrowser } from './lighthouse-session.ts';
import { startMeasuredServer } from './measured-server.ts';

const DEFAULT_PAGES = ['/', '/signin', '/customer-signup', ...Object.keys(signedInPages)];
const CHROMIUM = '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const usage = `usage: npm run lighthouse -- [options]
  --runs N          runs per page (default 3); pages are interleaved, one run of each per round
  --pages LIST      comma-separated paths (default ${DEFAULT_PAGES.join(',')})
  --prebuilt        use apps/web/dist as it is instead of running the build first
  --chromium PATH   the browser (default ${CHROMIUM})
  --reports DIR     also keep every run's full Lighthouse report there (JSON, one file a run)
  --timeout MIN     give up (and clean up) after this many minutes (default 20)
  --help`;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: DEFAULT_PAGES.join(',') },
    prebuilt: { type: 'boolean', default: false },
    chromium: { type: 'string', default: CHROMIUM },
    reports: { type: 'string' },
    timeout: { type: 'string', default: '20' },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(usage);
  process.exit(0);
}
const runs = Number(options.runs);
const timeoutMinutes = Number(options.timeout);
const pages = options.pages
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean);
if (!Number.isInteger(runs) || runs < 1 || !(timeoutMinutes > 0) || pages.length === 0) {
  console.error(usage);
  process.exit(2);
}
if (!fs.existsSync(options.chromium)) {
  console.error(`no browser at ${options.chromium}; see scripts/ensure-chromium.sh`);
  process.exit(2);
}

/** One Lighthouse run's figures: scores from 0 to 1, LCP in seconds, TBT in milliseconds. */
interface Figures {
  performance: number;
  lcp: number;
  cls: number;
  tbt: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  /** Lighthouse's measure of the machine's speed during the run (higher is faster). */
  benchmarkIndex: number;
}

const progress = (line: string) => process.stderr.write(`${line}\n`);
const cleanUp = new CleanUp();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    progress(`\n${signal}: cleaning up`);
    void cleanUp.run().then(() => process.exit(130));
  });
}
const bound = setTimeout(() => {
  progress(`\nstill running after ${timeoutMinutes} min: cleaning up`);
  void cleanUp.run().then(() => process.exit(1));
}, timeoutMinutes * 60_000);
bound.unref();

function runStep(title: string, command: string, args: string[]): void {
  progress(`▶ ${title}`);
  // A synchronous step holds the time bound's timer back, so it gets the bound of its own.
  const result = spawnSync(command, args, {
    cwd: repositoryRoot,
    stdio: ['ignore', 2, 2],
    timeout: timeoutMinutes * 60_000,
  });
  if (result.status !== 0) throw new Error(`${title} failed`);
}

/** Builds if asked, seeds a temporary data folder, starts the API on it: its address. */
async function startServer(): Promise<string> {
  if (!options.prebuilt) runStep('Build the web app', 'npm', ['run', 'build']);
  if (!fs.existsSync(path.join(repositoryRoot, 'apps/web/dist/index.html'))) {
    throw new Error('no build in apps/web/dist: run without --prebuilt');
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brillo-lighthouse-'));
  cleanUp.add(`remove ${workDir}`, () => fs.rmSync(workDir, { recursive: true, force: true }));
  const dataDir = path.join(workDir, 'data');

  runStep('Demo data', process.execPath, ['e2e/support/seed-demo.ts', dataDir]);

  progress('▶ Start the API');
  return startMeasuredServer({ dataDir, logDir: workDir, cleanUp });
}

/** The audits of a category that did not pass in a run, as "category: audit id". */
function failedAudits(result: LighthouseResult): string[] {
  const failed: string[] = [];
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const reference of result.categories[category]?.auditRefs ?? []) {
      const score = result.audits[reference.id]?.score;
      if (reference.weight > 0 && score !== null && score !== undefined && score < 1) {
        failed.push(`${category}: ${reference.id}`);
      }
    }
  }
  return failed;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function figuresOf(result: LighthouseResult): Figures {
  if (result.runtimeError) throw new Error(`Lighthouse: ${result.runtimeError.message}`);
  const score = (category: (typeof CATEGORIES)[number]) => {
    const value = result.categories[category]?.score;
    if (typeof value !== 'number') throw new Error(`no ${category} score`);
    return value;
  };
  const numeric = (audit: string) => {
    const value = result.audits[audit]?.numericValue;
    if (typeof value !== 'number') throw new Error(`no value for ${audit}`);
    return value;
  };
  return {
    performance: score('performance'),
    lcp: numeric('largest-contentful-paint') / 1000,
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    benchmarkIndex: result.environment.benchmarkIndex,
  };
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface PageResult {
  page: string;
  runs: Figures[];
  failed: Set<string>;
}

/**
 * One Lighthouse run in a browser of its own, as the Lighthouse command does for each run. A
 * signed-in screen's browser is signed in first, and Lighthouse keeps its cookie and storage.
 */
async function runLighthouse(baseUrl: string, page: string): Promise<LighthouseResult> {
  const url = `${baseUrl}${page}`;
  const chrome = await launch({
    chromePath: options.chromium,
    // chrome-launcher's own flags, given here so that its `--disable-features` list is kept.
    chromeFlags: withoutOmniboxWebUI([...Launcher.defaultFlags(), ...CHROMIUM_FLAGS]),
    ignoreDefaultFlags: true,
    logLevel: 'error',
  });
  cleanUp.add(`stop Chromium (pid ${chrome.pid})`, () => chrome.kill());
  try {
    const role = signedInPages[page];
    if (role) await signInBrowser(chrome.port, baseUrl, role);
    const answer = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: role !== undefined,
    });
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
    return answer.lhr;
  } finally {
    chrome.kill();
  }
}

/** Runs whose trace Chromium failed to record, retried: at most this many tries per run. */
const RECORDING_TRIES = 3;

/**
 * One run, tried again (in a new browser) when Chromium did not record the page load's trace
 * (`NO_NAVSTART` and the like, seen now and then on a loaded machine): that is a failure of the
 * recording, not a figure of the page. Any other error ends the measurement.
 */
async function runRecorded(baseUrl: string, page: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    const lhr = await runLighthouse(baseUrl, page);
    const code = lhr.runtimeError?.code ?? '';
    if (!/NAVSTART|TRACE|NO_FCP/.test(code) || attempt === RECORDING_TRIES) return lhr;
    progress(`  the trace was not recorded (${code}); trying again`);
  }
}

async function measure(baseUrl: string): Promise<PageResult[]> {
  if (options.reports) fs.mkdirSync(options.reports, { recursive: true });
  const results: PageResult[] = pages.map((page) => ({ page, runs: [], failed: new Set() }));
  for (let round = 1; round <= runs; round++) {
    for (const result of results) {
      progress(`▶ Lighthouse ${result.page} (run ${round} of ${runs})`);
      const lhr = await runRecorded(baseUrl, result.page);
      result.runs.push(figuresOf(lhr));
      for (const audit of failedAudits(lhr)) result.failed.add(audit);
      if (options.reports) {
        const name = `${result.page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${round}.json`;
        fs.writeFileSync(path.join(options.reports, name), JSON.stringify(lhr));
      }
    }
  }
  return results;
}

function report(results: PageResult[]): string {
  const columns: {
    title: string;
    value: (figures: Figures) => number;
    format: (n: number) => string;
  }[] = [
    {
      title: 'performance',
      value: (f) => f.performance,
      format: (n) => String(Math.round(n * 100)),
    },
    { title: 'LCP (s)', value: (f) => f.lcp, format: (n) => n.toFixed(2) },
    { title: 'CLS', value: (f) => f.cls, format: (n) => n.toFixed(3) },
    { title: 'TBT (ms)', value: (f) => f.tbt, format: (n) => String(Math.round(n)) },
    { title: 'accessibility', value: (f) => f.accessibility, format: (n) => n.toFixed(2) },
    { title: 'SEO', value: (f) => f.seo, format: (n) => n.toFixed(2) },
    { title: 'best practices', value: (f) => f.bestPractices, format: (n) => n.toFixed(2) },
  ];
  const indexes = results.flatMap((result) => result.runs.map((run) => run.benchmarkIndex));
  const lines = [
    `Lighthouse ${lighthouseVersion()}, mobile profile, simulated throttling; median of ${runs} run(s)`,
    `${new Date().toISOString()}, ${os.cpus().length} cores, Chromium at ${options.chromium}; ` +
      `benchmark index ${Math.round(Math.min(...indexes))} to ${Math.round(Math.max(...indexes))}`,
    '',
    `| page | ${columns.map((column) => column.title).join(' | ')} |`,
    `| --- | ${columns.map(() => '---:').join(' | ')} |`,
    ...results.map(
      (result) =>
        `| \`${result.page}\` | ${columns
          .map((column) => column.format(median(result.runs.map(column.value))))
          .join(' | ')} |`,
    ),
  ];
  const failures = results.filter((result) => result.failed.size > 0);
  if (failures.length > 0) {
    lines.push('', 'Audits that did not pass in at least one run:');
    for (const result of failures)
      lines.push(`- \`${result.page}\`: ${[...result.failed].join(', ')}`);
  }
  return lines.join('\n');
}

function lighthouseVersion(): string {
  const manifest = path.join(repositoryRoot, 'node_modules/lighthouse/package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

let exitCode = 0;
try {
  const baseUrl = await startServer();
  console.log(report(await measure(baseUrl)));
} catch (error) {
  progress(`✖ ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await cleanUp.run();
}
process.exit(exitCode);
