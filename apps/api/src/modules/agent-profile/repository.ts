import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agentProfiles } from '../../db/schema.ts';

/** The agent's biography; `undefined` when the agent has no profile. */
export async function readBio(db: Database, agentId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ bio: agentProfiles.bio })
    .from(agentProfiles)
    .where(eq(agentProfiles.userId, agentId));
  return row?.bio;
}

export type BioWrite = { changed: true; bio: string } | { changed: false; found: boolean };

/**
 * Stores `bio` as the agent's biography when it differs from the stored one, in one statement (two
 * requests with the same text: one writes, the other finds nothing to change).
 */
export async function writeBio(db: Database, agentId: string, bio: string): Promise<BioWrite> {
  const [updated] = await db
    .update(agentProfiles)
    .set({ bio })
    .where(and(eq(agentProfiles.userId, agentId), ne(agentProfiles.bio, bio)))
    .returning({ bio: agentProfiles.bio });
  if (updated) return { changed: true, bio: updated.bio };
  return { changed: false, found: (await readBio(db, agentId)) !== undefined };
}
