import type { UpdatedBio } from '@brillo/domain/contracts/agent-profile';
import { agentProfileTexts } from '@brillo/domain/texts/agent-profile.es-CL';
import type { Dependencies } from '../../dependencies.ts';
import { notFound } from '../../errors.ts';
import { readBio, writeBio } from './repository.ts';

/**
 * The agent's biography (decision 30). The biography arrives trimmed and
 * within its length (the route's contract); the same text changes nothing.
 */
export function createAgentProfileService({ db }: Pick<Dependencies, 'db'>) {
  return {
    /** The agent's biography; an empty string when there is none (or no profile yet). */
    async bio(agentId: string): Promise<string> {
      return (await readBio(db, agentId)) ?? '';
    },

    /** The stored biography and a message, or `null` when it was already that text. */
    async changeBio(agentId: string, bio: string): Promise<UpdatedBio | null> {
      const result = await writeBio(db, agentId, bio);
      if (result.changed) return { message: agentProfileTexts.bio.updated, bio: result.bio };
      if (!result.found) throw notFound();
      return null;
    },
  };
}
