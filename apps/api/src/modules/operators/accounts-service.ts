import {
  OPERATOR_ACCOUNTS_PAGE_SIZE,
  type AccountStatusChange,
  type ManagedAccountRole,
  type OperatorAccountDetail,
  type OperatorAccountRow,
  type OperatorAccountsPage,
  type OperatorAccountsQuery,
} from '@brillo/domain/contracts/operator-accounts';
import { comunaInAddress } from '@brillo/domain/address-parts';
import { operatorAccountsTexts } from '@brillo/domain/texts/operator-accounts.es-CL';
import type { BookingChangeEffect } from '../../booking-lifecycle/changes.ts';
import {
  lockBookingForTransition,
  type BookingForTransition,
} from '../../booking-lifecycle/repository.ts';
import { transitionBooking } from '../../booking-lifecycle/transitions.ts';
import type { Clock } from '../../clock.ts';
import { deleteSessionsOf } from '../../db/account-sessions.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError, notFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { accountStatusEmails } from './account-emails.ts';
import {
  listAccounts,
  lockAccount,
  openBookingIdsOf,
  readAccount,
  readStatusHistory,
  setSuspended,
  type StoredAccountRow,
} from './accounts-repository.ts';
import { recordOperatorAction } from './audit-log.ts';

const { api } = operatorAccountsTexts;

const accountNotFound = () => notFound(api.accountNotFound);
const operatorAccount = () => new AppError(403, 'OPERATOR_ACCOUNT', api.operatorAccount);
const alreadySuspended = () => new AppError(409, 'ACCOUNT_ALREADY_SUSPENDED', api.alreadySuspended);
const notSuspended = () => new AppError(409, 'ACCOUNT_NOT_SUSPENDED', api.notSuspended);

export interface OperatorAccountsDependencies {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  /** What follows every booking change, in its transaction (ADR-043). */
  onBookingChange: BookingChangeEffect;
  /** Refunds a cancelled booking's payment in full (the payments module, ADR-080). */
  refundCancelledBooking: (bookingId: string) => Promise<unknown>;
}

function toRow(row: StoredAccountRow): OperatorAccountRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    state: row.suspendedAt ? 'suspended' : 'active',
    createdAt: row.createdAt.toISOString(),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
  };
}

function bookingsEndedOf(after: unknown): number | null {
  if (typeof after !== 'object' || after === null || !('bookingsEnded' in after)) return null;
  return typeof after.bookingsEnded === 'number' ? after.bookingsEnded : null;
}

function isManaged(role: string): role is ManagedAccountRole {
  return role === 'customer' || role === 'agent';
}

/**
 * The operators' accounts (issue 32, PD-38, ADR-082): the search, one account's page, and
 * suspending or restoring a customer's or agent's account with a reason. Each change locks the
 * account's row first, so of two operators at once the second waits and then finds the change
 * made (409), and a booking being made (which holds both people's rows shared) is committed
 * before the open bookings are read, or sees the suspension; the change, its sessions ended, the
 * person's open bookings ended through the one transition engine, the audit rows and the email
 * job are one transaction.
 */
export function createOperatorAccountsService(deps: OperatorAccountsDependencies) {
  const { db, clock, jobs } = deps;

  async function detail(id: string): Promise<OperatorAccountDetail> {
    if (!isUuid(id)) throw accountNotFound();
    const account = await readAccount(db, id);
    if (!account || !isManaged(account.role)) throw accountNotFound();
    const [history, open] = await Promise.all([
      readStatusHistory(db, id),
      openBookingIdsOf(db, id, account.role),
    ]);
    return {
      ...toRow(account),
      phone: account.phone,
      emailVerified: account.emailVerified,
      comuna:
        account.role === 'agent'
          ? account.agentComuna || null
          : account.customerAddress
            ? comunaInAddress(account.customerAddress)
            : null,
      openBookings: open.length,
      history: history.map((entry): AccountStatusChange => ({
        id: entry.id,
        at: entry.createdAt.toISOString(),
        action: entry.action === 'account.suspended' ? 'suspended' : 'restored',
        operator:
          entry.operatorId && entry.operatorName !== null
            ? { id: entry.operatorId, name: entry.operatorName }
            : null,
        reason: entry.reason,
        bookingsEnded: entry.action === 'account.suspended' ? bookingsEndedOf(entry.after) : null,
      })),
      actions: account.suspendedAt ? ['restore'] : ['suspend'],
    };
  }

  /** The account locked for a change: 404 unknown, 403 an operator's (`npm run operator`). */
  async function lockManaged(tx: Transaction, id: string) {
    const account = await lockAccount(tx, id);
    if (!account) throw accountNotFound();
    if (!isManaged(account.role)) throw operatorAccount();
    return { ...account, role: account.role };
  }

  /**
   * The person's open bookings, each locked, soonest first. Read once the person's row is locked:
   * no booking of theirs can be made meanwhile (a booking holds both people's rows shared). Locked
   * before the suspension is written, whose trigger locks the agent's profile: a transition of one
   * of these bookings already under way (which locks the profile too) finishes first.
   */
  async function lockOpenBookings(
    tx: Transaction,
    account: { id: string; role: ManagedAccountRole },
  ) {
    const locked: BookingForTransition[] = [];
    for (const bookingId of await openBookingIdsOf(tx, account.id, account.role)) {
      const booking = await lockBookingForTransition(tx, bookingId);
      if (booking) locked.push(booking);
    }
    return locked;
  }

  /**
   * Ends the person's open bookings (PD-38) through the engine, each with its audit row; answers
   * how many ended and which were paid (refunded in full once the transaction is committed). A
   * booking whose customer-asked refund is on its way is left to it.
   */
  async function endOpenBookings(
    tx: Transaction,
    operatorId: string,
    account: { id: string; role: ManagedAccountRole },
    open: readonly BookingForTransition[],
    reason: string,
    now: Date,
  ) {
    const action = account.role === 'agent' ? 'suspendAgent' : 'suspendCustomer';
    const refunds: string[] = [];
    let ended = 0;
    for (const booking of open) {
      const bookingId = booking.id;
      const outcome = await transitionBooking(
        tx,
        booking,
        { actor: 'operator', action },
        { now, onBookingChange: deps.onBookingChange },
      );
      if (!outcome.moved) continue;
      ended += 1;
      await recordOperatorAction(tx, {
        operatorId,
        action: 'booking.ended_by_suspension',
        targetType: 'booking',
        targetId: bookingId,
        reason,
        before: { status: booking.status, reason: booking.reason },
        after: { status: outcome.booking.status, reason: outcome.booking.reason },
      });
      if (outcome.transition.refundsInFull === true) refunds.push(bookingId);
    }
    return { ended, refunds };
  }

  return {
    /** A page of customers' and agents' accounts, newest first. */
    async list(query: OperatorAccountsQuery): Promise<OperatorAccountsPage> {
      const page = query.page ?? 1;
      const { rows, total } = await listAccounts(db, query, {
        limit: OPERATOR_ACCOUNTS_PAGE_SIZE,
        offset: (page - 1) * OPERATOR_ACCOUNTS_PAGE_SIZE,
      });
      return { accounts: rows.map(toRow), total, page, pageSize: OPERATOR_ACCOUNTS_PAGE_SIZE };
    },

    /** One account's page; 404 for an unknown id or an operator's account. */
    detail,

    /**
     * Suspends the account (PD-38): it cannot sign in and every session of it ends (their rows
     * deleted, which tells every process's caller cache); an agent leaves every customer list (the
     * database's summaries follow `suspended_at`); the open bookings end; the audit row and the
     * email in the same transaction; paid bookings refunded in full once committed.
     */
    async suspend(operatorId: string, id: string, reason: string): Promise<OperatorAccountDetail> {
      if (!isUuid(id)) throw accountNotFound();
      const now = clock.now();
      const refunds = await db.transaction(async (tx) => {
        const account = await lockManaged(tx, id);
        if (account.suspendedAt) throw alreadySuspended();
        const open = await lockOpenBookings(tx, account);
        await setSuspended(tx, id, now);
        const sessionsEnded = await deleteSessionsOf(tx, id);
        const bookings = await endOpenBookings(tx, operatorId, account, open, reason, now);
        const entry = await recordOperatorAction(tx, {
          operatorId,
          action: 'account.suspended',
          targetType: 'user',
          targetId: id,
          reason,
          before: { suspendedAt: null },
          after: {
            suspendedAt: now.toISOString(),
            sessionsEnded,
            bookingsEnded: bookings.ended,
          },
        });
        await accountStatusEmails.enqueue(jobs, tx, entry.id, {
          userId: id,
          change: 'suspended',
          reason: reason.trim(),
          endedBookings: bookings.ended > 0,
        });
        return bookings.refunds;
      });
      for (const bookingId of refunds) await deps.refundCancelledBooking(bookingId);
      return detail(id);
    },

    /**
     * Restores a suspended account: it may sign in again, and an agent's slots are offered again
     * (the bookings the suspension ended stay ended). Audit row and email in the same transaction.
     */
    async restore(operatorId: string, id: string, reason: string): Promise<OperatorAccountDetail> {
      if (!isUuid(id)) throw accountNotFound();
      await db.transaction(async (tx) => {
        const account = await lockManaged(tx, id);
        if (!account.suspendedAt) throw notSuspended();
        await setSuspended(tx, id, null);
        const entry = await recordOperatorAction(tx, {
          operatorId,
          action: 'account.restored',
          targetType: 'user',
          targetId: id,
          reason,
          before: { suspendedAt: account.suspendedAt.toISOString() },
          after: { suspendedAt: null },
        });
        await accountStatusEmails.enqueue(jobs, tx, entry.id, {
          userId: id,
          change: 'restored',
          reason: reason.trim(),
          endedBookings: false,
        });
      });
      return detail(id);
    },
  };
}

export type OperatorAccountsService = ReturnType<typeof createOperatorAccountsService>;
