import { createHmac, randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import { signWebhook } from '../payments/webhook-signature.ts';
import { readSignedTransferEvent } from './fintoc-transfer-event.ts';
import type { PayoutProvider, SentTransfer, TransferRequest } from './payout-provider.ts';

/** A notification as Fintoc sends it: the raw body and its `Fintoc-Signature`. */
export interface SignedTransferNotification {
  rawBody: string;
  signature: string;
}

export interface SandboxPayoutProvider extends PayoutProvider {
  readonly name: 'sandbox';
  /** The secret its notifications are signed with. */
  readonly webhookSecret: string;
  /**
   * The simulated bank's answer for a transfer: a `transfer.outbound.succeeded` or `.failed` event
   * in Fintoc's shape, signed with the sandbox's secret. The caller delivers it to the webhook
   * endpoint, which reads it with `readEvent` like any provider's notification.
   */
  settle(
    transferId: string,
    outcome: 'succeeded' | 'failed',
    failureReason?: string,
  ): SignedTransferNotification;
}

interface SandboxTransfer extends SentTransfer {
  payoutId: string;
  request: TransferRequest;
}

/**
 * The built-in payout simulator, the default outside production: transfers with local ids that
 * stay pending until `settle` decides them. What it knows lives in memory and is forgotten on
 * restart (then `find` answers null and the payout service asks again with the same payout id).
 * Its webhook secret is derived from AUTH_SECRET, with its own label, so that neither the payments
 * sandbox nor anyone else can sign its notifications. The config refuses it in production.
 */
export function createSandboxPayoutProvider({
  authSecret,
  clock,
}: {
  authSecret: string;
  clock: Clock;
}): SandboxPayoutProvider {
  const webhookSecret = createHmac('sha256', authSecret)
    .update('brillo-sandbox-payouts')
    .digest('hex');
  const byId = new Map<string, SandboxTransfer>();
  const byPayout = new Map<string, SandboxTransfer>();
  const answer = ({ id, status, failureReason }: SandboxTransfer): SentTransfer =>
    failureReason === undefined ? { id, status } : { id, status, failureReason };
  return {
    name: 'sandbox',
    webhookSecret,
    async send(request) {
      // The same payout id answers the same transfer, as Fintoc's idempotency keys do.
      const known = byPayout.get(request.payoutId);
      if (known) return answer(known);
      const transfer: SandboxTransfer = {
        id: `tr_sandbox_${randomUUID().replaceAll('-', '')}`,
        status: 'pending',
        payoutId: request.payoutId,
        request,
      };
      byId.set(transfer.id, transfer);
      byPayout.set(request.payoutId, transfer);
      return answer(transfer);
    },
    async find(payoutId, transferId) {
      const transfer = transferId ? byId.get(transferId) : byPayout.get(payoutId);
      return transfer && transfer.payoutId === payoutId ? answer(transfer) : null;
    },
    readEvent(rawBody, signature) {
      return readSignedTransferEvent(webhookSecret, rawBody, signature, clock.now());
    },
    settle(transferId, outcome, failureReason) {
      const transfer = byId.get(transferId);
      if (transfer) {
        transfer.status = outcome;
        transfer.failureReason = outcome === 'failed' ? (failureReason ?? 'rejected') : undefined;
      }
      const now = clock.now();
      const rawBody = JSON.stringify({
        id: `evt_sandbox_${randomUUID().replaceAll('-', '')}`,
        object: 'event',
        type: `transfer.outbound.${outcome}`,
        mode: 'test',
        created_at: now.toISOString(),
        data: {
          id: transferId,
          object: 'transfer',
          amount: transfer?.request.amount,
          currency: 'CLP',
          direction: 'outbound',
          status: outcome,
          comment: transfer?.request.comment,
          failure_reason: outcome === 'failed' ? (failureReason ?? 'rejected') : null,
          metadata: transfer ? { payout_id: transfer.payoutId } : {},
        },
      });
      return { rawBody, signature: signWebhook(webhookSecret, rawBody, now) };
    },
  };
}
