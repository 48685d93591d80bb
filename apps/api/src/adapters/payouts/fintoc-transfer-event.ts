import { z } from 'zod';
import { verifyWebhookSignature } from '../payments/webhook-signature.ts';
import { PayoutProviderError, type TransferEvent, type TransferStatus } from './payout-provider.ts';

/**
 * Fintoc's outbound transfer statuses, as `GET /v2/transfers/{id}` and the events' `data` carry
 * them: `pending` until the bank answers, then `succeeded`, or `failed` / `rejected` (the
 * destination bank refused it) / `returned` (the destination bank sent the money back). The last
 * three mean the agent was not paid.
 */
export function toTransferStatus(status: string): TransferStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'rejected' || status === 'returned') return 'failed';
  return 'pending';
}

/** The outbound transfer events Brillo acts on, and the state each one reports. */
const outboundEventStatuses: Record<string, 'succeeded' | 'failed'> = {
  'transfer.outbound.succeeded': 'succeeded',
  'transfer.outbound.failed': 'failed',
  'transfer.outbound.rejected': 'failed',
  'transfer.outbound.returned': 'failed',
};

/** A transfer as Fintoc answers it (the fields Brillo reads). */
export const FintocTransferSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.number().optional(),
  currency: z.string().optional(),
  direction: z.string().optional(),
  return_reason: z.string().nullish(),
  failure_reason: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});
export type FintocTransfer = z.infer<typeof FintocTransferSchema>;

/** Why a transfer did not pay, in Fintoc's words when it gives them, else its status. */
export function failureReasonOf(transfer: FintocTransfer): string {
  return transfer.failure_reason ?? transfer.return_reason ?? transfer.status;
}

const EventSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  data: z.unknown(),
});

/**
 * Reads and verifies a notification: its `Fintoc-Signature` with `secret`, then its body. Throws a
 * refused `PayoutProviderError` for a missing, forged or stale signature and for a body that is
 * not an event; null for an event that is not about an outbound transfer's result.
 */
export function readSignedTransferEvent(
  secret: string,
  rawBody: string,
  signature: string | undefined,
  now: Date,
): TransferEvent | null {
  const check = verifyWebhookSignature(secret, rawBody, signature, now);
  if (!check.valid) {
    throw new PayoutProviderError(`transfer notification: signature ${check.problem}`, {
      refused: true,
    });
  }
  try {
    return parseTransferEvent(rawBody);
  } catch (error) {
    throw new PayoutProviderError('transfer notification: not an event', {
      cause: error,
      refused: true,
    });
  }
}

/**
 * Reads an already verified notification body in Fintoc's event shape (`{ id, type, created_at,
 * data: <transfer> }`): the transfer's result for the outbound events above, null for any other
 * event. Throws when the body is not an event at all.
 */
export function parseTransferEvent(rawBody: string): TransferEvent | null {
  const payload: unknown = JSON.parse(rawBody);
  const event = EventSchema.parse(payload);
  const status = outboundEventStatuses[event.type];
  if (!status) return null;
  const transfer = FintocTransferSchema.parse(event.data);
  return {
    id: event.id,
    transferId: transfer.id,
    payoutId: typeof transfer.metadata?.payout_id === 'string' ? transfer.metadata.payout_id : null,
    status,
    failureReason: status === 'failed' ? failureReasonOf(transfer) : null,
    occurredAt: new Date(event.created_at),
    payload,
  };
}
