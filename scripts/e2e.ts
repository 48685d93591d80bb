// `npm run test:e2e`: builds the web app, checks the bundle budget, starts the real API server
// (which serves the build) in production mode on a free port with a fresh data folder and a local
// SMTP stand-in (e2e/support/mail-catcher.ts), waits until it is ready, runs the Playwright
// journeys against it, and stops the server. Extra arguments go to Playwright,
// e.g. `npm run test:e2e -- e2e/home.spec.ts`; `--prebuilt` first skips the build and the budget
// (scripts/validate.ts runs them beside the other checks).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_AUTH_SECRET } from '../e2e/support/e2e-secrets.ts';
import { startMailCatcher } from '../e2e/support/mail-catcher.ts';
import { e2eServerEnv } from '../e2e/support/public-config.ts';
import { freePort } from './free-port.ts';

const root = path.resolve(import.meta.dirname, '..');
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

function runStep(title: string, command: string, args: string[]): void {
  process.stdout.write(`\n▶ ${title}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`✖ ${title} failed\n`);
    process.exit(result.status ?? 1);
  }
}

function startServer(
  port: number,
  dataDir: string,
  smtpUrl: string,
  logFile: string,
): ChildProcess {
  const log = fs.openSync(logFile, 'w');
  return spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      ...e2eServerEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The address the browser uses: emailed links point to it and sign-in trusts its origin.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      TRUST_PROXY: '127.0.0.1',
      AUTH_SECRET: E2E_AUTH_SECRET,
      // Production sends mail through SMTP only; the journeys read it from the stand-in.
      SMTP_URL: smtpUrl,
      LOG_LEVEL: 'warn',
    },
  });
}

async function waitUntilReady(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/ready`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server was not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

function runPlaywright(baseUrl: string, mailboxUrl: string, args: string[]): Promise<number> {
  const cli = path.join(root, 'node_modules/@playwright/test/cli.js');
  const child = spawn(process.execPath, [cli, 'test', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_MAILBOX_URL: mailboxUrl },
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

const prebuilt = process.argv[2] === '--prebuilt';
const playwrightArgs = process.argv.slice(prebuilt ? 3 : 2);

runStep('Chromium for the browser tests', 'bash', ['scripts/ensure-chromium.sh']);
if (!prebuilt) {
  runStep('Build the web app', 'npm', ['run', 'build', '-w', '@brillo/web']);
  runStep('Bundle budget', process.execPath, ['scripts/bundle-budget.ts']);
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brillo-e2e-'));
fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
const logFile = path.join(root, 'test-results/e2e-server.log');
process.stdout.write(`\n▶ Start the API server on ${baseUrl} (log: test-results/e2e-server.log)\n`);
runStep('Demo data for the journeys', process.execPath, ['e2e/support/seed-demo.ts', dataDir]);
const mail = await startMailCatcher();
const server = startServer(port, dataDir, mail.smtpUrl, logFile);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopServer(server).then(() => process.exit(130)));
}

let exitCode = 1;
try {
  await waitUntilReady(baseUrl, server);
  process.stdout.write('\n▶ Playwright journeys\n');
  exitCode = await runPlaywright(baseUrl, mail.mailboxUrl, playwrightArgs);
} catch (error) {
  process.stderr.write(`✖ ${error instanceof Error ? error.message : String(error)}\n`);
  process.stderr.write(fs.readFileSync(logFile, 'utf8'));
} finally {
  await stopServer(server);
  await mail.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
