import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.ts';
import { testServerHashing } from './public-config.ts';

const root = path.resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 90_000;

export interface SandboxServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * A server of its own for the payment journeys (ADR-040): the suite's server runs in production,
 * where the sandbox bank can never be enabled, so these journeys start the same built app in
 * development mode, with the sandbox bank and the demo data seeded into a fresh data folder. The
 * demo accounts there are the journeys' own: paying their bookings changes nothing another
 * journey counts. `settings` adds to or replaces the server's settings (the Fintoc journey points
 * it at a Fintoc stand-in).
 */
export async function startSandboxServer(
  settings: Record<string, string> = {},
  logName = 'e2e-sandbox-server.log',
): Promise<SandboxServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brillo-e2e-sandbox-'));
  const logFile = path.join(root, 'test-results', logName);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const server: ChildProcess = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      PAYMENT_PROVIDER: 'sandbox',
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
      ...testServerHashing,
      ...settings,
    },
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the sandbox server exited (${logFile})`);
    try {
      const response = await fetch(`${baseUrl}/api/ready`);
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the sandbox server was not ready in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
          return;
        }
        server.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        server.kill('SIGTERM');
      }),
  };
}
