import type { Config } from '../config.ts';

/** A human description of the database in use, without credentials. */
export function describeDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): string {
  if (!config.DATABASE_URL) return `PGlite embebida en ${config.DATA_DIR}/pglite`;
  const url = new URL(config.DATABASE_URL);
  return `PostgreSQL en ${url.hostname}:${url.port || '5432'}${url.pathname}`;
}
