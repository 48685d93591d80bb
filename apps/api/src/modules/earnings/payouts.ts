import { chileBank, maskAccountNumber } from '@brillo/domain/chile-banks';
import type { Payout } from '@brillo/domain/contracts/earnings';
import { payoutEntries, payoutFailedEntries, payoutSettledEntries } from '@brillo/domain/ledger';
import { PAYOUT_MINIMUM, payoutRunOf } from '@brillo/domain/payouts';
import { operatorPayoutsTexts } from '@brillo/domain/texts/operator-payouts.es-CL';
import {
  PayoutProviderError,
  type PayoutProvider,
  type SentTransfer,
  type TransferEvent,
} from '../../adapters/payouts/payout-provider.ts';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { payoutEvents } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { payoutSentEmails } from './emails.ts';
import { agentBalance, recordMovement, releaseDueEarnings } from '../../db/ledger.ts';
import {
  agentName,
  agentsToPay,
  insertItems,
  insertPayout,
  latestAccount,
  lockAgent,
  lockPayout,
  lockPayoutByTransfer,
  payoutOfRun,
  payoutToSend,
  pendingOfRun,
  readPayouts,
  staleSentPayouts,
  unpaidReleasedBookings,
  unsentPayouts,
  updatePayout,
  type StoredPayout,
} from './payouts-repository.ts';

const { api } = operatorPayoutsTexts;

/** No payout goes to an account in its first 24 hours (PD-42). */
const NEW_ACCOUNT_HOLD_MS = 24 * 60 * 60 * 1000;
/** A payout its provider never answered is asked again after this long (same idempotency key). */
const RESEND_AFTER_MS = 2 * 60 * 1000;
/** A payout sent and not settled is asked about after this long. */
const ASK_AFTER_MS = 30 * 60 * 1000;

/** One operator action for the audit log, as the operators module records it. */
export interface PayoutAction {
  operatorId: string;
  action: 'payout.created' | 'payout.confirmed' | 'payout.failed' | 'payout.run_started';
  targetType: 'payout' | 'payout_run';
  targetId: string;
  reason: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}
export type RecordPayoutAction = (tx: Executor, action: PayoutAction) => Promise<unknown>;

export interface PayoutsLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface PayoutsDependencies {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  provider: PayoutProvider;
  timeZone: string;
  logger: PayoutsLogger;
  recordOperatorAction: RecordPayoutAction;
  /** After a sandbox payout is sent: its simulated bank answers a moment later (a job). */
  afterSandboxSend?: (tx: Executor, transferId: string) => Promise<void>;
}

/** Why no payout was made for an agent, and the code of its 409. */
export type PayoutRefusal = 'nothingToPay' | 'noBankAccount' | 'bankAccountTooNew';
const refusalCodes = {
  nothingToPay: 'NOTHING_TO_PAY',
  noBankAccount: 'NO_BANK_ACCOUNT',
  bankAccountTooNew: 'BANK_ACCOUNT_TOO_NEW',
} as const satisfies Record<PayoutRefusal, string>;

function destinationOf(account: { bank: string; accountNumber: string }): string {
  return `${chileBank(account.bank)?.name ?? account.bank} ${maskAccountNumber(account.accountNumber)}`;
}

/**
 * Payouts (PD-41, issue 33): the weekly run and an operator's payout create a payout from the
 * agent's available balance (the agent's row locked, one per agent and run), then send it through
 * the provider with the payout's id as idempotency key; the provider's signed notifications, the
 * operator's confirmation of a bank file, and reconciliation settle or fail it. Each change of
 * money is a ledger movement recorded once, in the transaction of the change.
 */
export function createPayoutsService(deps: PayoutsDependencies) {
  const { db, clock, jobs, provider, logger } = deps;

  /**
   * Creates the agent's payout of `run` (the weekly run) or an operator's (`requestedBy`), or says
   * why not. The run's payout already made is answered as it is.
   */
  async function createPayout(
    agentId: string,
    options: { run: string; minimum: number } | { requestedBy: string; reason: string },
  ): Promise<{ payout: StoredPayout; created: boolean } | { refusal: PayoutRefusal }> {
    const now = clock.now();
    await releaseDueEarnings(db, now, { agentId });
    return db.transaction(async (tx) => {
      await lockAgent(tx, agentId);
      if ('run' in options) {
        const made = await payoutOfRun(tx, agentId, options.run);
        if (made) return { payout: made, created: false };
      }
      const account = await latestAccount(tx, agentId);
      if (!account) return { refusal: 'noBankAccount' as const };
      if (now.getTime() - account.createdAt.getTime() < NEW_ACCOUNT_HOLD_MS) {
        return { refusal: 'bankAccountTooNew' as const };
      }
      const available = await agentBalance(tx, agentId, 'agent_available');
      const minimum = 'run' in options ? options.minimum : 1;
      if (available < minimum) return { refusal: 'nothingToPay' as const };
      const holderName = await agentName(tx, agentId);
      if (holderName === undefined) throw new Error(`payout of an unknown agent ${agentId}`);
      const payout = await insertPayout(tx, {
        agentId,
        holderName,
        run: 'run' in options ? options.run : null,
        requestedBy: 'requestedBy' in options ? options.requestedBy : null,
        bankAccountId: account.id,
        amount: available,
        provider: provider.name,
        createdAt: now,
      });
      if (!payout) throw new Error(`payout of ${agentId} not created`);
      await insertItems(tx, payout.id, await unpaidReleasedBookings(tx, agentId));
      await recordMovement(
        tx,
        { movement: 'payout', agentId, payoutId: payout.id, at: now },
        payoutEntries(available),
      );
      if ('requestedBy' in options) {
        await deps.recordOperatorAction(tx, {
          operatorId: options.requestedBy,
          action: 'payout.created',
          targetType: 'payout',
          targetId: payout.id,
          reason: options.reason,
          before: { available },
          after: { amount: available, status: 'pending' },
        });
      }
      return { payout, created: true };
    });
  }

  /** Marks a sent payout, in the transaction given, and queues the agent's email once. */
  async function markSent(tx: Transaction, payout: StoredPayout, transferId: string, now: Date) {
    await updatePayout(tx, payout.id, {
      status: 'sent',
      providerTransferId: transferId,
      sentAt: now,
    });
    await queueSentEmail(tx, payout);
  }

  async function queueSentEmail(tx: Transaction, payout: StoredPayout) {
    const row = await payoutToSend(tx, payout.id);
    if (!row) return;
    await payoutSentEmails.enqueue(jobs, tx, payout.id, {
      agentId: payout.agentId,
      payoutId: payout.id,
      amount: payout.amount,
      destination: destinationOf(row.account),
    });
  }

  /** Settles a payout (the bank confirmed it): the money has left. */
  async function settle(tx: Transaction, payout: StoredPayout, at: Date): Promise<boolean> {
    if (payout.status !== 'pending' && payout.status !== 'sent') return false;
    if (payout.status === 'pending') await queueSentEmail(tx, payout);
    await updatePayout(tx, payout.id, {
      status: 'paid',
      settledAt: at,
      sentAt: payout.sentAt ?? at,
    });
    await recordMovement(
      tx,
      { movement: 'payout_settled', agentId: payout.agentId, payoutId: payout.id, at },
      payoutSettledEntries(payout.amount),
    );
    return true;
  }

  /**
   * Fails a payout: its amount is the agent's again for the next run, from in transit or, when
   * the bank returns a transfer already settled, from Brillo's cash.
   */
  async function fail(
    tx: Transaction,
    payout: StoredPayout,
    reason: string,
    at: Date,
  ): Promise<boolean> {
    if (payout.status === 'failed') return false;
    const settled = payout.status === 'paid';
    await updatePayout(tx, payout.id, { status: 'failed', failureReason: reason, failedAt: at });
    await recordMovement(
      tx,
      { movement: 'payout_failed', agentId: payout.agentId, payoutId: payout.id, at },
      payoutFailedEntries(payout.amount, settled),
    );
    logger.warn({ payoutId: payout.id, reason }, 'payout failed: its amount is available again');
    return true;
  }

  /** Applies the provider's answer to a send (or to reconciliation's question). */
  async function applyAnswer(payoutId: string, answer: SentTransfer) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const payout = await lockPayout(tx, payoutId);
      if (!payout) return;
      if (answer.status === 'failed') {
        // Only a payout still on its way: one settled meanwhile by its notification stays paid.
        if (payout.status === 'pending' || payout.status === 'sent') {
          await fail(tx, payout, answer.failureReason ?? 'rejected', now);
        }
        return;
      }
      if (payout.status === 'pending') {
        if (provider.name === 'bank_file') {
          // Nothing left: the transfer is in the next bank file, for an operator to confirm.
          await updatePayout(tx, payout.id, { providerTransferId: answer.id });
        } else {
          await markSent(tx, payout, answer.id, now);
          if (provider.name === 'sandbox') await deps.afterSandboxSend?.(tx, answer.id);
        }
      }
      if (answer.status === 'succeeded') {
        const fresh = await lockPayout(tx, payoutId);
        if (fresh) await settle(tx, fresh, now);
      }
    });
  }

  /**
   * Sends a pending payout once. The provider keys the transfer by the payout's id, so asking
   * again after a crash or a timeout finds the same transfer. A definite refusal fails the payout;
   * anything else leaves it pending for reconciliation.
   */
  async function send(payoutId: string): Promise<void> {
    const row = await payoutToSend(db, payoutId);
    if (!row || row.payout.status !== 'pending' || row.payout.providerTransferId) return;
    let answer: SentTransfer;
    try {
      answer = await provider.send({
        payoutId,
        amount: row.payout.amount,
        destination: {
          holderName: row.payout.holderName,
          holderRut: row.account.holderRut,
          bank: row.account.bank,
          accountType: row.account.accountType,
          accountNumber: row.account.accountNumber,
        },
        comment: `Brillo pagos ${row.payout.run ?? row.payout.createdAt.toISOString().slice(0, 10)}`,
      });
    } catch (error) {
      if (error instanceof PayoutProviderError && error.refused) {
        await applyAnswer(payoutId, { id: '', status: 'failed', failureReason: error.message });
        return;
      }
      logger.warn({ err: error, payoutId }, 'payout unanswered: kept pending for reconciliation');
      if (error instanceof PayoutProviderError) return;
      throw error;
    }
    await applyAnswer(payoutId, answer);
  }

  /**
   * The weekly run (Monday 09:00 in Santiago): releases what is due, makes one payout per agent
   * whose available balance reaches the minimum and whose account is settled, and sends the run's
   * payouts not sent yet. Named by its Monday, so a retried or doubled run pays nobody twice.
   */
  async function runWeekly(): Promise<{ run: string; created: number; refused: number }> {
    const now = clock.now();
    const run = payoutRunOf(now, deps.timeZone);
    await releaseDueEarnings(db, now);
    let created = 0;
    let refused = 0;
    for (const { agentId } of await agentsToPay(db, PAYOUT_MINIMUM)) {
      const result = await createPayout(agentId, { run, minimum: PAYOUT_MINIMUM });
      if ('refusal' in result) refused += 1;
      else if (result.created) created += 1;
    }
    for (const { id } of await pendingOfRun(db, run)) await send(id);
    logger.info({ run, created, refused }, 'weekly payout run');
    return { run, created, refused };
  }

  /** An operator runs this week's run now; the audit row names the run. */
  async function runNow(operatorId: string, reason: string) {
    const run = payoutRunOf(clock.now(), deps.timeZone);
    await db.transaction((tx) =>
      deps.recordOperatorAction(tx, {
        operatorId,
        action: 'payout.run_started',
        targetType: 'payout_run',
        targetId: run,
        reason,
        before: {},
        after: { run },
      }),
    );
    return runWeekly();
  }

  /** An operator pays one agent's available balance now. */
  async function payNow(operatorId: string, agentId: string, reason: string): Promise<Payout> {
    const result = await createPayout(agentId, { requestedBy: operatorId, reason });
    if ('refusal' in result)
      throw new AppError(409, refusalCodes[result.refusal], api[result.refusal]);
    await send(result.payout.id);
    return present(await readPayouts(db, [result.payout.id]));
  }

  /** The operator confirms a bank file's payout was made at the bank. */
  async function confirm(operatorId: string, payoutId: string, reason: string): Promise<Payout> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const payout = await lockPayout(tx, payoutId);
      if (!payout) throw new AppError(404, 'PAYOUT_NOT_FOUND', api.payoutNotFound);
      if (payout.provider !== 'bank_file')
        throw new AppError(409, 'NOT_BANK_FILE', api.notBankFile);
      if (payout.status !== 'pending')
        throw new AppError(409, 'PAYOUT_NOT_PENDING', api.notPending);
      await settle(tx, payout, now);
      await deps.recordOperatorAction(tx, {
        operatorId,
        action: 'payout.confirmed',
        targetType: 'payout',
        targetId: payout.id,
        reason,
        before: { status: payout.status },
        after: { status: 'paid' },
      });
    });
    return present(await readPayouts(db, [payoutId]));
  }

  /** The operator marks a payout failed (not made, or returned by the bank). */
  async function failByOperator(
    operatorId: string,
    payoutId: string,
    reason: string,
  ): Promise<Payout> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const payout = await lockPayout(tx, payoutId);
      if (!payout) throw new AppError(404, 'PAYOUT_NOT_FOUND', api.payoutNotFound);
      if (payout.status === 'failed')
        throw new AppError(409, 'PAYOUT_ALREADY_FAILED', api.alreadyFailed);
      // A transfer the provider still follows may yet be made: only its notification, or
      // reconciliation's question, fails it. What it settled, the bank may still return.
      if (payout.provider !== 'bank_file' && payout.status !== 'paid') {
        throw new AppError(409, 'PAYOUT_WITH_PROVIDER', api.withProvider);
      }
      await fail(tx, payout, reason, now);
      await deps.recordOperatorAction(tx, {
        operatorId,
        action: 'payout.failed',
        targetType: 'payout',
        targetId: payout.id,
        reason,
        before: { status: payout.status },
        after: { status: 'failed' },
      });
    });
    return present(await readPayouts(db, [payoutId]));
  }

  /**
   * A provider's notification: stored once (a replay changes nothing), then applied. A success
   * settles a payout still pending or sent; a failure fails it, even after it was settled (the
   * bank returned it); a success after a failure, or an event older than the settlement, changes
   * nothing.
   */
  async function applyEvent(
    event: TransferEvent,
  ): Promise<'applied' | 'no_change' | 'unknown_transfer' | 'duplicate'> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(payoutEvents)
        .values({
          provider: provider.name,
          providerEventId: event.id,
          transferId: event.transferId,
          status: event.status,
          payload: event.payload as object,
          receivedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: payoutEvents.id });
      if (!stored) return 'duplicate';
      const payout = await payoutOfEvent(tx, event);
      let outcome: 'applied' | 'no_change' | 'unknown_transfer' = 'unknown_transfer';
      if (payout) {
        let changed = false;
        if (event.status === 'succeeded') {
          changed = await settle(tx, payout, event.occurredAt);
          if (!changed && payout.status === 'failed') {
            logger.error(
              { payoutId: payout.id, eventId: event.id },
              'payout reported succeeded after it failed: not applied, look at it',
            );
          }
        } else {
          // A failure of a settled payout is the bank returning it: the money is the agent's again.
          changed = await fail(tx, payout, event.failureReason ?? 'failed', now);
        }
        outcome = changed ? 'applied' : 'no_change';
      }
      await tx
        .update(payoutEvents)
        .set({ outcome, payoutId: payout?.id ?? null })
        .where(eq(payoutEvents.id, stored.id));
      return outcome;
    });
  }

  /**
   * The payout a notification is about: by its transfer, or by the payout id the transfer carries
   * when its send was never answered (a notification can come before the answer, or instead of it
   * after a timeout); then the transfer id is recorded on it.
   */
  async function payoutOfEvent(tx: Transaction, event: TransferEvent) {
    const known = await lockPayoutByTransfer(tx, provider.name, event.transferId);
    if (known || !event.payoutId) return known;
    const payout = await lockPayout(tx, event.payoutId);
    if (!payout || payout.provider !== provider.name) return undefined;
    // The send's answer may have recorded this transfer since the first look.
    if (payout.providerTransferId) {
      return payout.providerTransferId === event.transferId ? payout : undefined;
    }
    await updatePayout(tx, payout.id, { providerTransferId: event.transferId });
    return { ...payout, providerTransferId: event.transferId };
  }

  /** A webhook's raw body: verified by the provider's signature, then applied. */
  async function receiveWebhook(rawBody: string, signature: string | undefined) {
    let event: TransferEvent | null;
    try {
      event = provider.readEvent(rawBody, signature);
    } catch (error) {
      if (error instanceof PayoutProviderError) {
        throw new AppError(400, 'INVALID_SIGNATURE', paymentsTexts.api.invalidSignature);
      }
      throw error;
    }
    if (!event) return 'ignored' as const;
    return applyEvent(event);
  }

  /**
   * Reconciliation (every run of the upkeep job): payouts never answered are sent again (same
   * key), payouts sent long ago are asked about, and what is due is released.
   */
  async function reconcile(): Promise<void> {
    const now = clock.now();
    await releaseDueEarnings(db, now);
    if (provider.name === 'bank_file') return;
    for (const { id } of await unsentPayouts(
      db,
      new Date(now.getTime() - RESEND_AFTER_MS),
      provider.name,
    )) {
      // The provider may have made the transfer and its answer been lost: ask before sending
      // again, so a key it no longer remembers cannot make a second transfer.
      let found: SentTransfer | null;
      try {
        found = await provider.find(id, null);
      } catch (error) {
        logger.warn({ err: error, payoutId: id }, 'payout reconciliation: provider unanswered');
        continue;
      }
      if (found) await applyAnswer(id, found);
      else await send(id);
    }
    for (const row of await staleSentPayouts(
      db,
      new Date(now.getTime() - ASK_AFTER_MS),
      provider.name,
    )) {
      try {
        const found = await provider.find(row.id, row.providerTransferId);
        if (found && found.status !== 'pending') await applyAnswer(row.id, found);
      } catch (error) {
        logger.warn({ err: error, payoutId: row.id }, 'payout reconciliation: provider unanswered');
      }
    }
  }

  return {
    runWeekly,
    runNow,
    payNow,
    confirm,
    failByOperator,
    send,
    applyEvent,
    receiveWebhook,
    reconcile,
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;

function present<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('payout not found after its change');
  return row;
}
