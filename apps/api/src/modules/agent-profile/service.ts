import {
  serviceAreaMessage,
  type UpdatedBio,
  type UpdatedServiceComunas,
} from '@brillo/domain/contracts/agent-profile';
import { checkServiceComunas, sortComunas } from '@brillo/domain/service-area';
import { agentProfileTexts } from '@brillo/domain/texts/agent-profile.es-CL';
import type { Dependencies } from '../../dependencies.ts';
import { notFound, validationFailed } from '../../errors.ts';
import { readBio, readServiceComunas, writeBio, writeServiceComunas } from './repository.ts';

/**
 * The agent's biography (decision 30) and service area (PD-43). The biography arrives trimmed and
 * within its length (the route's contract); the same text changes nothing. The comunas arrive
 * checked by the route's contract, and are spelled here as Brillo's list spells them.
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

    /** The comunas where the agent works, sorted; none without a profile. */
    async serviceComunas(agentId: string): Promise<string[]> {
      return sortComunas(await readServiceComunas(db, agentId));
    },

    /** Replaces the agent's comunas: the stored list, sorted, and a message. */
    async changeServiceComunas(
      agentId: string,
      names: readonly string[],
    ): Promise<UpdatedServiceComunas> {
      const checked = checkServiceComunas(names);
      if (!checked.ok) {
        const message = serviceAreaMessage(checked.problem);
        throw validationFailed({ comunas: message }, message);
      }
      if (!(await writeServiceComunas(db, agentId, checked.comunas))) throw notFound();
      return {
        message: agentProfileTexts.serviceArea.updated,
        comunas: sortComunas(checked.comunas),
      };
    },
  };
}
