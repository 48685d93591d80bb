import type { PaymentProvider as ProviderName } from '@brillo/domain/enums';
import type { RefundStatus } from '@brillo/domain/contracts/payments';

/** A payment intent's status as the provider reports it (Fintoc's names). */
export type IntentStatus =
  'created' | 'in_progress' | 'succeeded' | 'failed' | 'rejected' | 'expired';

export interface CreatedIntent {
  id: string;
  widgetToken: string;
}

/**
 * A payment provider (ADR-040): creates intents the browser's widget completes, reports an
 * intent's status (reconciliation), refunds, and signs its notifications with `webhookSecret`
 * (`Fintoc-Signature`, verified by `verifyWebhookSignature`). Amounts are integer CLP.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** What the browser's widget needs besides the token (Fintoc's public key); null for the sandbox. */
  readonly publicKey: string | null;
  /** The secret its notifications are signed with. */
  readonly webhookSecret: string;
  createIntent(input: {
    amount: number;
    description: string;
    bookingId: string;
    paymentId: string;
  }): Promise<CreatedIntent>;
  /** The intent's status, and what it charges (checked before a success is applied). */
  getIntent(
    id: string,
  ): Promise<{ id: string; status: IntentStatus; amount?: number; currency?: string }>;
  /**
   * Refunds `amount` of the intent (all of it, or a part: a payment may have several refunds,
   * never more than it took). `key` is the idempotency key: asked again with the same key, the
   * provider answers the refund it made; a new attempt after a failed refund has a new key.
   */
  refund(input: {
    intentId: string;
    amount: number;
    paymentId: string;
    key: string;
  }): Promise<{ id: string; status: RefundStatus }>;
  /**
   * A refund as the provider knows it now (reconciliation): by its id when known, else the
   * intent's refund (one not failed, else the newest); null when the provider has none.
   */
  findRefund(input: {
    refundId: string | null;
    intentId: string;
  }): Promise<{ id: string; status: RefundStatus } | null>;
}

/**
 * The provider could not be reached or answered something unexpected. `refused` when it answered
 * with a definite refusal (4xx): nothing was done. Otherwise (timeout, network, 5xx, an odd
 * answer) the request may have been carried out.
 */
export class PaymentProviderError extends Error {
  readonly refused: boolean;
  constructor(message: string, options?: ErrorOptions & { refused?: boolean }) {
    super(message, options);
    this.name = 'PaymentProviderError';
    this.refused = options?.refused ?? false;
  }
}
