/**
 * Reading PostgreSQL errors the same way on both drivers. Drizzle wraps a failed query in an
 * error whose `cause` is the driver's error; node-postgres and PGlite both report the SQLSTATE
 * `code` and, for constraint violations, the `constraint` name.
 */

/** The SQLSTATE codes the API turns into friendly answers. */
export const postgresErrorCodes = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
  exclusionViolation: '23P01',
} as const;

export interface DatabaseErrorDetails {
  code: string;
  constraint: string | undefined;
  message: string;
}

function readDetails(value: unknown): DatabaseErrorDetails | undefined {
  if (!(value instanceof Error) || !('code' in value) || typeof value.code !== 'string') {
    return undefined;
  }
  // A SQLSTATE is five digits or capitals; Node's own codes (ECONNREFUSED...) are not.
  if (!/^[0-9A-Z]{5}$/.test(value.code)) return undefined;
  const constraint =
    'constraint' in value && typeof value.constraint === 'string' ? value.constraint : undefined;
  return { code: value.code, constraint, message: value.message };
}

/** The PostgreSQL error behind `error` (following `cause`), or undefined if there is none. */
export function findDatabaseError(error: unknown): DatabaseErrorDetails | undefined {
  let current: unknown = error;
  for (let depth = 0; current !== undefined && depth < 5; depth += 1) {
    const details = readDetails(current);
    if (details) return details;
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}

/** True when `error` is a violation of the named constraint (check, unique, exclusion or FK). */
export function isConstraintViolation(error: unknown, constraint: string): boolean {
  return findDatabaseError(error)?.constraint === constraint;
}
