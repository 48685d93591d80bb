/**
 * Prepares ONE migrated template database per test run; each test file then gets its own copy
 * (test/database.ts). PGlite by default: the template is dumped to a file under the OS temp
 * folder. With TEST_DATABASE_URL: a template database on that PostgreSQL server.
 */
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { handleForPglite, openDatabase, pgliteOptions } from '../src/db/client.ts';
import { setUpDatabase } from '../src/setup-database.ts';

/** Where the template is; passed to the workers with `provide` / `inject` (plain data only). */
export type TestDatabaseTemplate =
  | { driver: 'pglite'; dumpPath: string }
  | { driver: 'postgres'; serverUrl: string; templateName: string; databasePrefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/** The same server, another database: `postgres://u@h:5432/test` → `postgres://u@h:5432/<name>`. */
export function databaseUrl(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** Test database names are built from random ids; the guard keeps them safe to interpolate. */
export function quoteDatabaseName(name: string): string {
  if (!/^[a-z0-9_]{1,63}$/.test(name)) throw new Error(`Unexpected test database name: ${name}`);
  return `"${name}"`;
}

export function randomSuffix(): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, 12);
}

/** Runs SQL on the server's own database (the one in TEST_DATABASE_URL), one short connection. */
export async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function preparePgliteTemplate() {
  const client = await PGlite.create(pgliteOptions);
  const handle = handleForPglite(client);
  try {
    await setUpDatabase(handle);
    const dump = await client.dumpDataDir('none');
    const dumpPath = path.join(os.tmpdir(), `brillo-test-template-${randomSuffix()}.tar`);
    await writeFile(dumpPath, new Uint8Array(await dump.arrayBuffer()));
    const template: TestDatabaseTemplate = { driver: 'pglite', dumpPath };
    return { template, teardown: () => rm(dumpPath, { force: true }) };
  } finally {
    await handle.close();
  }
}

async function dropRunDatabases(serverUrl: string, templateName: string, prefix: string) {
  await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database');
    const names = rows
      .map((row) => row.datname)
      .filter((name) => name === templateName || name.startsWith(prefix));
    for (const name of names) {
      await client.query(`DROP DATABASE IF EXISTS ${quoteDatabaseName(name)} WITH (FORCE)`);
    }
  });
}

async function preparePostgresTemplate(serverUrl: string) {
  const runId = randomSuffix();
  const templateName = `brillo_template_${runId}`;
  const databasePrefix = `brillo_test_${runId}_`;
  await onServer(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${quoteDatabaseName(templateName)}`),
  );
  const handle = await openDatabase({ url: databaseUrl(serverUrl, templateName) });
  try {
    await setUpDatabase(handle);
  } finally {
    // CREATE DATABASE ... TEMPLATE needs the template to have no open connections.
    await handle.close();
  }
  const template: TestDatabaseTemplate = {
    driver: 'postgres',
    serverUrl,
    templateName,
    databasePrefix,
  };
  return { template, teardown: () => dropRunDatabases(serverUrl, templateName, databasePrefix) };
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const { template, teardown } = serverUrl
    ? await preparePostgresTemplate(serverUrl)
    : await preparePgliteTemplate();
  project.provide('testDatabaseTemplate', template);
  return teardown;
}
