import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { sessions } from './schema.ts';

/*
 * Ending an account's sessions at once: an operator's sign-out (every device, PD-36), a removed
 * operator, a new authenticator. Deleting the rows notifies every process's caller cache
 * (ADR-030), so the sessions stop working everywhere at once.
 */

/** Ends every session of the account; answers how many there were. */
export async function deleteSessionsOf(executor: Executor, userId: string): Promise<number> {
  const deleted = await executor
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return deleted.length;
}

/** Ends every session of the account but the one with `keepToken`. */
export async function deleteOtherSessionsOf(executor: Executor, userId: string, keepToken: string) {
  await executor
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.token, keepToken)));
}
