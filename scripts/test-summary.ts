// Adds up the JSON reports that Vitest and Playwright wrote into a folder and prints the CI line,
// after naming each failed test with the first line of its error: the end of a long CI log is
// often all that is kept of it, and it then says what failed.
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestReport {
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { status: string; errors?: { message?: string }[] }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: { message?: string }[];
  suites?: PlaywrightSuite[];
}

/** The first non-empty line of an error message, without terminal colours, cut to one line. */
function firstLine(message: string | undefined): string {
  const line = stripVTControlCharacters(message ?? '')
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text.length > 0);
  return line === undefined ? '(no message)' : line.slice(0, 200);
}

/** "where: what" for each failed test (or file that failed to load) of one report. */
function failuresOf(report: VitestReport | PlaywrightReport): string[] {
  if ('stats' in report) {
    const found: string[] = (report.errors ?? []).map(
      (error) => `run: ${firstLine(error.message)}`,
    );
    const walk = (suite: PlaywrightSuite, titles: string[]) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          if (test.status !== 'unexpected') continue;
          const last = test.results.at(-1);
          const where = `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`;
          found.push(
            `${where}: ${last?.status ?? 'failed'}: ${firstLine(last?.errors?.[0]?.message)}`,
          );
        }
      }
      for (const inner of suite.suites ?? []) walk(inner, [...titles, inner.title]);
    };
    for (const suite of report.suites ?? []) walk(suite, []);
    return found;
  }
  const found: string[] = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) {
      found.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (failed.length === 0 && file.status === 'failed') {
      found.push(`${where}: ${firstLine(file.message)}`);
    }
  }
  return found;
}

function readReport(file: string): Totals & { failures: string[] } {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as VitestReport | PlaywrightReport;
  const failures = failuresOf(report);
  if ('stats' in report) {
    return {
      failures,
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected + (report.errors?.length ?? 0),
      skipped: report.stats.skipped,
    };
  }
  return {
    failures,
    passed: report.numPassedTests,
    // A file that fails to load has no failed test, yet it failed.
    failed: Math.max(report.numFailedTests, report.numFailedTestSuites),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

const folder = process.argv[2] ?? 'test-results';
const files = fs.existsSync(folder)
  ? fs.readdirSync(folder).filter((name) => name.endsWith('.json'))
  : [];
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const parts = files.map((name) => ({ name, ...readReport(path.join(folder, name)) }));
const failures = parts.flatMap((part) => part.failures.map((failure) => `- ${failure}`));
if (failures.length > 0) console.log(['Failed:', ...failures].join('\n'));
for (const { name, ...part } of parts) {
  console.log(`${name}: ${part.passed} passed, ${part.failed} failed, ${part.skipped} skipped`);
  totals.passed += part.passed;
  totals.failed += part.failed;
  totals.skipped += part.skipped;
}
if (files.length === 0) totals.failed += 1;
totals.failed += Number(process.env.EXTRA_FAILURES ?? 0);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || totals.skipped > 0 ? 1 : 0);
