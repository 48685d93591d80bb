/** Assertions shared by the constraint tests (test support only; never imported by the app). */
import { expect } from 'vitest';
import { findDatabaseError, type DatabaseErrorDetails } from './database-errors.ts';

/** Awaits `action` and returns the PostgreSQL error it failed with; fails if it succeeded. */
export async function databaseErrorOf(action: Promise<unknown>): Promise<DatabaseErrorDetails> {
  let details: DatabaseErrorDetails | undefined;
  try {
    await action;
  } catch (error) {
    details = findDatabaseError(error);
    if (!details) throw error;
  }
  if (!details) throw new Error('Expected the database to refuse this write, but it succeeded.');
  return details;
}

/** Expects `action` to be refused by the named constraint with the given SQLSTATE. */
export async function expectViolation(
  action: Promise<unknown>,
  expected: { constraint: string; code: string },
): Promise<void> {
  const details = await databaseErrorOf(action);
  expect({ constraint: details.constraint, code: details.code }).toEqual(expected);
}
