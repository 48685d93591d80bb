import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { freePort, startServer, waitUntilReady } from './server-process.ts';

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
    await waitUntilReady(port, server);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(server.output()).toContain(`Brillo está listo en http://localhost:${port}`);

    expect(await server.stop()).toBe(0);

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
