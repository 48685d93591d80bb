import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCommissionPercent, splitPayment, splitRefund } from './earnings.ts';

/** Amounts a booking is paid: up to a hundred million pesos. */
const paidAmount = fc.integer({ min: 0, max: 100_000_000 });
/** Percentages with up to two decimals, 0 to 100. */
const percent = fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100);

/** A payment and refunds of it adding up to at most what was paid. */
const paymentWithRefunds = fc
  .tuple(paidAmount, percent, fc.array(fc.nat(), { maxLength: 8 }))
  .map(([paid, share, weights]) => {
    const refunds: number[] = [];
    let left = paid;
    for (const weight of weights) {
      const amount = left === 0 ? 0 : weight % (left + 1);
      refunds.push(amount);
      left -= amount;
    }
    return { paid, share, refunds };
  });

describe('the commission on a paid booking', () => {
  it('is 15 % rounded half up to the peso, the agent earning the rest', () => {
    expect(splitPayment(31_500, 15)).toEqual({ commission: 4_725, earning: 26_775 });
    // 15 % of 10.010 is 1.501,5: half a peso goes up, to Brillo.
    expect(splitPayment(10_010, 15)).toEqual({ commission: 1_502, earning: 8_508 });
    // 15 % of 10.003 is 1.500,45: down.
    expect(splitPayment(10_003, 15)).toEqual({ commission: 1_500, earning: 8_503 });
    expect(splitPayment(10_000, 12.5)).toEqual({ commission: 1_250, earning: 8_750 });
    expect(splitPayment(0, 15)).toEqual({ commission: 0, earning: 0 });
    expect(splitPayment(7_001, 0)).toEqual({ commission: 0, earning: 7_001 });
    expect(splitPayment(7_001, 100)).toEqual({ commission: 7_001, earning: 0 });
  });

  it('and the earning always add up to what was paid, neither below zero', () => {
    fc.assert(
      fc.property(paidAmount, percent, (paid, share) => {
        const { commission, earning } = splitPayment(paid, share);
        expect(commission + earning).toBe(paid);
        expect(commission).toBeGreaterThanOrEqual(0);
        expect(earning).toBeGreaterThanOrEqual(0);
        // Half up: never more than half a peso from the exact share.
        expect(Math.abs(commission - (paid * share) / 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it.each([-1, 100.01, 15.001, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %s as a percentage',
    (share) => {
      expect(isCommissionPercent(share)).toBe(false);
      expect(() => splitPayment(10_000, share)).toThrow(RangeError);
    },
  );

  it('refuses amounts that are not whole pesos', () => {
    expect(() => splitPayment(10.5, 15)).toThrow(RangeError);
    expect(() => splitPayment(-1, 15)).toThrow(RangeError);
  });
});

describe('a refund, taken from both parts in proportion', () => {
  const payment = { paid: 31_500, ...splitPayment(31_500, 15) };

  it('takes a third of each part for a third of the payment', () => {
    expect(splitRefund(payment, 0, 10_500)).toEqual({ commission: 1_575, earning: 8_925 });
  });

  it('gives every part back exactly once everything is refunded, in any number of refunds', () => {
    const first = splitRefund(payment, 0, 1);
    const second = splitRefund(payment, 1, 15_000);
    const third = splitRefund(payment, 15_001, 16_499);
    expect(first.commission + second.commission + third.commission).toBe(payment.commission);
    expect(first.earning + second.earning + third.earning).toBe(payment.earning);
  });

  it('never takes back more than was paid, or than either part', () => {
    fc.assert(
      fc.property(paymentWithRefunds, ({ paid, share, refunds }) => {
        const split = splitPayment(paid, share);
        let before = 0;
        let commissionBack = 0;
        let earningBack = 0;
        for (const amount of refunds) {
          const part = splitRefund({ paid, commission: split.commission }, before, amount);
          expect(part.commission + part.earning).toBe(amount);
          expect(part.commission).toBeGreaterThanOrEqual(0);
          expect(part.earning).toBeGreaterThanOrEqual(0);
          before += amount;
          commissionBack += part.commission;
          earningBack += part.earning;
          expect(commissionBack).toBeLessThanOrEqual(split.commission);
          expect(earningBack).toBeLessThanOrEqual(split.earning);
        }
        if (before === paid) {
          expect(commissionBack).toBe(split.commission);
          expect(earningBack).toBe(split.earning);
        }
      }),
    );
  });

  it('refuses a refund beyond what is left', () => {
    expect(() => splitRefund(payment, 30_000, 1_501)).toThrow(RangeError);
    expect(() => splitRefund(payment, 0, -1)).toThrow(RangeError);
  });
});
