/**
 * Problems after a service and operators' refunds (PD-39, issue 32): the categories a customer
 * picks, the 48-hour window after the service, and the refund arithmetic both the API and the
 * database keep (a booking's refunds never add up to more than was paid).
 */
import type { BookingStatus } from './enums.ts';

/** What went wrong, as the customer picks it ('Reportar un problema'); labels in the texts. */
export const problemCategories = [
  'quality',
  'incomplete',
  'damage',
  'late',
  'no_show',
  'behaviour',
  'other',
] as const;
export type ProblemCategory = (typeof problemCategories)[number];

/** A report waits for an operator (`open`, holding the agent's earning) until it is `resolved`. */
export const problemReportStatuses = ['open', 'resolved'] as const;
export type ProblemReportStatus = (typeof problemReportStatuses)[number];

/** How an operator resolves a report: no refund, part of what is left, or all of it. */
export const problemResolutions = ['none', 'partial', 'full'] as const;
export type ProblemResolution = (typeof problemResolutions)[number];

/** How long after the service's end its customer may report a problem. */
export const PROBLEM_REPORT_WINDOW_HOURS = 48;
const WINDOW_MS = PROBLEM_REPORT_WINDOW_HOURS * 60 * 60 * 1000;

/** The longest description a customer may write, and the longest note or reason of an operator. */
export const PROBLEM_DESCRIPTION_MAX_LENGTH = 2000;
export const PROBLEM_NOTE_MAX_LENGTH = 1000;

/** A finished service: done (`finished`), rated or not. */
export function isFinishedStatus(status: BookingStatus): boolean {
  return status === 'finished' || status === 'finished_evaluated';
}

/** Until when a problem may be reported: 48 hours after the service's end. */
export function problemWindowEnd(endTime: Date): Date {
  return new Date(endTime.getTime() + WINDOW_MS);
}

/**
 * Why a customer may not report a problem on a booking now, or `null` when they may: the service
 * is not finished, the 48 hours after its end are over, or a report is open already.
 */
export function problemReportRefusal(booking: {
  status: BookingStatus;
  endTime: Date;
  now: Date;
  hasOpenReport: boolean;
}): 'notFinished' | 'tooLate' | 'alreadyOpen' | null {
  if (!isFinishedStatus(booking.status)) return 'notFinished';
  if (booking.now.getTime() > problemWindowEnd(booking.endTime).getTime()) return 'tooLate';
  if (booking.hasOpenReport) return 'alreadyOpen';
  return null;
}

/** A refund as the arithmetic reads it: its amount and where it stands at the provider. */
export interface RefundForArithmetic {
  amount: number;
  status: 'pending' | 'succeeded' | 'failed';
}

/**
 * What is left to refund of a payment: what was paid less every refund not failed (a pending one
 * may still move the money, so it counts). Never below zero.
 */
export function refundableRemainder(paid: number, refunds: readonly RefundForArithmetic[]): number {
  const taken = refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(0, paid - taken);
}

/** What was given back already: the refunds the provider confirmed. */
export function refundedAmount(refunds: readonly RefundForArithmetic[]): number {
  return refunds
    .filter((refund) => refund.status === 'succeeded')
    .reduce((sum, refund) => sum + refund.amount, 0);
}

/**
 * Why an amount may not be refunded of what is left, or `null` when it may: a whole number of
 * pesos, above zero, at most what is left.
 */
export function refundAmountRefusal(
  amount: number,
  remainder: number,
): 'notWhole' | 'notPositive' | 'aboveRemainder' | null {
  if (!Number.isSafeInteger(amount)) return 'notWhole';
  if (amount <= 0) return 'notPositive';
  if (amount > remainder) return 'aboveRemainder';
  return null;
}

/**
 * The amount a resolution refunds of what is left: nothing, the amount asked (checked by
 * `refundAmountRefusal`), or all that is left.
 */
export function resolutionAmount(
  resolution: ProblemResolution,
  remainder: number,
  partialAmount?: number,
): number {
  if (resolution === 'none') return 0;
  if (resolution === 'full') return remainder;
  return partialAmount ?? 0;
}
