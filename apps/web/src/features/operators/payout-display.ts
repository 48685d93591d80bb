import type { Payout } from '@brillo/domain/contracts/earnings';
import type { OperatorPayoutRow } from '@brillo/domain/contracts/operator-payouts';
import { formatClp } from '@brillo/domain/format-booking';
import { formatLongDate } from '@brillo/domain/format';
import type { LedgerMovement } from '@brillo/domain/ledger';
import type { PayoutProviderName, PayoutStatus } from '@brillo/domain/payouts';
import { operatorPayoutsTexts } from '@brillo/domain/texts/operator-payouts.es-CL';

/**
 * How the operators' payouts pages read a payout, a run and a ledger movement: their Spanish
 * labels, the signed changes to a balance and which actions a payout still takes.
 */

const texts = operatorPayoutsTexts;

export const payoutStatusLabel = (status: PayoutStatus): string => texts.statuses[status];
export const payoutProviderLabel = (provider: PayoutProviderName): string =>
  texts.providers[provider];
export const movementLabel = (movement: LedgerMovement): string => texts.movements[movement];

/**
 * A change to a balance with its sign, '+$12.000' or '−$3.000' (a minus sign, which screen readers
 * say), and '—' when the movement left that balance as it was.
 */
export function signedClp(amount: number): string {
  if (amount === 0) return texts.none;
  return `${amount > 0 ? '+' : '\u2212'}${formatClp(Math.abs(amount))}`;
}

/**
 * A weekly run by its Monday ('2026-11-30'): 'Semana del 30 de noviembre de 2026'. The date is a
 * calendar day, not an instant, so it is read at noon UTC, which is that day in any zone.
 */
export function runLabel(run: string): string {
  return texts.week(formatLongDate(`${run}T12:00:00Z`, 'UTC'));
}

/** Where a payout comes from: its weekly run, or the operator who paid it at once. */
export function payoutOrigin(payout: Pick<OperatorPayoutRow, 'run' | 'requestedBy'>): string {
  return payout.run === null
    ? texts.manual(payout.requestedBy?.name ?? null)
    : runLabel(payout.run);
}

export type PayoutAction = 'confirm' | 'fail';

/**
 * What an operator can still do with a payout: confirm one the bank file left pending (the bank
 * tells nobody else); mark failed a bank file's payout that has not failed, or any paid one (a
 * bank can return a transfer it had made). A transfer its provider still follows is failed by the
 * provider's word only: the API refuses it (409).
 */
export function payoutActions(payout: Pick<Payout, 'provider' | 'status'>): PayoutAction[] {
  const actions: PayoutAction[] = [];
  if (payout.provider === 'bank_file' && payout.status === 'pending') actions.push('confirm');
  const failable = payout.provider === 'bank_file' || payout.status === 'paid';
  if (failable && payout.status !== 'failed') actions.push('fail');
  return actions;
}
