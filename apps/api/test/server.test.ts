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

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitUntilReady(port: number, exited: Promise<unknown>) {
  let stopped = false;
  void exited.then(() => (stopped = true));
  for (let attempt = 0; attempt < 200 && !stopped; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become ready');
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
    await waitUntilReady(port, server.exited);

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
