import { eq } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { users } from './schema.ts';

/** A person's name and address as their emails use them. */
export interface Contact {
  name: string;
  email: string;
}

/**
 * An account's current name and address, read when its email is sent (a changed name or address
 * is the current one); undefined when the account is gone.
 */
export async function readContact(db: Executor, userId: string): Promise<Contact | undefined> {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
