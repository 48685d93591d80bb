import type { SessionPersonalData } from '@brillo/domain/contracts/session';
import type { UserRole } from '@brillo/domain/enums';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agentProfiles, customerProfiles } from '../../db/schema.ts';

/**
 * The session's `personalData` (spec §3) from the caller's profile: a customer's address, address
 * extra and postcode; an agent's address, city, comuna and postcode. Null without a profile yet.
 */
export async function findPersonalData(
  db: Database,
  userId: string,
  role: UserRole,
): Promise<SessionPersonalData | null> {
  if (role === 'customer') {
    const [profile] = await db
      .select({
        address: customerProfiles.address,
        addressExtra: customerProfiles.addressExtra,
        postcode: customerProfiles.postcode,
      })
      .from(customerProfiles)
      .where(eq(customerProfiles.userId, userId));
    return profile ? { ...profile, city: null, comuna: null } : null;
  }
  const [profile] = await db
    .select({
      address: agentProfiles.address,
      postcode: agentProfiles.postcode,
      city: agentProfiles.city,
      comuna: agentProfiles.comuna,
    })
    .from(agentProfiles)
    .where(eq(agentProfiles.userId, userId));
  return profile ? { ...profile, addressExtra: null } : null;
}
