// `npm run bench:memory -- [--postgres <server url>] [--idle <seconds>] [--requests <n>]`:
// how much memory an idle API process holds, and PGlite's share of it (Linux only: reads /proc).
//
// Each case runs in a child process started the way `npm start` starts the API (the node flags of
// scripts/api-node-flags.ts), in production mode, waits until it is ready, lets it
// idle, then reads its resident set (VmRSS) and peak resident set (VmHWM) from /proc:
//   - node alone (nothing loaded), for the floor;
//   - the API on a fresh PGlite data folder (first start: initdb, migrations), then again on the
//     same folder (a later start), each also after a burst of requests;
//   - PGlite alone on that folder (openDatabase, nothing else loaded);
//   - with --postgres: the API on a fresh database created on that server, dropped afterwards.
// Results are printed in MB; see docs/performance.md ("Memory") for what they are made of.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { apiNodeFlags } from '../scripts/api-node-flags.ts';
import { freePort } from '../scripts/free-port.ts';

const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'apps/api/src/server.ts');
const { values: options } = parseArgs({
  options: {
    postgres: { type: 'string' },
    idle: { type: 'string', default: '10' },
    requests: { type: 'string', default: '2000' },
    'pglite-only': { type: 'string' },
  },
});

interface Memory {
  rss: number;
  peak: number;
}

/** Resident and peak resident set of a process, in MB. */
async function memoryOf(pid: number): Promise<Memory> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const megabytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024;
  return { rss: megabytes('VmRSS'), peak: megabytes('VmHWM') };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Child {
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

function startChild(args: string[], env: Record<string, string>): Child {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = once(child, 'exit');
  return {
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitFor(child: Child, ready: () => Promise<boolean>) {
  const startedAt = performance.now();
  while (performance.now() - startedAt < 120_000) {
    if (child.process.exitCode !== null) break;
    if (await ready().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`not ready:\n${child.output()}`);
}

const idleMs = Number(options.idle) * 1000;
const requestCount = Number(options.requests);

/** Runs `count` GETs, eight at a time, over a few read-only routes; answers how many were not 200. */
async function burst(port: number, count: number): Promise<number> {
  const paths = ['/api/ready', '/api/public-config', '/api/session', '/api/docs/json'];
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < count) {
      const url = `http://127.0.0.1:${port}${paths[next++ % paths.length]}`;
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status !== 200 && !url.endsWith('/api/session')) failures++;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return failures;
}

interface Row {
  label: string;
  memory: Memory;
  afterBurst?: Memory;
}

/** A child that prints "ready" once it is: its memory after the idle time. */
async function measureIdle(label: string, args: string[]): Promise<Row> {
  const child = startChild(args, {});
  try {
    await waitFor(child, async () => child.output().includes('ready'));
    await sleep(idleMs);
    return { label, memory: await memoryOf(child.process.pid ?? 0) };
  } finally {
    await child.stop();
  }
}

async function measureApi(label: string, flags: readonly string[], env: Record<string, string>) {
  const port = await freePort();
  const server = startChild([...flags, serverEntry], {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: 'bench-memory-secret-that-is-long-enough-to-pass',
    // Production mails through SMTP only; nothing is mailed while measuring.
    SMTP_URL: 'smtp://127.0.0.1:9',
    // Production takes payments through Fintoc only (ADR-040); nothing is paid while measuring.
    FINTOC_SECRET_KEY: 'sk_bench',
    FINTOC_PUBLIC_KEY: 'pk_bench',
    FINTOC_WEBHOOK_SECRET: 'whsec_bench',
    FINTOC_API_URL: 'http://127.0.0.1:9',
    LOG_LEVEL: 'warn',
    ...env,
  });
  try {
    await waitFor(server, async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).ok);
    await sleep(idleMs);
    const pid = server.process.pid ?? 0;
    const row: Row = { label, memory: await memoryOf(pid) };
    if (requestCount > 0) {
      const failures = await burst(port, requestCount);
      if (failures > 0) throw new Error(`${failures} requests did not answer 200`);
      await sleep(idleMs);
      row.afterBurst = await memoryOf(pid);
    }
    return row;
  } finally {
    await server.stop();
  }
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function main() {
  const flags = apiNodeFlags;
  const rows: Row[] = [];
  const folder = await mkdtemp(path.join(os.tmpdir(), 'brillo-bench-memory-'));
  try {
    rows.push(
      await measureIdle('node alone', [
        ...flags,
        '--input-type=module',
        '-e',
        'console.log("ready"); setInterval(() => {}, 1e6)',
      ]),
    );

    const dataDir = path.join(folder, 'api');
    rows.push(await measureApi('API on PGlite, first start', flags, { DATA_DIR: dataDir }));
    rows.push(await measureApi('API on PGlite, later start', flags, { DATA_DIR: dataDir }));

    // The same data folder, opened by PGlite with nothing else loaded.
    rows.push(
      await measureIdle('PGlite alone', [
        ...flags,
        import.meta.filename,
        '--pglite-only',
        path.join(dataDir, 'pglite'),
      ]),
    );

    const serverUrl = options.postgres;
    if (serverUrl) {
      // A fresh database of its own on that server, dropped afterwards.
      const name = `brillo_bench_memory_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
      await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      try {
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        rows.push(await measureApi('API on PostgreSQL', flags, { DATABASE_URL: url.toString() }));
      } finally {
        await onServer(serverUrl, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        );
      }
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }

  const mb = (value: number | undefined) =>
    value === undefined ? '' : `${Math.round(value)} MB`.padStart(9);
  console.log(`node ${process.version} ${flags.join(' ')}; idle ${options.idle} s`);
  console.log(
    `${'case'.padEnd(28)}${'idle RSS'.padStart(9)}${'peak'.padStart(9)}` +
      `${`after ${requestCount} req`.padStart(18)}${'peak'.padStart(9)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(28)}${mb(row.memory.rss)}${mb(row.memory.peak)}` +
        `${mb(row.afterBurst?.rss).padStart(18)}${mb(row.afterBurst?.peak)}`,
    );
  }
}

// The child mode: open PGlite on a data folder, say so, and hold it until told to stop.
if (options['pglite-only'] !== undefined) {
  const { openDatabase } = await import('../apps/api/src/db/client.ts');
  const database = await openDatabase({ dataDir: options['pglite-only'] });
  await database.ping();
  process.stdout.write('ready\n');
  // PGlite holds no handle of its own: keep the process alive until the parent stops it.
  const keepAlive = setInterval(() => {}, 2 ** 30);
  process.on('SIGTERM', () => {
    clearInterval(keepAlive);
    void database.close();
  });
} else {
  await main();
}
