import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/client.ts';
import { sessions } from '../src/db/schema.ts';

const DAY_MS = 86_400_000;

/**
 * A session of the user written straight to the database, valid for a day; its token is a bearer
 * credential. For tests of real server processes, which cannot be handed a test app's helpers.
 */
export async function sessionOf(db: Database, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(sessions).values({ token, userId, expiresAt: new Date(Date.now() + DAY_MS) });
  return token;
}
