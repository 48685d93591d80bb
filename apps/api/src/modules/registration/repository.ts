import type { AgentSignUp } from '@brillo/domain/contracts/agent-registration';
import type { CustomerSignUp } from '@brillo/domain/contracts/customer-registration';
import type { SignUp } from '@brillo/domain/contracts/sign-up';
import type { ExtraService } from '@brillo/domain/enums';
import { hashPassword } from 'better-auth/crypto';
import type { Database } from '../../db/client.ts';
import { isConstraintViolation } from '../../db/database-errors.ts';
import { accounts, agentProfiles, customerProfiles, users } from '../../db/schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export class EmailAlreadyRegisteredError extends Error {
  constructor() {
    super('email already registered');
    this.name = 'EmailAlreadyRegisteredError';
  }
}

function birthDateOf({ year, month, day }: AgentSignUp['personalData']): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The boolean column of each extra service, from the spec's `services` map. */
function serviceColumns(services: AgentSignUp['services']) {
  const offers = (service: ExtraService) => services[service] ?? false;
  return {
    offersLimpieza: offers('limpieza'),
    offersCocina: offers('cocina'),
    offersPlanchado: offers('planchado'),
    offersCompras: offers('compras'),
    offersJardineria: offers('jardineria'),
    offersMascotas: offers('mascotas'),
    offersCuidado: offers('cuidado'),
    offersBebes: offers('bebes'),
  };
}

async function insertAgentProfile(tx: Transaction, userId: string, signUp: AgentSignUp) {
  const { personalData } = signUp;
  await tx.insert(agentProfiles).values({
    userId,
    weeklyHours: signUp.weeklyHours,
    policeRecord: signUp.policeRecord,
    qualityAnswer: signUp.quality_question,
    workPermit: signUp.permit,
    hourlyRate: signUp.hourlyRate,
    ...serviceColumns(signUp.services),
    gender: personalData.gender,
    birthDate: birthDateOf(personalData),
    nationality: personalData.nationality,
    address: personalData.address,
    city: personalData.city,
    comuna: personalData.comuna,
    postcode: personalData.postcode || null,
  });
}

async function insertCustomerProfile(tx: Transaction, userId: string, signUp: CustomerSignUp) {
  await tx.insert(customerProfiles).values({ userId, ...signUp.personalData });
}

/**
 * Creates the account in one transaction: the user (email not yet confirmed), the password as
 * better-auth stores it, and the role's profile. Nothing is left behind when any part fails.
 * Emails are stored in lower case, as better-auth looks them up.
 */
export async function createAccount(
  db: Database,
  signUp: SignUp,
): Promise<{ userId: string; email: string }> {
  const userId = crypto.randomUUID();
  const email = signUp.email.toLowerCase();
  const passwordHash = await hashPassword(signUp.password);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(users).values({
        id: userId,
        name: signUp.name,
        email,
        emailVerified: false,
        role: signUp.rol,
        phone: signUp.phone,
      });
      await tx.insert(accounts).values({
        id: crypto.randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: passwordHash,
      });
      if (signUp.rol === 'agent') await insertAgentProfile(tx, userId, signUp);
      else await insertCustomerProfile(tx, userId, signUp);
    });
  } catch (error) {
    if (isConstraintViolation(error, 'users_email_unique')) {
      throw new EmailAlreadyRegisteredError();
    }
    throw error;
  }
  return { userId, email };
}
