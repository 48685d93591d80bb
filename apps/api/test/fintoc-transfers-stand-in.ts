import { createVerify, randomUUID, type KeyObject } from 'node:crypto';
import { signWebhook } from '../src/adapters/payments/webhook-signature.ts';
import type { Clock } from '../src/clock.ts';
import { startJsonApiStandIn, type StandInCall } from './json-api-stand-in.ts';

export interface StandInTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  currency: string;
  direction: 'outbound';
  status: string;
  account_id: string;
  comment: string | null;
  counterparty: Record<string, unknown>;
  return_reason: string | null;
  metadata: Record<string, unknown>;
  created_at: string;
}

/** What the destination bank decided: Fintoc's terminal outbound statuses. */
export type StandInOutcome = 'succeeded' | 'failed' | 'rejected' | 'returned';

export interface FintocTransfersStandIn {
  /** Pass as `FINTOC_API_URL`. */
  apiUrl: string;
  secretKey: string;
  accountId: string;
  webhookSecret: string;
  requests: StandInCall[];
  transfers: Map<string, StandInTransfer>;
  /** While true, every call answers 503. */
  down: boolean;
  /** While true, every call is left unanswered (the client's timeout ends it). */
  silent: boolean;
  /**
   * Decides a transfer as the destination bank would and answers the notification Fintoc sends
   * for it, in Fintoc's event shape, signed with `webhookSecret` at the clock's time.
   */
  settle(
    transferId: string,
    outcome: StandInOutcome,
    reason?: string,
  ): { rawBody: string; signature: string };
  close(): Promise<void>;
}

/**
 * Checks a `Fintoc-JWS-Signature` as Fintoc does: `<protected>.<signature>` over the request body
 * (detached), RS256 with the public key the company uploaded, `ts` and `nonce` in the protected
 * header and marked critical.
 */
export function jwsProblem(
  publicKey: KeyObject,
  header: string | undefined,
  rawBody: string,
): string | null {
  if (!header) return 'missing';
  const parts = header.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return 'malformed';
  const [protectedPart, signature] = parts as [string, string];
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(Buffer.from(protectedPart, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return 'malformed';
  }
  const crit = Array.isArray(fields.crit) ? fields.crit : [];
  if (
    fields.alg !== 'RS256' ||
    typeof fields.ts !== 'number' ||
    typeof fields.nonce !== 'string' ||
    !crit.includes('ts') ||
    !crit.includes('nonce')
  ) {
    return 'header';
  }
  const signingInput = `${protectedPart}.${Buffer.from(rawBody, 'utf8').toString('base64url')}`;
  const valid = createVerify('sha256')
    .update(signingInput)
    .verify(publicKey, Buffer.from(signature, 'base64url'));
  return valid ? null : 'mismatch';
}

const accountTypes = ['checking_account', 'sight_account', 'savings_account'];

/**
 * A stand-in for Fintoc's Transfers API on 127.0.0.1 and a free port, answering in Fintoc's
 * shapes: `POST /v2/transfers`, `GET /v2/transfers/{id}`, `GET /v2/transfers?account_id=&direction=`.
 * It refuses a call without the secret key (401), a transfer without a valid JWS signature by
 * the test's public key (401), and a transfer Fintoc would not take (400: not whole CLP, another
 * origin account, a counterparty without a RUT, an account type or an institution). The same
 * `Idempotency-Key` answers the transfer it made.
 */
export async function startFintocTransfersStandIn({
  publicKey,
  clock,
  secretKey = 'sk_test_transfers_stand_in',
  accountId = 'acc_stand_in_origin',
  webhookSecret = 'whsec_test_payouts_stand_in',
}: {
  publicKey: KeyObject;
  clock: Clock;
  secretKey?: string;
  accountId?: string;
  webhookSecret?: string;
}): Promise<FintocTransfersStandIn> {
  const transfers = new Map<string, StandInTransfer>();
  const byKey = new Map<string, StandInTransfer>();
  const standIn = await startJsonApiStandIn({
    secretKey,
    route: ({ call, url, header, answer }) => {
      const { path, body, method, rawBody } = call;
      if (method === 'POST' && path === '/v2/transfers') {
        const problem = jwsProblem(publicKey, header('fintoc-jws-signature'), rawBody);
        if (problem) {
          return answer(401, {
            error: { type: 'authentication_error', code: 'invalid_jws_signature', problem },
          });
        }
        const key = header('idempotency-key');
        const made = key === undefined ? undefined : byKey.get(key);
        if (made) return answer(201, made);
        const input = (body ?? {}) as Record<string, unknown>;
        const counterparty = (input.counterparty ?? {}) as Record<string, unknown>;
        const invalid =
          !Number.isInteger(input.amount) ||
          (input.amount as number) <= 0 ||
          input.currency !== 'CLP' ||
          input.account_id !== accountId ||
          typeof counterparty.holder_id !== 'string' ||
          !/^\d{1,9}[\dK]$/.test(counterparty.holder_id) ||
          typeof counterparty.holder_name !== 'string' ||
          typeof counterparty.account_number !== 'string' ||
          !accountTypes.includes(String(counterparty.account_type)) ||
          !String(counterparty.institution_id).startsWith('cl_');
        if (invalid) return answer(400, { error: { type: 'invalid_request_error' } });
        const transfer: StandInTransfer = {
          id: `tr_${randomUUID().replaceAll('-', '')}`,
          object: 'transfer',
          amount: input.amount as number,
          currency: 'CLP',
          direction: 'outbound',
          status: 'pending',
          account_id: accountId,
          comment: typeof input.comment === 'string' ? input.comment : null,
          counterparty,
          return_reason: null,
          metadata: (input.metadata ?? {}) as Record<string, unknown>,
          created_at: clock.now().toISOString(),
        };
        transfers.set(transfer.id, transfer);
        if (key !== undefined) byKey.set(key, transfer);
        return answer(201, transfer);
      }
      if (method === 'GET' && path === '/v2/transfers') {
        const listed = [...transfers.values()]
          .filter(
            (transfer) =>
              transfer.account_id === url.searchParams.get('account_id') &&
              transfer.direction === url.searchParams.get('direction'),
          )
          .reverse();
        return answer(200, listed);
      }
      const match = /^\/v2\/transfers\/([^/]+)$/.exec(path);
      if (method === 'GET' && match) {
        const transfer = transfers.get(decodeURIComponent(match[1] ?? ''));
        return transfer
          ? answer(200, transfer)
          : answer(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
      }
      return answer(404, { error: { type: 'invalid_request_error' } });
    },
  });
  return {
    apiUrl: standIn.apiUrl,
    secretKey,
    accountId,
    webhookSecret,
    requests: standIn.calls,
    transfers,
    get down() {
      return standIn.down;
    },
    set down(value) {
      standIn.down = value;
    },
    get silent() {
      return standIn.silent;
    },
    set silent(value) {
      standIn.silent = value;
    },
    settle(transferId, outcome, reason) {
      const transfer = transfers.get(transferId);
      if (!transfer) throw new Error(`stand-in: no transfer ${transferId}`);
      transfer.status = outcome;
      if (outcome !== 'succeeded') transfer.return_reason = reason ?? null;
      const now = clock.now();
      const rawBody = JSON.stringify({
        id: `evt_${randomUUID().replaceAll('-', '')}`,
        object: 'event',
        type: `transfer.outbound.${outcome}`,
        mode: 'test',
        created_at: now.toISOString(),
        data: transfer,
      });
      return { rawBody, signature: signWebhook(webhookSecret, rawBody, now) };
    },
    close: standIn.close,
  };
}
