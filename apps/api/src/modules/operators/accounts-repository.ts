import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AccountRole, BookingStatus } from '@brillo/domain/enums';
import type { ManagedAccountRole } from '@brillo/domain/contracts/operator-accounts';
import type { Database, Executor } from '../../db/client.ts';
import {
  agentProfiles,
  bookings,
  customerProfiles,
  operatorAuditLog,
  users,
} from '../../db/schema.ts';

/** The bookings a suspension ends: not over, and not yet served (PD-38). */
export const openBookingStatuses: readonly BookingStatus[] = [
  'pending',
  'accepted_pending_payment',
  'accepted_payment_failed',
  'accepted_payment_success',
];

export interface AccountListFilters {
  text?: string | undefined;
  role?: ManagedAccountRole | undefined;
  state?: 'active' | 'suspended' | undefined;
}

/** `text` as a literal piece of a `LIKE` pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function listConditions(filters: AccountListFilters): SQL[] {
  const conditions: SQL[] = [
    filters.role ? eq(users.role, filters.role) : inArray(users.role, ['customer', 'agent']),
  ];
  if (filters.text) {
    const pattern = `%${likeLiteral(filters.text)}%`;
    conditions.push(sql`(${users.name} ilike ${pattern} or ${users.email} ilike ${pattern})`);
  }
  if (filters.state === 'suspended') conditions.push(isNotNull(users.suspendedAt));
  if (filters.state === 'active') conditions.push(isNull(users.suspendedAt));
  return conditions;
}

const rowFields = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
};

export interface StoredAccountRow {
  id: string;
  name: string;
  email: string;
  role: AccountRole;
  createdAt: Date;
  suspendedAt: Date | null;
}

/** A page of customers' and agents' accounts, newest first, and how many match. */
export async function listAccounts(
  db: Database,
  filters: AccountListFilters,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: StoredAccountRow[]; total: number }> {
  const where = and(...listConditions(filters));
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowFields)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export interface StoredAccount extends StoredAccountRow {
  phone: string | null;
  emailVerified: boolean;
  customerAddress: string | null;
  agentComuna: string | null;
}

/** One account with its profile's place; undefined without one. */
export async function readAccount(db: Executor, id: string): Promise<StoredAccount | undefined> {
  const [row] = await db
    .select({
      ...rowFields,
      phone: users.phone,
      emailVerified: users.emailVerified,
      customerAddress: customerProfiles.address,
      agentComuna: agentProfiles.comuna,
    })
    .from(users)
    .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
    .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
    .where(eq(users.id, id));
  return row;
}

/** The account's role and suspension, its row locked until the transaction ends. */
export async function lockAccount(
  tx: Executor,
  id: string,
): Promise<{ id: string; role: AccountRole; suspendedAt: Date | null } | undefined> {
  const [row] = await tx
    .select({ id: users.id, role: users.role, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

/** Suspends (`at`) or restores (null) the account. */
export async function setSuspended(tx: Executor, id: string, at: Date | null): Promise<void> {
  await tx.update(users).set({ suspendedAt: at }).where(eq(users.id, id));
}

/** The ids of the person's open bookings, as agent or as customer, soonest first. */
export async function openBookingIdsOf(
  db: Executor,
  userId: string,
  role: ManagedAccountRole,
): Promise<string[]> {
  const owner = role === 'agent' ? bookings.agentId : bookings.customerId;
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(owner, userId), inArray(bookings.status, [...openBookingStatuses])))
    .orderBy(bookings.bookingStartTime, bookings.id);
  return rows.map((row) => row.id);
}

/** The account's suspensions and restorations in the audit log, newest first. */
export async function readStatusHistory(db: Database, userId: string) {
  return db
    .select({
      id: operatorAuditLog.id,
      action: operatorAuditLog.action,
      reason: operatorAuditLog.reason,
      after: operatorAuditLog.after,
      createdAt: operatorAuditLog.createdAt,
      operatorId: operatorAuditLog.operatorId,
      operatorName: users.name,
    })
    .from(operatorAuditLog)
    .leftJoin(users, eq(users.id, operatorAuditLog.operatorId))
    .where(
      and(
        eq(operatorAuditLog.targetType, 'user'),
        eq(operatorAuditLog.targetId, userId),
        inArray(operatorAuditLog.action, ['account.suspended', 'account.restored']),
      ),
    )
    .orderBy(desc(operatorAuditLog.createdAt), desc(operatorAuditLog.id));
}
