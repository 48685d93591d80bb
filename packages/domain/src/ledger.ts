/**
 * Brillo's ledger (PD-40, issue 33): every peso a customer pays, and every peso that goes back or
 * on to an agent, is a transaction of entries that add up to zero. An entry's amount is signed:
 * positive is a debit (money Brillo holds grows), negative a credit (what Brillo owes or earned
 * grows). Balances are sums of entries; nothing is ever edited.
 *
 * The accounts:
 * - `cash`: the money Brillo holds (collected by the payments provider, sent out by payouts).
 * - `commission`: what Brillo has earned (a credit balance).
 * - `agent_held`: an agent's earnings not yet payable (the 48 hours, an open problem).
 * - `agent_available`: an agent's earnings payable at the next payout.
 * - `payouts_in_transit`: payouts sent and not yet confirmed by the bank.
 *
 * The movements, each one transaction:
 * - `payment`: cash +paid, commission −commission, agent_held −earning.
 * - `refund`: cash −refunded, commission +its part, the agent's account +its part (held while the
 *   earning is held, else available: a refund after a payout leaves the agent owing it).
 * - `release`: agent_held +earning, agent_available −earning.
 * - `payout`: agent_available +amount, payouts_in_transit −amount.
 * - `payout_settled`: payouts_in_transit +amount, cash −amount.
 * - `payout_failed`: the amount back to agent_available, from in transit (or from cash when the
 *   bank returns a transfer already settled).
 */
import type { PaymentSplit } from './earnings.ts';

export const ledgerAccounts = [
  'cash',
  'commission',
  'agent_held',
  'agent_available',
  'payouts_in_transit',
] as const;
export type LedgerAccount = (typeof ledgerAccounts)[number];

/** The accounts kept for each agent (the others are Brillo's own). */
export const agentLedgerAccounts = ['agent_held', 'agent_available'] as const;

export const ledgerMovements = [
  'payment',
  'refund',
  'release',
  'payout',
  'payout_settled',
  'payout_failed',
] as const;
export type LedgerMovement = (typeof ledgerMovements)[number];

export interface LedgerEntry {
  account: LedgerAccount;
  /** Signed whole pesos, never 0: positive a debit, negative a credit. */
  amount: number;
}

/** Whether entries balance: they add up to zero, each amount whole and not 0. */
export function isBalanced(entries: readonly LedgerEntry[]): boolean {
  let sum = 0;
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) return false;
    sum += entry.amount;
  }
  return entries.length >= 2 && sum === 0;
}

/** Drops the zero entries (a 0 % commission, a refund all of one part) and checks the rest. */
function balanced(entries: readonly LedgerEntry[]): LedgerEntry[] {
  const kept = entries.filter((entry) => entry.amount !== 0);
  if (kept.length > 0 && !isBalanced(kept)) {
    throw new RangeError(`unbalanced ledger entries: ${JSON.stringify(kept)}`);
  }
  return kept;
}

/** A payment received for a booking, split at its commission. */
export function paymentEntries(split: PaymentSplit): LedgerEntry[] {
  return balanced([
    { account: 'cash', amount: split.commission + split.earning },
    { account: 'commission', amount: -split.commission },
    { account: 'agent_held', amount: -split.earning },
  ]);
}

/** A refund, taken from the commission and from the agent's held or available earning. */
export function refundEntries(
  split: PaymentSplit,
  from: 'agent_held' | 'agent_available',
): LedgerEntry[] {
  return balanced([
    { account: 'cash', amount: -(split.commission + split.earning) },
    { account: 'commission', amount: split.commission },
    { account: from, amount: split.earning },
  ]);
}

/** A booking's held earning becomes available. */
export function releaseEntries(amount: number): LedgerEntry[] {
  return balanced([
    { account: 'agent_held', amount },
    { account: 'agent_available', amount: -amount },
  ]);
}

/** A payout leaves the agent's available balance. */
export function payoutEntries(amount: number): LedgerEntry[] {
  return balanced([
    { account: 'agent_available', amount },
    { account: 'payouts_in_transit', amount: -amount },
  ]);
}

/** The bank confirmed a payout: the money has left. */
export function payoutSettledEntries(amount: number): LedgerEntry[] {
  return balanced([
    { account: 'payouts_in_transit', amount },
    { account: 'cash', amount: -amount },
  ]);
}

/** A payout failed: its amount is the agent's again, for the next run. */
export function payoutFailedEntries(amount: number, settled: boolean): LedgerEntry[] {
  return balanced([
    settled ? { account: 'cash', amount } : { account: 'payouts_in_transit', amount },
    { account: 'agent_available', amount: -amount },
  ]);
}

/** What a credit account's entries add up to, as a positive balance ('owed', 'earned'). */
export function creditBalance(sum: number): number {
  return sum === 0 ? 0 : -sum;
}
