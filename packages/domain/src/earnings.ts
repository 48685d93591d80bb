/**
 * What a paid booking is worth to the agent and to Brillo (PD-40): the commission, a percentage
 * fixed on the booking when it is paid, rounded half up to the peso; the agent earns the rest, so
 * the two always add up to what was paid. A refund is taken from both in the same proportion, and
 * several partial refunds never take back more than either part.
 */

/** The commission's default percentage (`PLATFORM_COMMISSION_PERCENT`). */
export const DEFAULT_COMMISSION_PERCENT = 15;

/** A percentage has at most two decimals ('12.5', '15', '7.25'), between 0 and 100. */
export function isCommissionPercent(percent: number): boolean {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) return false;
  // 12.5 * 100 is exactly 1250, but 7.29 * 100 is 728.9999999999999: allow the float's noise.
  const basisPoints = percent * 100;
  return Math.abs(basisPoints - Math.round(basisPoints)) < 1e-9;
}

/** `numerator / denominator` rounded half up, both whole and not negative (in BigInt: no overflow). */
function roundHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

export interface PaymentSplit {
  /** What Brillo keeps. */
  commission: number;
  /** What the agent earns: the rest. */
  earning: number;
}

/** Splits what a customer paid (whole pesos) at a commission's percentage. */
export function splitPayment(paid: number, percent: number): PaymentSplit {
  assertPesos(paid);
  if (!isCommissionPercent(percent))
    throw new RangeError(`not a commission percentage: ${percent}`);
  const basisPoints = BigInt(Math.round(percent * 100));
  const commission = roundHalfUp(BigInt(paid) * basisPoints, 10_000n);
  return { commission, earning: paid - commission };
}

/**
 * The commission taken back once `refunded` pesos of a payment are refunded in all: the
 * commission's share of it, rounded half up. Never decreasing, 0 at 0 and the whole commission
 * when everything is refunded, so each refund's part is what it adds.
 */
function commissionTakenBack(paid: number, commission: number, refunded: number): number {
  if (paid === 0) return 0;
  return roundHalfUp(BigInt(refunded) * BigInt(commission), BigInt(paid));
}

/**
 * What one refund takes from each part, given what earlier refunds of the same payment took in
 * all (`refundedBefore`). The commission's part is the growth of its share of everything
 * refunded, so rounding never adds up across refunds: refunded whole, each part comes back
 * exactly, to the peso.
 */
export function splitRefund(
  payment: { paid: number; commission: number },
  refundedBefore: number,
  amount: number,
): PaymentSplit {
  const { paid, commission } = payment;
  assertPesos(paid);
  assertPesos(refundedBefore);
  assertPesos(amount);
  if (commission < 0 || commission > paid || !Number.isInteger(commission)) {
    throw new RangeError(`a commission of ${commission} does not fit a payment of ${paid}`);
  }
  if (refundedBefore + amount > paid) {
    throw new RangeError(`refunds of ${refundedBefore + amount} exceed the ${paid} paid`);
  }
  const back =
    commissionTakenBack(paid, commission, refundedBefore + amount) -
    commissionTakenBack(paid, commission, refundedBefore);
  return { commission: back, earning: amount - back };
}

function assertPesos(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`not an amount of whole pesos: ${amount}`);
  }
}
