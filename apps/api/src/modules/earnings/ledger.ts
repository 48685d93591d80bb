import type { Transaction } from '../../db/client.ts';
import { recordBookingPaid, recordRefundSucceeded } from '../../db/ledger.ts';

/**
 * The ledger as payments see it (`PaymentsLedger`): the commission's percentage is the setting's
 * (`PLATFORM_COMMISSION_PERCENT`), read when each booking is paid.
 */
export function createEarningsLedger({ commissionPercent }: { commissionPercent: number }) {
  return {
    bookingPaid: (tx: Transaction, paid: { bookingId: string; paymentId: string; now: Date }) =>
      recordBookingPaid(tx, { ...paid, commissionPercent }),
    refundSucceeded: recordRefundSucceeded,
  };
}
