import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extraServices } from '@brillo/domain/enums';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS, type DatabaseHandle } from './client.ts';
import { findDatabaseError } from './database-errors.ts';
import { createCustomer } from './factories.ts';
import { migrateDatabase } from './migrate.ts';
import { agentServiceColumns, users } from './schema.ts';

describe('openDatabase with PGlite', () => {
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('creates the data folder and keeps the data across a close and a reopen', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'brillo-client-test-'));
    folders.push(parent);
    const dataDir = path.join(parent, 'nested', 'pglite');

    const first = await openDatabase({ dataDir });
    expect(first.driver).toBe('pglite');
    await migrateDatabase(first);
    await createCustomer(first.db);
    await first.close();
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      await second.ping();
      await migrateDatabase(second);
      const [row] = await second.db.select({ total: count() }).from(users);
      expect(row?.total).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('gives PostgreSQL a 16 MB buffer cache, not the 128 MB that initdb writes (ADR-027)', async () => {
    const sharedBuffers = async (database: DatabaseHandle) => {
      const result = await database.db.execute(sql`SHOW shared_buffers`);
      return (result as unknown as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers;
    };
    const parent = await mkdtemp(path.join(os.tmpdir(), 'brillo-client-test-'));
    folders.push(parent);
    const dataDir = path.join(parent, 'pglite');
    expect(PGLITE_SHARED_BUFFERS).toBe('16MB');

    const created = await openDatabase({ dataDir });
    try {
      expect(await sharedBuffers(created)).toBe('16MB');
    } finally {
      await created.close();
    }
    // initdb's postgresql.conf is left as it was: the size is a start parameter of every open.
    expect(await readFile(path.join(dataDir, 'postgresql.conf'), 'utf8')).toMatch(
      /^shared_buffers = 128MB/m,
    );
    const reopened = await openDatabase({ dataDir });
    try {
      expect(await sharedBuffers(reopened)).toBe('16MB');
    } finally {
      await reopened.close();
    }
    const inMemory = await openDatabase({});
    try {
      expect(await sharedBuffers(inMemory)).toBe('16MB');
    } finally {
      await inMemory.close();
    }
  });

  it('refuses PGlite options together with a url', async () => {
    await expect(
      openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/test', dataDir: '/tmp/x' }),
    ).rejects.toThrow(/PGlite only/);
  });
});

describe('findDatabaseError', () => {
  it('finds the PostgreSQL error behind a wrapped error', () => {
    const driverError = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'users_email_unique',
    });
    const wrapped = new Error('Failed query', { cause: driverError });
    expect(findDatabaseError(wrapped)).toEqual({
      code: '23505',
      constraint: 'users_email_unique',
      message: 'duplicate key',
    });
  });

  it('ignores errors that are not from PostgreSQL', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(findDatabaseError(refused)).toBeUndefined();
    expect(findDatabaseError('nope')).toBeUndefined();
  });
});

describe('schema', () => {
  it('has a column for every extra service of the spec', () => {
    expect(Object.keys(agentServiceColumns)).toEqual([...extraServices]);
    expect(Object.values(agentServiceColumns).map((column) => column.name)).toEqual(
      extraServices.map((service) => `offers_${service}`),
    );
  });
});

describe('the embedded data folder lock', () => {
  it('refuses a second opener of the same folder while the first is open, and allows it after', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'brillo-lock-test-'));
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(/ya está en uso/);
    } finally {
      await first.close();
    }
    const second = await openDatabase({ dataDir });
    await second.ping();
    await second.close();
    await rm(dataDir, { recursive: true, force: true });
  });
});
