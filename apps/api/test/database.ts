import { readFile } from 'node:fs/promises';
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

/** `CREATE DATABASE ... TEMPLATE`, connected to; close() also drops it. */
async function copyPostgresTemplate(template: PostgresTemplate): Promise<DatabaseHandle> {
  const name = `${template.databasePrefix}${randomSuffix()}`;
  await onServer(template.serverUrl, (client) =>
    client.query(
      `CREATE DATABASE ${quoteDatabaseName(name)} TEMPLATE ${quoteDatabaseName(template.templateName)}`,
    ),
  );
  const handle = await openDatabase({ url: databaseUrl(template.serverUrl, name) });
  let closing: Promise<void> | undefined;
  const dropDatabase = async () => {
    await handle.close();
    await onServer(template.serverUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${quoteDatabaseName(name)} WITH (FORCE)`),
    );
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
