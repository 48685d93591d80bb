// Statements the hot reads run on every request, built once and prepared on the server (ADR-056).
import { sql, type Placeholder } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Reads built once per database handle and name, then only executed: Drizzle does not build their
 * SQL again (about 0.25 ms of the event loop for a booking list), and a statement prepared under
 * that name lets PostgreSQL keep its plan per connection instead of planning every request (0.6 to
 * 0.8 ms for a booking list, several times its execution). `build` must call `prepare(name)` and
 * take every per-request value from `sql.placeholder`; `args` choose a variant of the text
 * (an order, a number of statuses), so a name must always come with the same ones. A transaction
 * cannot use these: they belong to the pool's handle. A value that a partial index's predicate
 * names, or a row count that bounds the work, belongs in the text, not in a placeholder (ADR-058:
 * `isValue`, `isOneOf`, `rowCount`): unknown to the generic plan, it makes PostgreSQL plan the
 * statement again at every execution.
 */
export function preparedPerDatabase<Args extends unknown[], Statement>(
  build: (db: Database, name: string, ...args: Args) => Statement,
): (db: Database, name: string, ...args: Args) => Statement {
  const statements = new WeakMap<Database, Map<string, Statement>>();
  return (db, name, ...args) => {
    let named = statements.get(db);
    if (!named) {
      named = new Map();
      statements.set(db, named);
    }
    let statement = named.get(name);
    if (!statement) {
      statement = build(db, name, ...args);
      named.set(name, statement);
    }
    return statement;
  };
}

/**
 * `count` placeholders named `<prefix>0`, `<prefix>1`…, for an `IN` list whose length is part of
 * the statement's variant; `listValues` fills them. (`IN ($1, $2)` gets a plan kept across
 * executions where `= ANY($1)` does not, PostgreSQL estimating an array of unknown length.)
 */
export function listPlaceholders(prefix: string, count: number): Placeholder[] {
  return Array.from({ length: count }, (_, index) => sql.placeholder(`${prefix}${index}`));
}

/** The values of `listPlaceholders(prefix, values.length)`. */
export function listValues(prefix: string, values: readonly unknown[]): Record<string, unknown> {
  return Object.fromEntries(values.map((value, index) => [`${prefix}${index}`, value]));
}

/**
 * A row count (a LIMIT) written into a prepared statement's text (ADR-058): a placeholder there
 * is priced by the generic plan at a tenth of the table, which keeps PostgreSQL on custom plans.
 * The count is part of the statement's variant: its name must say it.
 */
export function rowCount(rows: number): Placeholder {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`not a row count: ${rows}`);
  // `.limit()` writes an SQL chunk as it is; its type names only numbers and placeholders.
  return sql.raw(String(rows)) as unknown as Placeholder;
}
