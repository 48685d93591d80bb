import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { chileBank, type BankAccountType } from '@brillo/domain/chile-banks';
import type { Clock } from '../../clock.ts';
import { fintocRequest } from '../fintoc/fintoc-request.ts';
import { JWS_SIGNATURE_HEADER, readJwsPrivateKey, signJws } from './fintoc-jws.ts';
import {
  FintocTransferSchema,
  failureReasonOf,
  readSignedTransferEvent,
  toTransferStatus,
  type FintocTransfer,
} from './fintoc-transfer-event.ts';
import {
  PayoutProviderError,
  type PayoutProvider,
  type SentTransfer,
  type TransferDestination,
} from './payout-provider.ts';

export interface FintocTransfersSettings {
  secretKey: string;
  /** The company's JWS private key (PEM; `\n` escapes accepted), whose public key Fintoc holds. */
  jwsPrivateKey: string | KeyObject;
  /** The Fintoc account the money leaves from (`acc_…`). */
  accountId: string;
  /** The secret of the payouts webhook endpoint (`Fintoc-Signature`). */
  webhookSecret: string;
  /** https://api.fintoc.com; tests point it at a local stand-in. */
  apiUrl: string;
  clock: Clock;
  /** Milliseconds before a call is given up. */
  timeoutMs?: number;
}

/** Fintoc's names for the kinds of account PD-42 names. */
const fintocAccountTypes: Record<BankAccountType, string> = {
  corriente: 'checking_account',
  vista: 'sight_account',
  ahorro: 'savings_account',
};

/** The RUT as Fintoc's `holder_id`: its digits and verifier, no dots, no dash ('123456785'). */
export function fintocHolderId(rut: string): string {
  return rut.replace(/[.\s-]/g, '').toUpperCase();
}

/** The counterparty of a transfer to `destination`, in Fintoc's names. */
export function fintocCounterparty(destination: TransferDestination) {
  const institutionId = chileBank(destination.bank)?.fintocId;
  if (!institutionId) {
    throw new PayoutProviderError(`Fintoc does not send transfers to ${destination.bank}`, {
      refused: true,
    });
  }
  return {
    holder_id: fintocHolderId(destination.holderRut),
    holder_name: destination.holderName,
    account_number: destination.accountNumber,
    account_type: fintocAccountTypes[destination.accountType],
    institution_id: institutionId,
  };
}

const TransferListSchema = z.union([
  z.array(FintocTransferSchema),
  z.object({ data: z.array(FintocTransferSchema) }).transform(({ data }) => data),
]);

function sentTransfer(transfer: FintocTransfer): SentTransfer {
  const status = toTransferStatus(transfer.status);
  return status === 'failed'
    ? { id: transfer.id, status, failureReason: failureReasonOf(transfer) }
    : { id: transfer.id, status };
}

/**
 * Fintoc's Transfers API (issue 33): `POST /v2/transfers` from the company's account, with the
 * secret key in `Authorization`, the payout id as `Idempotency-Key` and the body signed in
 * `Fintoc-JWS-Signature`; `GET /v2/transfers/{id}`, and the account's outbound transfers listed
 * to find a payout's transfer by its `metadata.payout_id` when its id was never received.
 * Results arrive as `transfer.outbound.*` events signed like payments' notifications, with the
 * payouts endpoint's own secret.
 */
export function createFintocTransfersProvider(settings: FintocTransfersSettings): PayoutProvider {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const privateKey =
    typeof settings.jwsPrivateKey === 'string'
      ? readJwsPrivateKey(settings.jwsPrivateKey)
      : settings.jwsPrivateKey;

  const connection = { ...settings, timeoutMs };
  const failure = (message: string, options: { cause?: unknown; refused?: boolean }) =>
    new PayoutProviderError(message, options);
  // Every request that carries a body moves money: Fintoc wants it signed with the JWS key.
  const signedHeaders = (rawBody: string) => ({
    [JWS_SIGNATURE_HEADER]: signJws(privateKey, rawBody, settings.clock.now()),
  });

  function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<T> {
    return fintocRequest(
      connection,
      { method, path, schema, body, idempotencyKey, signedHeaders },
      failure,
    );
  }

  return {
    name: 'fintoc',
    async send({ payoutId, amount, destination, comment }) {
      if (!Number.isInteger(amount) || amount <= 0) {
        throw new PayoutProviderError(`Fintoc: ${amount} is not a whole number of pesos`, {
          refused: true,
        });
      }
      const transfer = await call(
        'POST',
        '/v2/transfers',
        FintocTransferSchema,
        {
          amount,
          currency: 'CLP',
          account_id: settings.accountId,
          counterparty: fintocCounterparty(destination),
          comment,
          metadata: { payout_id: payoutId },
        },
        payoutId,
      );
      return sentTransfer(transfer);
    },
    async find(payoutId, transferId) {
      if (transferId) {
        try {
          const transfer = await call(
            'GET',
            `/v2/transfers/${encodeURIComponent(transferId)}`,
            FintocTransferSchema,
          );
          const owner = transfer.metadata?.payout_id;
          return owner === undefined || owner === payoutId ? sentTransfer(transfer) : null;
        } catch (error) {
          if (error instanceof PayoutProviderError && error.refused) return null;
          throw error;
        }
      }
      const query = new URLSearchParams({
        account_id: settings.accountId,
        direction: 'outbound',
      });
      const transfers = await call('GET', `/v2/transfers?${query}`, TransferListSchema);
      const made = transfers.filter((transfer) => transfer.metadata?.payout_id === payoutId);
      // One transfer a payout (its id is the idempotency key); Fintoc lists the newest first.
      const transfer = made[0];
      return transfer ? sentTransfer(transfer) : null;
    },
    readEvent(rawBody, signature) {
      return readSignedTransferEvent(
        settings.webhookSecret,
        rawBody,
        signature,
        settings.clock.now(),
      );
    },
  };
}
