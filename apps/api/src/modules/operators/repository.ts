import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AccountRole } from '@brillo/domain/enums';
import type { Database, Executor } from '../../db/client.ts';
import { splitWindowTotal, windowTotal } from '../../db/paged-lists.ts';
import { accounts, operatorAuditLog, twoFactors, users } from '../../db/schema.ts';

/** One row of the audit log as it is written (the time is the database's, or the given one). */
export interface AuditEntryInsert {
  /** Null for what the server's command did. */
  operatorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  reason: string;
  before: unknown;
  after: unknown;
  createdAt?: Date;
}

/** Appends one row to the audit log with `executor`: pass the transaction of the change. */
export async function insertAuditEntry(executor: Executor, entry: AuditEntryInsert) {
  const [row] = await executor
    .insert(operatorAuditLog)
    .values({
      operatorId: entry.operatorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      reason: entry.reason,
      before: entry.before ?? null,
      after: entry.after ?? null,
      ...(entry.createdAt ? { createdAt: entry.createdAt } : {}),
    })
    .returning({ id: operatorAuditLog.id, createdAt: operatorAuditLog.createdAt });
  if (!row) throw new Error('insertAuditEntry: no row returned');
  return row;
}

export interface AuditLogFilters {
  targetType?: string | undefined;
  targetId?: string | undefined;
  operatorId?: string | undefined;
}

/** A page of the audit log, newest first (ties by id), with how many rows match in all. */
export async function readAuditLog(
  db: Database,
  filters: AuditLogFilters,
  { limit, offset }: { limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  if (filters.targetType) conditions.push(eq(operatorAuditLog.targetType, filters.targetType));
  if (filters.targetId) conditions.push(eq(operatorAuditLog.targetId, filters.targetId));
  if (filters.operatorId) conditions.push(eq(operatorAuditLog.operatorId, filters.operatorId));
  const rows = await db
    .select({
      id: operatorAuditLog.id,
      createdAt: operatorAuditLog.createdAt,
      operatorId: operatorAuditLog.operatorId,
      operatorName: users.name,
      operatorEmail: users.email,
      action: operatorAuditLog.action,
      targetType: operatorAuditLog.targetType,
      targetId: operatorAuditLog.targetId,
      reason: operatorAuditLog.reason,
      before: operatorAuditLog.before,
      after: operatorAuditLog.after,
      total: windowTotal(),
    })
    .from(operatorAuditLog)
    .leftJoin(users, eq(users.id, operatorAuditLog.operatorId))
    .where(and(...conditions))
    .orderBy(desc(operatorAuditLog.createdAt), desc(operatorAuditLog.id))
    .limit(limit)
    .offset(offset);
  if (rows.length > 0 || offset === 0) return splitWindowTotal(rows);
  // Past the last page the window count has no row to ride on: count apart.
  const [counted] = await db
    .select({ total: count() })
    .from(operatorAuditLog)
    .where(and(...conditions));
  return { rows: [], total: counted?.total ?? 0 };
}

/** An account as the operator command sees it. */
export interface AccountByEmail {
  id: string;
  role: AccountRole;
  name: string;
  email: string;
  disabledAt: Date | null;
  twoFactorEnabled: boolean;
}

/** The account with this email, locked until the transaction ends; undefined without one. */
export async function lockAccountByEmail(
  tx: Executor,
  email: string,
): Promise<AccountByEmail | undefined> {
  const [row] = await tx
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      disabledAt: users.disabledAt,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.email, email))
    .for('update');
  return row;
}

/** A new operator account, its email confirmed; answers its id. */
export async function insertOperator(
  tx: Executor,
  { name, email }: { name: string; email: string },
): Promise<string> {
  const [row] = await tx
    .insert(users)
    .values({ name, email, emailVerified: true, role: 'operator' })
    .returning({ id: users.id });
  if (!row) throw new Error('insertOperator: no row returned');
  return row.id;
}

/** Sets the account's password (better-auth's `credential` account), replacing any earlier one. */
export async function setPassword(tx: Executor, userId: string, passwordHash: string) {
  await tx
    .delete(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  await tx.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: passwordHash,
  });
}

/**
 * Enables or disables an account. Enabling clears its authenticator, so the next sign-in sets up
 * a new one; disabling keeps every row (the audit log points at it).
 */
export async function setAccountDisabled(tx: Executor, userId: string, disabledAt: Date | null) {
  await tx.update(users).set({ disabledAt }).where(eq(users.id, userId));
}

/** Forgets the account's authenticator: the next sign-in sets up a new one. */
export async function clearAuthenticator(tx: Executor, userId: string) {
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
}
