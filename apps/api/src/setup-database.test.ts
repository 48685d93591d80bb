/**
 * Setting up an empty database: every migration applied once and the job queue installed once,
 * also when several API processes start together on one PostgreSQL database (ADR-050: they take
 * turns under an advisory lock). PGlite's data folder belongs to one process (ADR-020), so on it
 * setting up again simply finds nothing to do.
 */
import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createServerDatabase } from '../test/database.ts';
import { rowsOf } from '../test/sql-rows.ts';
import { appQueues } from './app-queues.ts';
import type { DatabaseHandle } from './db/client.ts';
import { migrationsFolder } from './db/migrate.ts';
import { setUpDatabase } from './setup-database.ts';

const driver = inject('testDatabaseTemplate').driver;

/** What setting up left: the applied migrations, pg-boss's installed versions and its queues. */
async function migratedState(handle: DatabaseHandle) {
  const migrations = await rowsOf<{ hash: string }>(
    handle.db,
    sql`select hash from drizzle.__drizzle_migrations order by id`,
  );
  const versions = await rowsOf<{ version: number }>(
    handle.db,
    sql`select version from pgboss.version`,
  );
  const queues = await rowsOf<{ name: string }>(
    handle.db,
    sql`select name from pgboss.queue order by name`,
  );
  return {
    migrations: migrations.length,
    distinctMigrations: new Set(migrations.map((row) => row.hash)).size,
    jobQueueInstalls: versions.length,
    queues: queues.map((row) => row.name),
  };
}

const committedMigrations = async () =>
  (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql')).length;
const expectedQueues = appQueues.map((queue) => queue.name).sort();

describe(`setting up an empty database (${driver})`, async () => {
  const database = await createServerDatabase({ empty: true });
  afterAll(() => database.remove());

  if (driver === 'postgres') {
    it('applies every migration once when three processes set it up at the same time', async () => {
      const handles = await Promise.all([1, 2, 3].map(() => database.open()));
      try {
        const results = await Promise.allSettled(handles.map((handle) => setUpDatabase(handle)));
        expect(results.map((result) => result.status)).toEqual([
          'fulfilled',
          'fulfilled',
          'fulfilled',
        ]);
        const migrations = await committedMigrations();
        expect(await migratedState(handles[0] as DatabaseHandle)).toEqual({
          migrations,
          distinctMigrations: migrations,
          jobQueueInstalls: 1,
          queues: expectedQueues,
        });
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    });
  } else {
    it('applies every migration once, and a second run finds nothing to do', async () => {
      const handle = await database.open();
      try {
        await setUpDatabase(handle);
        await setUpDatabase(handle);
        const migrations = await committedMigrations();
        expect(await migratedState(handle)).toEqual({
          migrations,
          distinctMigrations: migrations,
          jobQueueInstalls: 1,
          queues: expectedQueues,
        });
      } finally {
        await handle.close();
      }
    });
  }
});
