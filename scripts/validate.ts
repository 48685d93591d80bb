// `npm test` (= `npm run validate`): every check of the project, arranged for a 2-core machine.
// The checks that use one core each (typecheck; lint, format check and the web build) run side by
// side, their output shown when each ends; then Vitest and the browser journeys, which use both
// cores, run alone with their output live. Every step runs even when another failed; the summary
// names each step with its time, and the exit status is 1 when any failed.
import { spawn } from 'node:child_process';
import path from 'node:path';

interface Step {
  title: string;
  command: string;
  args: string[];
  /** Not run (and counted as failed) when this earlier step failed. */
  needs?: string;
}

interface Outcome {
  title: string;
  ok: boolean;
  seconds: number;
  note?: string;
}

const root = path.resolve(import.meta.dirname, '..');
const npmScript = (script: string, ...args: string[]) => ({
  command: 'npm',
  args: ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])],
});
const nodeScript = (file: string, ...args: string[]) => ({
  command: process.execPath,
  args: [file, ...args],
});

const WEB_BUILD = 'web build';

/** Phases run one after another; the lanes of a phase run side by side, each step by step. */
const phases: { lanes: Step[][]; live: boolean }[] = [
  {
    live: false,
    lanes: [
      [{ title: 'typecheck', ...npmScript('typecheck') }],
      [
        { title: 'lint', ...npmScript('lint') },
        { title: 'format check', ...npmScript('format:check') },
        { title: WEB_BUILD, ...npmScript('build') },
        { title: 'bundle budget', ...nodeScript('scripts/bundle-budget.ts'), needs: WEB_BUILD },
      ],
    ],
  },
  { live: true, lanes: [[{ title: 'unit and API tests', ...npmScript('test:unit') }]] },
  {
    live: true,
    lanes: [
      [
        {
          title: 'browser journeys',
          ...nodeScript('scripts/e2e.ts', '--prebuilt'),
          needs: WEB_BUILD,
        },
      ],
    ],
  },
];

const outcomes = new Map<string, Outcome>();

function run(step: Step, live: boolean): Promise<Outcome> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const blocker = step.needs === undefined ? undefined : outcomes.get(step.needs);
  if (blocker && !blocker.ok) {
    return Promise.resolve({ title: step.title, ok: false, seconds: 0, note: 'not run' });
  }
  if (live) process.stdout.write(`\n▶ ${step.title}\n`);
  const child = spawn(step.command, step.args, {
    cwd: root,
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: live || !process.stdout.isTTY ? process.env : { FORCE_COLOR: '1', ...process.env },
  });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.once('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.once('close', (code) => {
      const ok = code === 0;
      if (!live) {
        process.stdout.write(`\n▶ ${step.title}\n${Buffer.concat(chunks).toString('utf8')}`);
      }
      const verdict = ok ? '✔' : '✖';
      process.stdout.write(`${verdict} ${step.title} (${seconds().toFixed(1)} s)\n`);
      resolve({ title: step.title, ok, seconds: seconds() });
    });
  });
}

async function runLane(lane: Step[], live: boolean): Promise<void> {
  for (const step of lane) outcomes.set(step.title, await run(step, live));
}

const started = performance.now();
for (const phase of phases) {
  await Promise.all(phase.lanes.map((lane) => runLane(lane, phase.live)));
}

process.stdout.write('\nSummary\n');
for (const outcome of outcomes.values()) {
  const verdict = outcome.ok ? '✔' : '✖';
  const detail = outcome.note ?? `${outcome.seconds.toFixed(1)} s`;
  process.stdout.write(`  ${verdict} ${outcome.title} (${detail})\n`);
}
const failed = [...outcomes.values()].filter((outcome) => !outcome.ok);
const total = ((performance.now() - started) / 1000).toFixed(1);
if (failed.length > 0) {
  process.stderr.write(`✖ failed: ${failed.map((outcome) => outcome.title).join(', ')}\n`);
  process.exit(1);
}
process.stdout.write(`✔ every check passed in ${total} s\n`);
