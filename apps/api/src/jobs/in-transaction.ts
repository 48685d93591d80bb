import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { fromDrizzle } from 'pg-boss';
import type { DatabaseDriver, Executor } from '../db/client.ts';

/**
 * pg-boss's statements run through the caller's Drizzle transaction. On PostgreSQL each is sent as
 * a statement named after its text (ADR-061): the text of a queue's insert is the same for every
 * job (the jobs travel as one JSON parameter), so a connection parses and plans it once, where an
 * unnamed statement was parsed and planned at every booking change (0.3 ms of PostgreSQL each).
 * PGlite's driver sends every query unnamed whatever its name.
 */
export function inTransaction(executor: Executor, driver: DatabaseDriver) {
  if (driver === 'pglite') {
    return fromDrizzle(
      {
        execute: async (query: unknown) =>
          (await executor.execute(query as SQL)) as { rows: unknown[] },
      },
      sql,
    );
  }
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const prepared = executor._.session.prepareQuery<PreparedQueryConfig & { execute: unknown }>(
        { sql: text, params: values },
        undefined,
        statementName(text),
        false,
      );
      return (await prepared.execute()) as { rows: unknown[] };
    },
  };
}

/** pg-boss's statement texts are a few per queue; their names are kept, not hashed again. */
const statementNames = new Map<string, string>();
/** More texts than this would be texts with values in them: those go unnamed. */
const NAMED_STATEMENTS_MAX = 256;

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (!name && statementNames.size < NAMED_STATEMENTS_MAX) {
    name = `pgboss_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}
