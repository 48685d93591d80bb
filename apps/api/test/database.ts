import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import {
  databaseUrl,
  onServer,
  quoteDatabaseName,
  randomSuffix,
  type TestDatabaseTemplate,
} from './global-setup.ts';

type PostgresTemplate = Extract<TestDatabaseTemplate, { driver: 'postgres' }>;

/** A copy of the migrated template in memory: no migrations run per file. */
async function copyPgliteTemplate(dumpPath: string): Promise<DatabaseHandle> {
  const dump = await readFile(dumpPath);
  return openDatabase({ loadDataDir: new Blob([dump]) });
}

/**
 * `CREATE DATABASE ... TEMPLATE`: a migrated database of its own on the server, and its drop; an
 * empty one (nothing migrated) when `empty` is set. Either is dropped with the run's databases.
 */
async function copyPostgresTemplateDatabase(template: PostgresTemplate, { empty = false } = {}) {
  const name = `${template.databasePrefix}${randomSuffix()}`;
  const from = empty ? '' : ` TEMPLATE ${quoteDatabaseName(template.templateName)}`;
  await onServer(template.serverUrl, (client) =>
    client.query(`CREATE DATABASE ${quoteDatabaseName(name)}${from}`),
  );
  return {
    url: databaseUrl(template.serverUrl, name),
    async drop() {
      await onServer(template.serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${quoteDatabaseName(name)} WITH (FORCE)`),
      );
    },
  };
}

/** A copy of the template, connected to; close() also drops it. */
async function copyPostgresTemplate(template: PostgresTemplate): Promise<DatabaseHandle> {
  const copy = await copyPostgresTemplateDatabase(template);
  const handle = await openDatabase({ url: copy.url });
  let closing: Promise<void> | undefined;
  const dropDatabase = async () => {
    await handle.close();
    await copy.drop();
  };
  return {
    ...handle,
    close() {
      closing ??= dropDatabase();
      return closing;
    },
  };
}

/**
 * A fresh, migrated database for one test FILE (call it once per file, close it in afterAll).
 * PGlite by default; a database on the TEST_DATABASE_URL server when that is set.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('testDatabaseTemplate');
  return template.driver === 'pglite'
    ? copyPgliteTemplate(template.dumpPath)
    : copyPostgresTemplate(template);
}

/** A database for a server process under test (`server-process.ts`), on the run's driver. */
export interface ServerDatabase {
  driver: TestDatabaseTemplate['driver'];
  /** The server's settings that point it at the database: `DATA_DIR` or `DATABASE_URL`. */
  env: Record<string, string>;
  /** Opens it from the test; on PGlite only while no server holds it. */
  open(): Promise<DatabaseHandle>;
  /** Deletes the folder or drops the database. */
  remove(): Promise<void>;
}

/**
 * A database for a server process: an empty PGlite data folder under the OS temp folder by
 * default (the server creates and migrates it), a migrated database on the TEST_DATABASE_URL
 * server when that is set (an empty one, nothing migrated, with `empty`: the servers migrate it
 * when they start).
 */
export async function createServerDatabase({
  empty = false,
}: { empty?: boolean } = {}): Promise<ServerDatabase> {
  const template = inject('testDatabaseTemplate');
  if (template.driver === 'postgres') {
    const copy = await copyPostgresTemplateDatabase(template, { empty });
    return {
      driver: 'postgres',
      env: { DATABASE_URL: copy.url },
      open: () => openDatabase({ url: copy.url }),
      remove: copy.drop,
    };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'brillo-server-data-'));
  return {
    driver: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir: path.join(dataDir, 'pglite') }),
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}
