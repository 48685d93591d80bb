import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { createCustomer } from './factories.ts';
import { migrateDatabase } from './migrate.ts';
import { users } from './schema.ts';

const writer = path.resolve(import.meta.dirname, '../../test/fixtures/write-until-killed.ts');

/** Starts a process writing to the folder and kills it (SIGKILL) once it has written `writes` rows. */
function killWhileWriting(dataDir: string, writes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [writer, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let written = 0;
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      written += chunk.split('\n').filter((line) => line.startsWith('written')).length;
      if (written >= writes) child.kill('SIGKILL');
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve(written) : reject(new Error(`writer stopped: ${errors}`)),
    );
  });
}

describe('the embedded database after a crash', () => {
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('opens, keeps what was committed and takes new writes after its process is killed mid-write', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'brillo-crash-'));
    folders.push(dataDir);
    const committed = await killWhileWriting(dataDir, 25);

    const reopened = await openDatabase({ dataDir });
    try {
      await reopened.ping();
      await migrateDatabase(reopened);
      const [before] = await reopened.db.select({ total: count() }).from(users);
      expect(before?.total).toBeGreaterThanOrEqual(committed);
      await createCustomer(reopened.db);
      const [after] = await reopened.db.select({ total: count() }).from(users);
      expect(after?.total).toBe((before?.total ?? 0) + 1);
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
