import { mkdir } from 'node:fs/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import {
  listenWithPglite,
  listenWithPostgres,
  type NotificationHandlers,
  type PostgresListenOptions,
  type Subscription,
} from './notifications.ts';
import * as schema from './schema.ts';

export type DatabaseSchema = typeof schema;

/** The Drizzle database, the same type whichever driver runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT, DatabaseSchema>;

/** A transaction of `Database`, and either of the two, for code that runs in or out of one. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export type DatabaseDriver = 'pglite' | 'postgres';

/**
 * How the job queue reaches the same database (ADR-043): PGlite's own client, which it shares
 * in this process, or the PostgreSQL server's URL, to which it opens a small pool of its own.
 */
export type QueueConnection =
  { driver: 'pglite'; client: PGlite } | { driver: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  queueConnection: QueueConnection;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /**
   * Subscribes to `NOTIFY` on a channel (lower-case letters, digits and `_`): in PGlite's own
   * process, or on a dedicated PostgreSQL connection that reconnects when lost
   * (`db/notifications.ts`). The caller closes the subscription before the handle.
   */
  listen(
    channel: string,
    handlers: NotificationHandlers,
    options?: PostgresListenOptions,
  ): Promise<Subscription>;
  /** Closes PGlite cleanly (its data folder is corrupted otherwise) or ends the pool. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when given, node-postgres is used. */
  url?: string;
  /** PGlite's data folder, created if missing; undefined keeps the database in memory. */
  dataDir?: string;
  /** A PGlite data folder dump (from `dumpDataDir()`) to start from. */
  loadDataDir?: Blob | File;
}

/**
 * PostgreSQL's buffer cache inside PGlite. initdb writes PostgreSQL's default of 128 MB, which
 * PGlite allocates in its WebAssembly memory at start, resident whether used or not (about a
 * quarter of an idle API process's memory). 16 MB is plenty for a development or demonstration database
 * (a migrated, seeded one has 23 MB of tables and indexes); a page that is not cached is read from
 * the operating system's file cache. ADR-027, docs/performance.md ("Memory").
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * What every PGlite is opened with: btree_gist (the migrations create it) and PGlite's own start
 * parameters plus the buffer cache size, given on the command line so that it applies to data
 * folders created before it and is never written to their postgresql.conf.
 */
export const pgliteOptions = {
  extensions: { btree_gist },
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
} satisfies PGliteOptions;

function createHandle(
  db: Database,
  queueConnection: QueueConnection,
  listen: DatabaseHandle['listen'],
  closeClient: () => Promise<void>,
) {
  let closing: Promise<void> | undefined;
  const handle: DatabaseHandle = {
    db,
    driver: queueConnection.driver,
    queueConnection,
    listen,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      closing ??= closeClient();
      return closing;
    },
  };
  return handle;
}

function listenerFor(client: PGlite): DatabaseHandle['listen'] {
  return (channel, handlers) => listenWithPglite(client, channel, handlers);
}

/**
 * Wraps a PGlite the caller opened (with `pgliteOptions`) in a handle, for callers that also
 * need the client itself, e.g. to `dumpDataDir()`. The handle's close() closes the client.
 */
export function handleForPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return createHandle(db, { driver: 'pglite', client }, listenerFor(client), () => client.close());
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let unlock = () => {};
  if (options.dataDir !== undefined) {
    await mkdir(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  try {
    const client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      ...pgliteOptions,
    });
    const db = drizzlePglite({ client, schema });
    return createHandle(db, { driver: 'pglite', client }, listenerFor(client), async () => {
      await client.close();
      unlock();
    });
  } catch (error) {
    unlock();
    throw error;
  }
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url });
  // An idle connection that the server ends (a restart, a failover, a dropped test database) is
  // discarded by the pool, and the next query opens a new one. Without a listener, node-postgres
  // would rethrow that error and end the process.
  pool.on('error', () => {});
  const db = drizzleNodePostgres({ client: pool, schema });
  const listen: DatabaseHandle['listen'] = (channel, handlers, listenOptions) =>
    listenWithPostgres(url, channel, handlers, listenOptions);
  return createHandle(db, { driver: 'postgres', url }, listen, () => pool.end());
}

/**
 * Opens the database: PostgreSQL through a node-postgres pool when `url` is given, otherwise
 * PGlite in `dataDir` (or in memory). Callers own the handle and must `close()` it.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url === undefined) {
    return openPglite(options);
  }
  if (options.dataDir !== undefined || options.loadDataDir !== undefined) {
    throw new Error('openDatabase: dataDir and loadDataDir apply to PGlite only, not to a url.');
  }
  return openPostgres(options.url);
}
