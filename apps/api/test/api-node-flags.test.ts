/**
 * The API's node flags (scripts/api-node-flags.ts) reach the server `npm start` starts: its script
 * writes them on node's command line from the one list; started without them,
 * scripts/api-server.ts starts the server with them, passes it a signal and ends with its exit
 * code. Every node process here prints its own flags and heap limit
 * (`fixtures/report-node-flags.ts`, loaded through NODE_OPTIONS).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { apiNodeFlags } from '../../../scripts/api-node-flags.ts';
import { freePort } from '../../../scripts/free-port.ts';
import { createServerDatabase, type ServerDatabase } from './database.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const apiServerScript = path.join(root, 'scripts/api-server.ts');
const serverEntry = path.join(root, 'apps/api/src/server.ts');
const reporter = pathToFileURL(path.join(import.meta.dirname, 'fixtures/report-node-flags.ts'));
/** 256 MB of old generation and 3 × 16 MB of young; without the flags node sizes it from the RAM. */
const CAPPED_HEAP_BYTES = (256 + 3 * 16) * 2 ** 20;

interface NodeReport {
  pid: number;
  script: string;
  execArgv: string[];
  heapSizeLimit: number;
}

/**
 * Runs scripts/api-server.ts with these node flags and settings, its output kept; or, given a
 * shell command line, that command (with node 24 first on its PATH, as npm's scripts have it).
 */
function startApiServer(nodeFlags: readonly string[] | string, env: Record<string, string>) {
  const child = spawn(
    typeof nodeFlags === 'string' ? 'sh' : process.execPath,
    typeof nodeFlags === 'string' ? ['-c', nodeFlags] : [...nodeFlags, apiServerScript],
    {
      cwd: root,
      env: {
        PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`,
        NODE_ENV: 'test',
        PASSWORD_HASH_NICENESS: '0',
        SEED_DEMO: 'false',
        NODE_OPTIONS: `--import=${reporter.href}`,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return {
    pid: child.pid ?? 0,
    exited,
    output: () => output,
    /** What each node process printed about itself, by the script it runs. */
    reports(): Map<string, NodeReport> {
      const lines = output.split('\n').filter((line) => line.startsWith('node-flags '));
      const reports = lines.map(
        (line) => JSON.parse(line.slice('node-flags '.length)) as NodeReport,
      );
      return new Map(reports.map((report) => [report.script, report]));
    },
  };
}

/** `GET /api/health`'s answer once the server gives one; undefined if the process ends first. */
async function healthOnceUp(port: number, api: ReturnType<typeof startApiServer>) {
  let running = true;
  void api.exited.then(() => (running = false));
  while (running) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return (await response.json()) as unknown;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

describe('the API node flags', () => {
  let database: ServerDatabase | undefined;
  afterAll(() => database?.remove());

  it('start the server in a process of its own, which SIGINT stops gracefully', async () => {
    database = await createServerDatabase();
    const port = await freePort();
    const api = startApiServer([], { HOST: '127.0.0.1', PORT: String(port), ...database.env });
    expect(await healthOnceUp(port, api), api.output()).toEqual({ status: 'ok' });

    // `npm start` runs node without flags; the server it starts has them, and their heap cap.
    const server = api.reports().get(serverEntry);
    if (!server) throw new Error(`no server process:\n${api.output()}`);
    expect(api.reports().get(apiServerScript)).toMatchObject({ pid: api.pid, execArgv: [] });
    expect(server.pid).not.toBe(api.pid);
    expect(server.execArgv).toEqual(apiNodeFlags);
    expect(server.heapSizeLimit).toBeLessThanOrEqual(CAPPED_HEAP_BYTES);

    process.kill(api.pid, 'SIGINT');
    expect(await api.exited).toBe(0);
    expect(api.output()).toMatch(/"signal":"SIGINT".*shutting down/u);
    expect(() => process.kill(server.pid, 0)).toThrow(/ESRCH/u);
  }, 90_000);

  it("end with the server's exit code", async () => {
    const api = startApiServer([], { PORT: 'no-es-un-puerto' });
    expect(await api.exited).toBe(1);
    expect(api.output()).toMatch(/PORT/u);
    expect(api.reports().get(serverEntry)?.execArgv).toEqual(apiNodeFlags);
  });

  it("reach node's command line from the one list through npm start's script", async () => {
    const packageJson = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    // The same command line, with the server's script in place of the web build's check.
    const startScript = packageJson.scripts.start.replace('scripts/start.ts', apiServerScript);
    expect(startScript).not.toBe(packageJson.scripts.start);
    const api = startApiServer(startScript, { PORT: 'no-es-un-puerto' });
    expect(await api.exited).toBe(1);
    // The flags' list printed them (it runs without flags), then the server ran with them.
    expect(api.reports().get(path.join(root, 'scripts/api-node-flags.ts'))?.execArgv).toEqual([]);
    expect(api.reports().get(apiServerScript)?.execArgv).toEqual(apiNodeFlags);
    expect(api.reports().has(serverEntry)).toBe(false);
  });

  it('run the server in the same process when node was started with them', async () => {
    const api = startApiServer(apiNodeFlags, { PORT: 'no-es-un-puerto' });
    expect(await api.exited).toBe(1);
    expect(api.output()).toMatch(/PORT/u);
    expect([...api.reports().values()]).toEqual([
      expect.objectContaining({ pid: api.pid, script: apiServerScript, execArgv: apiNodeFlags }),
    ]);
  });
});
