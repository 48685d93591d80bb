import { randomUUID } from 'node:crypto';
import { startJsonApiStandIn, type StandInCall } from './json-api-stand-in.ts';

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  widget_token: string;
  metadata: Record<string, unknown>;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  status: string;
  resource_id: string;
  resource_type: 'payment_intent';
}

export interface FintocStandIn {
  /** Pass as `FINTOC_API_URL`. */
  apiUrl: string;
  secretKey: string;
  requests: StandInCall[];
  intents: Map<string, StandInIntent>;
  refunds: Map<string, StandInRefund>;
  /** The status refunds are created with (Fintoc answers `pending`, then notifies). */
  refundStatus: 'pending' | 'succeeded' | 'failed' | 'canceled';
  /** While true, every call answers 503. */
  down: boolean;
  /** While true, a refund is created and then the connection dropped (a network error). */
  dropRefundAnswers: boolean;
  close(): Promise<void>;
}

/**
 * A stand-in for Fintoc's payments API on 127.0.0.1 and a free port, answering in Fintoc's shapes:
 * `POST /v1/payment_intents`, `GET /v1/payment_intents/{id}`, `POST /v1/refunds`,
 * `GET /v1/refunds/{id}`, `GET /v1/refunds?resource_id=`. It refuses a
 * call without the secret key in `Authorization` (401) and a non-integer amount (400).
 */
export async function startFintocStandIn(secretKey = 'sk_test_stand_in'): Promise<FintocStandIn> {
  const intents = new Map<string, StandInIntent>();
  const refunds = new Map<string, StandInRefund>();
  const refundsByKey = new Map<string, StandInRefund>();
  const state: Pick<FintocStandIn, 'refundStatus' | 'dropRefundAnswers'> = {
    refundStatus: 'pending',
    dropRefundAnswers: false,
  };
  const standIn = await startJsonApiStandIn({
    secretKey,
    route: ({ call, url, header, answer, drop }) => {
      const { path, body, method } = call;
      const input = (body ?? {}) as Record<string, unknown>;
      if (method === 'POST' && path === '/v1/payment_intents') {
        if (!Number.isInteger(input.amount) || input.currency !== 'CLP') {
          return answer(400, { error: { type: 'invalid_request_error' } });
        }
        const id = `pi_${randomUUID().replaceAll('-', '')}`;
        const intent: StandInIntent = {
          id,
          object: 'payment_intent',
          amount: input.amount as number,
          currency: 'CLP',
          status: 'created',
          widget_token: `${id}_sec_${randomUUID().replaceAll('-', '')}`,
          metadata: (input.metadata ?? {}) as Record<string, unknown>,
        };
        intents.set(id, intent);
        return answer(201, intent);
      }
      const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (method === 'GET' && intentMatch) {
        const intent = intents.get(decodeURIComponent(intentMatch[1] ?? ''));
        return intent
          ? answer(200, intent)
          : answer(404, { error: { type: 'invalid_request_error' } });
      }
      if (method === 'POST' && path === '/v1/refunds') {
        const intent = intents.get(String(input.resource_id));
        if (!intent || input.resource_type !== 'payment_intent') {
          return answer(404, { error: { type: 'invalid_request_error' } });
        }
        // A request again with the same idempotency key answers the refund it made.
        const key = header('idempotency-key');
        const made = key === undefined ? undefined : refundsByKey.get(key);
        if (made) return answer(201, made);
        // As Fintoc: without `amount` the rest of the intent; a part of it is a partial refund;
        // the refunds of an intent never add up to more than it took (counted here: those that
        // succeeded, as a refund's failure reaches the stand-in only through the tests' notices).
        const taken = [...refunds.values()]
          .filter((one) => one.resource_id === intent.id && one.status === 'succeeded')
          .reduce((sum, one) => sum + one.amount, 0);
        const asked = input.amount === undefined ? intent.amount - taken : input.amount;
        if (
          typeof asked !== 'number' ||
          !Number.isInteger(asked) ||
          asked <= 0 ||
          taken + asked > intent.amount
        ) {
          return answer(400, {
            error: { type: 'invalid_request_error', code: 'invalid_amount', param: 'amount' },
          });
        }
        const refund: StandInRefund = {
          id: `re_${randomUUID().replaceAll('-', '')}`,
          object: 'refund',
          amount: asked,
          currency: 'CLP',
          status: state.refundStatus,
          resource_id: intent.id,
          resource_type: 'payment_intent',
        };
        refunds.set(refund.id, refund);
        if (key !== undefined) refundsByKey.set(key, refund);
        if (state.dropRefundAnswers) return drop();
        return answer(201, refund);
      }
      if (method === 'GET' && path === '/v1/refunds') {
        const resourceId = url.searchParams.get('resource_id');
        return answer(
          200,
          [...refunds.values()].filter((refund) => refund.resource_id === resourceId),
        );
      }
      const refundMatch = /^\/v1\/refunds\/([^/]+)$/.exec(path);
      if (method === 'GET' && refundMatch) {
        const refund = refunds.get(decodeURIComponent(refundMatch[1] ?? ''));
        return refund
          ? answer(200, refund)
          : answer(404, { error: { type: 'invalid_request_error' } });
      }
      return answer(404, { error: { type: 'invalid_request_error' } });
    },
  });
  return {
    apiUrl: standIn.apiUrl,
    secretKey,
    requests: standIn.calls,
    intents,
    refunds,
    get dropRefundAnswers() {
      return state.dropRefundAnswers;
    },
    set dropRefundAnswers(value) {
      state.dropRefundAnswers = value;
    },
    get refundStatus() {
      return state.refundStatus;
    },
    set refundStatus(value) {
      state.refundStatus = value;
    },
    get down() {
      return standIn.down;
    },
    set down(value) {
      standIn.down = value;
    },
    close: standIn.close,
  };
}
