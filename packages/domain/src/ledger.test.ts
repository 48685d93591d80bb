import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitPayment, splitRefund } from './earnings.ts';
import {
  isBalanced,
  paymentEntries,
  payoutEntries,
  payoutFailedEntries,
  payoutSettledEntries,
  refundEntries,
  releaseEntries,
  type LedgerAccount,
  type LedgerEntry,
} from './ledger.ts';

/** Amounts a booking is paid: up to a hundred million pesos. */
const paidAmount = fc.integer({ min: 0, max: 100_000_000 });
/** Percentages with up to two decimals, 0 to 100. */
const percent = fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100);
/** An amount moved between an agent's balances or paid out: at least a peso. */
const moved = fc.integer({ min: 1, max: 100_000_000 });
const agentAccount = fc.constantFrom('agent_held' as const, 'agent_available' as const);

/** A payment and refunds of it adding up to exactly what was paid: all of it goes back. */
const paymentRefundedWhole = fc
  .tuple(paidAmount, percent, fc.array(fc.nat(), { maxLength: 8 }))
  .map(([paid, share, weights]) => {
    const refunds: number[] = [];
    let left = paid;
    for (const weight of weights) {
      const amount = left === 0 ? 0 : weight % (left + 1);
      refunds.push(amount);
      left -= amount;
    }
    if (left > 0) refunds.push(left);
    return { paid, share, refunds };
  });

/** Each account's sum over the entries given. */
function sums(entries: readonly LedgerEntry[]): Map<LedgerAccount, number> {
  const totals = new Map<LedgerAccount, number>();
  for (const { account, amount } of entries) {
    totals.set(account, (totals.get(account) ?? 0) + amount);
  }
  return totals;
}

/** An empty list (nothing moved) or a balanced one: never a single or a zero entry. */
function expectBalancedOrEmpty(entries: readonly LedgerEntry[]) {
  if (entries.length === 0) return;
  expect(isBalanced(entries)).toBe(true);
  expect(entries.every((entry) => entry.amount !== 0)).toBe(true);
}

describe('the ledger’s entry builders', () => {
  it('balance for every payment and every refund of it, from the held or the available earning', () => {
    fc.assert(
      fc.property(paymentRefundedWhole, agentAccount, ({ paid, share, refunds }, from) => {
        const payment = splitPayment(paid, share);
        expectBalancedOrEmpty(paymentEntries(payment));
        let before = 0;
        for (const amount of refunds) {
          const part = splitRefund({ paid, commission: payment.commission }, before, amount);
          const entries = refundEntries(part, from);
          expectBalancedOrEmpty(entries);
          // The cash going back is the refund, to the peso.
          expect((sums(entries).get('cash') ?? 0) + amount).toBe(0);
          before += amount;
        }
      }),
    );
  });

  it('balance for every release, payout, settlement and failure, before or after settling', () => {
    fc.assert(
      fc.property(moved, fc.boolean(), (amount, settled) => {
        for (const entries of [
          releaseEntries(amount),
          payoutEntries(amount),
          payoutSettledEntries(amount),
          payoutFailedEntries(amount, settled),
        ]) {
          expect(entries).toHaveLength(2);
          expect(isBalanced(entries)).toBe(true);
        }
        // A failed payout gives the agent its amount back, whatever it is taken from.
        expect(sums(payoutFailedEntries(amount, settled)).get('agent_available')).toBe(-amount);
      }),
    );
  });

  it('take cash, the commission and the earning back to 0 when the payment is refunded whole', () => {
    fc.assert(
      fc.property(paymentRefundedWhole, ({ paid, share, refunds }) => {
        const payment = splitPayment(paid, share);
        const entries: LedgerEntry[] = [...paymentEntries(payment)];
        let before = 0;
        for (const amount of refunds) {
          const part = splitRefund({ paid, commission: payment.commission }, before, amount);
          entries.push(...refundEntries(part, 'agent_held'));
          before += amount;
        }
        for (const [account, total] of sums(entries)) {
          expect(total, account).toBe(0);
        }
      }),
    );
  });

  it('take the earning back to 0 across a release, a payout that failed after settling and its refund', () => {
    fc.assert(
      fc.property(paidAmount, percent, (paid, share) => {
        const payment = splitPayment(paid, share);
        fc.pre(payment.earning > 0);
        const entries = [
          ...paymentEntries(payment),
          ...releaseEntries(payment.earning),
          ...payoutEntries(payment.earning),
          ...payoutSettledEntries(payment.earning),
          ...payoutFailedEntries(payment.earning, true),
          ...refundEntries(
            splitRefund({ paid, commission: payment.commission }, 0, paid),
            'agent_available',
          ),
        ];
        for (const [account, total] of sums(entries)) {
          expect(total, account).toBe(0);
        }
      }),
    );
  });

  it('refuse nothing they build and leave out the zero parts', () => {
    expect(paymentEntries({ commission: 0, earning: 1000 })).toEqual([
      { account: 'cash', amount: 1000 },
      { account: 'agent_held', amount: -1000 },
    ]);
    expect(paymentEntries({ commission: 0, earning: 0 })).toEqual([]);
    expect(refundEntries({ commission: 150, earning: 0 }, 'agent_held')).toEqual([
      { account: 'cash', amount: -150 },
      { account: 'commission', amount: 150 },
    ]);
    expect(isBalanced([{ account: 'cash', amount: 0 }])).toBe(false);
    expect(
      isBalanced([
        { account: 'cash', amount: 5 },
        { account: 'commission', amount: -4 },
      ]),
    ).toBe(false);
  });
});
