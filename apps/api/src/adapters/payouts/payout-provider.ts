import type { BankAccountType, ChileBankId } from '@brillo/domain/chile-banks';

import type { PayoutProviderName } from '@brillo/domain/payouts';

export { payoutProviderNames, type PayoutProviderName } from '@brillo/domain/payouts';

/** A transfer's state as a provider reports it. */
export type TransferStatus = 'pending' | 'succeeded' | 'failed';

/** Where the money goes: the agent's account as stored (compact RUT, digits only). */
export interface TransferDestination {
  holderName: string;
  /** '12345678-5'. */
  holderRut: string;
  bank: ChileBankId;
  accountType: BankAccountType;
  accountNumber: string;
}

/** One payout to send: its id is the idempotency key, so asking twice sends it once. */
export interface TransferRequest {
  payoutId: string;
  amount: number;
  destination: TransferDestination;
  /** What the agent's bank statement shows ('Brillo pagos 2026-11-30'). */
  comment: string;
}

/** A provider's answer to a transfer: its id, and its state when known at once. */
export interface SentTransfer {
  id: string;
  status: TransferStatus;
  /** Why it failed, in the provider's words, when `status` is `failed`. */
  failureReason?: string;
}

/**
 * A notification of a transfer's result, read and verified from a webhook's raw body: the
 * provider's event id (a replay has the same), the transfer, and its new state.
 */
export interface TransferEvent {
  id: string;
  transferId: string;
  /**
   * The payout the transfer was made for (`metadata.payout_id`), when the notification says: it
   * finds a payout whose send was not answered yet, or never was (a timeout).
   */
  payoutId: string | null;
  status: 'succeeded' | 'failed';
  failureReason: string | null;
  /** When the provider says it happened: an older event never undoes a newer one. */
  occurredAt: Date;
  payload: unknown;
}

/**
 * A payout provider (issue 33, PD-41). Amounts are integer CLP. `send` is idempotent by
 * `payoutId`: asked again (a retried job, an unanswered request), the provider answers the
 * transfer it already made instead of making another.
 */
export interface PayoutProvider {
  readonly name: PayoutProviderName;
  /**
   * Sends the transfer, or for the bank file records nothing and answers `pending` with the
   * payout's own id (the operator's confirmation settles it).
   */
  send(request: TransferRequest): Promise<SentTransfer>;
  /** The transfer as the provider knows it now (reconciliation); null when it has none. */
  find(payoutId: string, transferId: string | null): Promise<SentTransfer | null>;
  /**
   * Reads a webhook's raw body and its signature header; throws `PayoutProviderError` with
   * `refused` when the signature is wrong or old. Null when the event is not about transfers.
   */
  readEvent(rawBody: string, signature: string | undefined): TransferEvent | null;
}

/**
 * The provider could not be reached or answered something unexpected. `refused` when it answered
 * with a definite refusal (4xx, a bad signature): nothing was done. Otherwise the transfer may
 * have been made, and the same idempotency key finds it.
 */
export class PayoutProviderError extends Error {
  readonly refused: boolean;
  constructor(message: string, options?: ErrorOptions & { refused?: boolean }) {
    super(message, options);
    this.name = 'PayoutProviderError';
    this.refused = options?.refused ?? false;
  }
}
