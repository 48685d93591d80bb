// Adds up the JSON reports that Vitest and Playwright wrote into a folder and prints the CI line.
import fs from 'node:fs';
import path from 'node:path';

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: unknown[];
}

function readReport(file: string): Totals {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as VitestReport | PlaywrightReport;
  if ('stats' in report) {
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected + (report.errors?.length ?? 0),
      skipped: report.stats.skipped,
    };
  }
  return {
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
for (const name of files) {
  const part = readReport(path.join(folder, name));
  console.log(`${name}: ${part.passed} passed, ${part.failed} failed, ${part.skipped} skipped`);
  totals.passed += part.passed;
  totals.failed += part.failed;
  totals.skipped += part.skipped;
}
if (files.length === 0) totals.failed += 1;
totals.failed += Number(process.env.EXTRA_FAILURES ?? 0);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || totals.skipped > 0 ? 1 : 0);
