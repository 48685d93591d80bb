import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agentProfiles, agentServiceComunas } from '../../db/schema.ts';

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

/** The comunas where the agent works (PD-43), from the table's primary key; unsorted. */
export async function readServiceComunas(db: Database, agentId: string): Promise<string[]> {
  const rows = await db
    .select({ comuna: agentServiceComunas.comuna })
    .from(agentServiceComunas)
    .where(eq(agentServiceComunas.agentId, agentId));
  return rows.map((row) => row.comuna);
}

/**
 * Replaces the agent's service area with `comunas` (checked, each once) in one transaction: the
 * rows no longer chosen are deleted and the new ones added, so an unchanged comuna keeps its row
 * and a list that changed nothing writes nothing (and notifies nothing, migration 0027). Answers
 * false when the agent has no profile.
 */
export async function writeServiceComunas(
  db: Database,
  agentId: string,
  comunas: readonly string[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The profile's row, locked: two saves of one agent replace the list one after the other.
    const [profile] = await tx
      .select({ userId: agentProfiles.userId })
      .from(agentProfiles)
      .where(eq(agentProfiles.userId, agentId))
      .for('update');
    if (!profile) return false;
    const stored = await tx
      .select({ comuna: agentServiceComunas.comuna })
      .from(agentServiceComunas)
      .where(eq(agentServiceComunas.agentId, agentId));
    const kept = new Set(stored.map((row) => row.comuna));
    const gone = [...kept].filter((comuna) => !comunas.includes(comuna));
    const added = comunas.filter((comuna) => !kept.has(comuna));
    if (gone.length > 0) {
      await tx
        .delete(agentServiceComunas)
        .where(
          and(eq(agentServiceComunas.agentId, agentId), inArray(agentServiceComunas.comuna, gone)),
        );
    }
    if (added.length > 0) {
      await tx
        .insert(agentServiceComunas)
        .values(added.map((comuna) => ({ agentId, comuna })))
        .onConflictDoNothing();
    }
    return true;
  });
}
