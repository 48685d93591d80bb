import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/client.ts';
import { sessions } from '../src/db/schema.ts';

const DAY_MS = 86_400_000;

/**
 * A session of the user written straight to the database, made at `now` (the wall clock's by
 * default) and valid for `days` (one by default); its token is a bearer credential. For tests of
 * real server processes, which cannot be handed a test app's helpers, and for tests that move a
 * test clock further than a sign-in's session would last.
 */
export async function sessionOf(
  db: Database,
  userId: string,
  { now = new Date(), days = 1 }: { now?: Date; days?: number } = {},
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(sessions).values({
    token,
    userId,
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + days * DAY_MS),
  });
  return token;
}
