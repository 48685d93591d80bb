import { randomBytes } from 'node:crypto';
import { EmailSchema } from '@brillo/domain/contracts/account-fields';
import { operatorCommandTexts } from '@brillo/domain/texts/operator-command.es-CL';
import type { PasswordHasher } from '../../adapters/password-hasher/password-hasher.ts';
import type { Clock } from '../../clock.ts';
import { deleteSessionsOf } from '../../db/account-sessions.ts';
import type { Database } from '../../db/client.ts';
import { recordOperatorAction } from './audit-log.ts';
import {
  clearAuthenticator,
  insertOperator,
  lockAccountByEmail,
  setAccountDisabled,
  setPassword,
} from './repository.ts';

/** A refusal of the operator command, with the Spanish line it prints. */
export class OperatorCommandError extends Error {
  override readonly name = 'OperatorCommandError';
}

/** A password for a new operator: 24 characters of base64url (144 random bits). */
export function generatedPassword(): string {
  return randomBytes(18).toString('base64url');
}

/** The address as accounts keep it (trimmed, lower case), or a refusal. */
function normalisedEmail(email: string): string {
  const parsed = EmailSchema.safeParse(email.trim().toLowerCase());
  if (!parsed.success) throw new OperatorCommandError(operatorCommandTexts.badEmail(email));
  return parsed.data;
}

/** The name an operator is shown by when the command is given none: the address's local part. */
function nameFromEmail(email: string): string {
  return email.split('@')[0] ?? email;
}

export interface OperatorAccountDependencies {
  db: Database;
  passwordHasher: PasswordHasher;
  clock: Clock;
}

/**
 * Adds an operator (PD-36), or enables again one that was removed: the account, its password
 * (hashed like every other) and its audit row, in one transaction. An operator added again sets
 * up a new authenticator at the next sign-in. An address of a customer or an agent is refused:
 * nobody changes role.
 */
export async function addOperator(
  { db, passwordHasher, clock }: OperatorAccountDependencies,
  input: {
    email: string;
    name?: string | undefined;
    password: string;
    reason?: string | undefined;
  },
): Promise<{ userId: string; email: string }> {
  const email = normalisedEmail(input.email);
  const passwordHash = await passwordHasher.hash(input.password);
  return db.transaction(async (tx) => {
    const existing = await lockAccountByEmail(tx, email);
    if (existing && existing.role !== 'operator') {
      throw new OperatorCommandError(operatorCommandTexts.notAnOperator(email, existing.role));
    }
    if (existing && !existing.disabledAt) {
      throw new OperatorCommandError(operatorCommandTexts.alreadyOperator(email));
    }
    const userId =
      existing?.id ??
      (await insertOperator(tx, { name: input.name ?? nameFromEmail(email), email }));
    await setPassword(tx, userId, passwordHash);
    if (existing) {
      await clearAuthenticator(tx, userId);
      await setAccountDisabled(tx, userId, null);
    }
    await recordOperatorAction(tx, {
      operatorId: null,
      action: 'operator.added',
      targetType: 'user',
      targetId: userId,
      reason: input.reason ?? operatorCommandTexts.defaultAddReason,
      before: existing
        ? { role: 'operator', disabledAt: existing.disabledAt?.toISOString() }
        : null,
      after: { role: 'operator', email, disabledAt: null, at: clock.now().toISOString() },
    });
    return { userId, email };
  });
}

/**
 * Removes an operator (PD-36): the account is disabled (it can no longer sign in) and every
 * session of it ends, in one transaction with its audit row. Nothing is deleted: the rows that
 * name it, the audit log first, keep naming it.
 */
export async function removeOperator(
  { db, clock }: Pick<OperatorAccountDependencies, 'db' | 'clock'>,
  input: { email: string; reason?: string | undefined },
): Promise<{ userId: string; email: string; sessionsEnded: number }> {
  const email = normalisedEmail(input.email);
  return db.transaction(async (tx) => {
    const existing = await lockAccountByEmail(tx, email);
    if (!existing || existing.role !== 'operator' || existing.disabledAt) {
      throw new OperatorCommandError(operatorCommandTexts.noOperator(email));
    }
    const disabledAt = clock.now();
    await setAccountDisabled(tx, existing.id, disabledAt);
    const sessionsEnded = await deleteSessionsOf(tx, existing.id);
    await recordOperatorAction(tx, {
      operatorId: null,
      action: 'operator.removed',
      targetType: 'user',
      targetId: existing.id,
      reason: input.reason ?? operatorCommandTexts.defaultRemoveReason,
      before: { disabledAt: null },
      after: { disabledAt: disabledAt.toISOString() },
    });
    return { userId: existing.id, email, sessionsEnded };
  });
}
