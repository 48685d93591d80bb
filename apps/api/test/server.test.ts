import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';

const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

const READY_LINE = 'Brillo está listo en';

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** Settles when the server logs that it listens, or fails when it exits before that. */
  const ready = new Promise<void>((resolve, reject) => {
    const collect = (chunk: string) => {
      output += chunk;
      if (output.includes(READY_LINE)) resolve();
    };
    child.stdout.setEncoding('utf8').on('data', collect);
    child.stderr.setEncoding('utf8').on('data', collect);
    void exited.then((code) => reject(new Error(`the server exited with ${code}: ${output}`)));
  });
  // A server that is expected to fail never becomes ready; that rejection is no error.
  ready.catch(() => undefined);
  return { child, exited, ready, output: () => output };
}

describe('the server process', () => {
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('refuses to start with an invalid setting and names it', async () => {
    const server = startServer({ PORT: 'no-es-un-puerto', TIME_ZONE: 'Luna/Base' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
    expect(server.output()).toMatch(/TIME_ZONE/);
  });

  it('starts on an embedded database, answers, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'brillo-server-test-'));
    folders.push(dataDir);
    const port = await freePort();
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    await server.ready;

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(server.output()).toContain(`Brillo está listo en http://localhost:${port}`);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // The folder was released and left usable.
    const reopened = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await reopened.ping();
    await reopened.close();
  }, 60_000);

  it('refuses to open an embedded data folder that another process holds', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'brillo-server-test-'));
    folders.push(dataDir);
    const holder = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const server = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/No se pudo abrir la base de datos/);
      expect(server.output()).toMatch(/ya está en uso/);
    } finally {
      await holder.close();
    }
  }, 60_000);
});
