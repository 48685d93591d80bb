import type { Transaction } from '../../db/client.ts';

/**
 * What payments tell the earnings' ledger (issue 33), in the transaction of the change: a booking
 * was paid by a payment; a refund of a payment succeeded. The earnings module implements it
 * (`modules/earnings`), handed in by the composition root, so neither module imports the other.
 */
export interface PaymentsLedger {
  bookingPaid(
    tx: Transaction,
    paid: { bookingId: string; paymentId: string; now: Date },
  ): Promise<void>;
  refundSucceeded(tx: Transaction, refundId: string, now: Date): Promise<void>;
}
