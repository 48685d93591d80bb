import type { AgentSignUp } from '@brillo/domain/contracts/agent-registration';
import type { CustomerSignUp } from '@brillo/domain/contracts/customer-registration';
import type { SignUp } from '@brillo/domain/contracts/sign-up';
import { comunaByName } from '@brillo/domain/address-parts';
import { extraServices } from '@brillo/domain/enums';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isConstraintViolation } from '../../db/database-errors.ts';
import {
  accounts,
  agentProfiles,
  agentServiceColumns,
  agentServiceComunas,
  customerProfiles,
  users,
} from '../../db/schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** True when an account already uses this email (better-auth stores emails in lower case). */
export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, sql`lower(${email.trim()})`))
    .limit(1);
  return row !== undefined;
}

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

type AgentProfileInsert = typeof agentProfiles.$inferInsert;

/** The spec's `services` map as the profile's eight boolean columns (`agentServiceColumns`). */
function serviceColumns(services: AgentSignUp['services']): Partial<AgentProfileInsert> {
  const columnKeys = new Map(
    Object.entries(getTableColumns(agentProfiles)).map(([key, column]) => [column, key]),
  );
  return Object.fromEntries(
    extraServices.map((service) => [
      columnKeys.get(agentServiceColumns[service]),
      services[service],
    ]),
  );
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
  // The agent starts working in their own comuna (PD-43), when it is one of Chile's list.
  const comuna = comunaByName(personalData.comuna);
  if (comuna !== null) await tx.insert(agentServiceComunas).values({ agentId: userId, comuna });
}

async function insertCustomerProfile(tx: Transaction, userId: string, signUp: CustomerSignUp) {
  await tx.insert(customerProfiles).values({ userId, ...signUp.personalData });
}

export interface NewAccount {
  signUp: SignUp;
  /** The password as the app's hasher stores it. */
  passwordHash: string;
  createdAt: Date;
}

/**
 * Inserts the account in one transaction: the user (email not yet confirmed), the password
 * credential as better-auth reads it, and the role's profile. Nothing is left behind when any part
 * fails. Emails are stored in lower case, as better-auth looks them up. `alongside` runs in the
 * same transaction with the new account's id (its confirmation email's job). Throws
 * `EmailAlreadyRegisteredError` when another account took the email meanwhile.
 */
export async function insertAccount(
  db: Database,
  { signUp, passwordHash, createdAt }: NewAccount,
  alongside: (tx: Transaction, userId: string) => Promise<void>,
): Promise<{ userId: string; email: string }> {
  const userId = crypto.randomUUID();
  const email = signUp.email.toLowerCase();
  const timestamps = { createdAt, updatedAt: createdAt };
  try {
    await db.transaction(async (tx) => {
      await tx.insert(users).values({
        id: userId,
        name: signUp.name,
        email,
        emailVerified: false,
        role: signUp.rol,
        phone: signUp.phone,
        ...timestamps,
      });
      await tx.insert(accounts).values({
        id: crypto.randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: passwordHash,
        ...timestamps,
      });
      if (signUp.rol === 'agent') await insertAgentProfile(tx, userId, signUp);
      else await insertCustomerProfile(tx, userId, signUp);
      await alongside(tx, userId);
    });
  } catch (error) {
    if (isConstraintViolation(error, 'users_email_unique')) {
      throw new EmailAlreadyRegisteredError();
    }
    throw error;
  }
  return { userId, email };
}
