import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROBLEM_REPORT_WINDOW_HOURS,
  problemReportRefusal,
  refundAmountRefusal,
  refundableRemainder,
  refundedAmount,
  resolutionAmount,
  type RefundForArithmetic,
} from './problem-reports.ts';

const hour = 60 * 60 * 1000;
const end = new Date('2026-11-20T15:00:00.000Z');

describe('the 48-hour window to report a problem', () => {
  const at = (ms: number) => new Date(end.getTime() + ms);

  it.each(['finished', 'finished_evaluated'] as const)('is open on a %s booking', (status) => {
    expect(
      problemReportRefusal({ status, endTime: end, now: at(hour), hasOpenReport: false }),
    ).toBe(null);
  });

  it('is open up to the 48th hour after the end, included, and closed after it', () => {
    const last = at(PROBLEM_REPORT_WINDOW_HOURS * hour);
    const base = { status: 'finished' as const, endTime: end, hasOpenReport: false };
    expect(problemReportRefusal({ ...base, now: last })).toBe(null);
    expect(problemReportRefusal({ ...base, now: at(PROBLEM_REPORT_WINDOW_HOURS * hour + 1) })).toBe(
      'tooLate',
    );
  });

  it.each([
    'pending',
    'accepted_pending_payment',
    'accepted_payment_success',
    'accepted_payment_failed',
    'accepted_customer_cancelation',
    'rejected',
  ] as const)('is closed on a %s booking', (status) => {
    expect(
      problemReportRefusal({ status, endTime: end, now: at(hour), hasOpenReport: false }),
    ).toBe('notFinished');
  });

  it('refuses a second report while one is open', () => {
    expect(
      problemReportRefusal({
        status: 'finished',
        endTime: end,
        now: at(hour),
        hasOpenReport: true,
      }),
    ).toBe('alreadyOpen');
  });
});

const refundArbitrary: fc.Arbitrary<RefundForArithmetic> = fc.record({
  amount: fc.integer({ min: 1, max: 500_000 }),
  status: fc.constantFrom('pending', 'succeeded', 'failed'),
});

describe('refund arithmetic', () => {
  it('leaves what was paid less the refunds not failed, never below zero', () => {
    expect(refundableRemainder(30000, [])).toBe(30000);
    expect(
      refundableRemainder(30000, [
        { amount: 10000, status: 'succeeded' },
        { amount: 5000, status: 'pending' },
        { amount: 20000, status: 'failed' },
      ]),
    ).toBe(15000);
    expect(
      refundedAmount([
        { amount: 10000, status: 'succeeded' },
        { amount: 5000, status: 'pending' },
      ]),
    ).toBe(10000);
  });

  it('accepts only whole pesos above zero and at most what is left', () => {
    expect(refundAmountRefusal(1, 1)).toBe(null);
    expect(refundAmountRefusal(0, 100)).toBe('notPositive');
    expect(refundAmountRefusal(-5, 100)).toBe('notPositive');
    expect(refundAmountRefusal(10.5, 100)).toBe('notWhole');
    expect(refundAmountRefusal(101, 100)).toBe('aboveRemainder');
    expect(resolutionAmount('none', 100)).toBe(0);
    expect(resolutionAmount('full', 100)).toBe(100);
    expect(resolutionAmount('partial', 100, 40)).toBe(40);
  });

  it('never lets accepted refunds add up to more than was paid, whatever is asked in any order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(
          fc.record({
            amount: fc.oneof(fc.integer({ min: -10, max: 1_100_000 }), fc.double({ noNaN: true })),
            status: fc.constantFrom('pending', 'succeeded', 'failed'),
          }),
          { maxLength: 20 },
        ),
        (paid, asked) => {
          const accepted: RefundForArithmetic[] = [];
          for (const refund of asked) {
            const left = refundableRemainder(paid, accepted);
            if (refundAmountRefusal(refund.amount, left) === null) {
              accepted.push(refund as RefundForArithmetic);
            }
          }
          const counted = accepted.filter((refund) => refund.status !== 'failed');
          const sum = counted.reduce((total, refund) => total + refund.amount, 0);
          expect(sum).toBeLessThanOrEqual(paid);
          expect(refundableRemainder(paid, accepted)).toBe(paid - sum);
          expect(refundedAmount(accepted)).toBeLessThanOrEqual(sum);
        },
      ),
    );
  });

  it('a full refund takes exactly what is left, after which nothing more is accepted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(refundArbitrary),
        (paid, refunds) => {
          const left = refundableRemainder(paid, refunds);
          const full = resolutionAmount('full', left);
          expect(full).toBe(left);
          const after = [...refunds, { amount: full, status: 'pending' as const }];
          if (full > 0) expect(refundableRemainder(paid, after)).toBe(0);
          expect(refundAmountRefusal(1, refundableRemainder(paid, after))).not.toBe(null);
        },
      ),
    );
  });
});
