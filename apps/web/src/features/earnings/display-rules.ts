import type { EarningRow, EarningsBalances, Payout } from '@brillo/domain/contracts/earnings';
import { formatLongDate } from '@brillo/domain/format';
import { formatClp } from '@brillo/domain/format-booking';
import { earningsTexts } from '@brillo/domain/texts/earnings.es-CL';
import { instantToWallTime } from '@brillo/domain/zoned-time';

/**
 * How 'Mis ganancias' words its figures, states and notes (PD-40, PD-41): plain functions of the
 * API's answer, so each rule is tested without rendering the page.
 */
const texts = earningsTexts;

const percentFormat = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 2 });

/** The commission as the booking fixed it: '$5.400 (15 %)', '$3.000 (12,5 %)'. */
export function commissionLabel(row: Pick<EarningRow, 'commission' | 'commissionPercent'>) {
  return texts.bookings.commission(
    formatClp(row.commission),
    percentFormat.format(row.commissionPercent),
  );
}

/** The next weekly payout, read in the marketplace's zone: 'Se paga el lunes … a las 09:00.' */
export function nextPayoutLine(nextPayoutAt: string, timeZone: string): string {
  return texts.figures.nextPayout(
    formatLongDate(nextPayoutAt, timeZone),
    instantToWallTime(nextPayoutAt, timeZone).time,
  );
}

/**
 * The note under 'Disponible': nothing at or above the minimum; below it, that the weekly payout
 * starts at the minimum; below zero, that a refund after a payout is taken from what comes next.
 */
export function availableNote(available: number, minimumPayout: number): string | null {
  if (available < 0) return texts.figures.negative;
  if (available < minimumPayout) return texts.figures.belowMinimum(formatClp(minimumPayout));
  return null;
}

/** Why the held balance is held, one line a reason that holds something. */
export function heldLines(
  balances: Pick<EarningsBalances, 'heldForRecentService' | 'heldForOpenProblem'>,
): string[] {
  return [
    balances.heldForRecentService > 0
      ? texts.figures.heldForRecentService(formatClp(balances.heldForRecentService))
      : null,
    balances.heldForOpenProblem > 0
      ? texts.figures.heldForOpenProblem(formatClp(balances.heldForOpenProblem))
      : null,
  ].filter((line) => line !== null);
}

/** 'En camino' under 'Pagado', only while a payout sent is not confirmed. */
export function inTransitLine(inTransit: number): string | null {
  return inTransit > 0 ? texts.figures.inTransit(formatClp(inTransit)) : null;
}

/**
 * A booking's state: its label and, for a held one, why, and (for the 48 hours) from when it is
 * available. A held booking without a reason (an old row) shows its label alone.
 */
export function earningStateLines(
  row: Pick<EarningRow, 'state' | 'holdReason' | 'releaseAt'>,
  timeZone: string,
): { label: string; details: string[] } {
  const label = texts.bookings.states[row.state];
  if (row.state !== 'held' || row.holdReason === null) return { label, details: [] };
  const details: string[] = [texts.bookings.holdReasons[row.holdReason]];
  if (row.holdReason === 'recentService') {
    details.push(texts.bookings.availableFrom(formatLongDate(row.releaseAt, timeZone)));
  }
  return { label, details };
}

/** Whether the bookings table needs its 'Reembolsado' column: only when something was refunded. */
export function showsRefunds(rows: readonly Pick<EarningRow, 'refunded'>[]): boolean {
  return rows.some((row) => row.refunded > 0);
}

/** A payout's state, with the provider's reason when it failed. */
export function payoutStateLines(payout: Pick<Payout, 'status' | 'failureReason'>): {
  label: string;
  details: string[];
} {
  const label = texts.payouts.statuses[payout.status];
  if (payout.status !== 'failed') return { label, details: [] };
  return {
    label,
    details: [
      ...(payout.failureReason ? [texts.payouts.failureReason(payout.failureReason)] : []),
      texts.payouts.failedReturns,
    ],
  };
}

/** The day a payout is dated by: when it was paid, else sent, else made. */
export function payoutDate(
  payout: Pick<Payout, 'createdAt' | 'sentAt' | 'settledAt' | 'failedAt'>,
): string {
  return payout.settledAt ?? payout.failedAt ?? payout.sentAt ?? payout.createdAt;
}
