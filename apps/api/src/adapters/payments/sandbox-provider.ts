import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { IntentStatus, PaymentProvider } from './payment-provider.ts';
import { signWebhook } from './webhook-signature.ts';

/** A notification as Fintoc sends it: the raw body and its `Fintoc-Signature`. */
export interface SignedNotification {
  rawBody: string;
  signature: string;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /**
   * The simulated bank's answer for an intent: a `payment_intent.succeeded` or `.rejected` event
   * in Fintoc's shape, signed with the sandbox's webhook secret. The caller delivers it to the
   * webhook endpoint, which verifies it like any provider's notification.
   */
  settle(intentId: string, outcome: 'succeeded' | 'rejected', amount: number): SignedNotification;
}

/**
 * The built-in bank-transfer simulator (ADR-040), the default outside production: intents with
 * local ids, a bank page in the web app, refunds that succeed at once. Its webhook secret is
 * derived from AUTH_SECRET so that nothing else can sign its notifications. The config refuses it
 * in production.
 */
export function createSandboxProvider({
  authSecret,
  clock,
}: {
  authSecret: string;
  clock: Clock;
}): SandboxProvider {
  const webhookSecret = createHmac('sha256', authSecret)
    .update('brillo-sandbox-webhooks')
    .digest('hex');
  // What the simulated bank decided, for reconciliation; forgotten on restart (then `created`).
  const decided = new Map<string, { status: IntentStatus; amount: number }>();
  type SandboxRefund = { id: string; status: 'succeeded'; intentId: string; amount: number };
  /** The refunds made, by id and by idempotency key (several an intent: partial refunds). */
  const refunds = new Map<string, SandboxRefund>();
  const byKey = new Map<string, SandboxRefund>();
  return {
    name: 'sandbox',
    publicKey: null,
    webhookSecret,
    async createIntent() {
      return {
        id: `pi_sandbox_${randomUUID().replaceAll('-', '')}`,
        widgetToken: `sandbox_wt_${randomBytes(24).toString('base64url')}`,
      };
    },
    async getIntent(id) {
      const decision = decided.get(id);
      return decision
        ? { id, status: decision.status, amount: decision.amount, currency: 'CLP' }
        : { id, status: 'created' };
    },
    async refund({ intentId, amount, key }) {
      // The same key answers the same refund, as Fintoc's idempotency keys do.
      const known = byKey.get(key);
      if (known) return { id: known.id, status: known.status };
      const refund = {
        id: `re_sandbox_${randomUUID().replaceAll('-', '')}`,
        status: 'succeeded' as const,
        intentId,
        amount,
      };
      refunds.set(refund.id, refund);
      byKey.set(key, refund);
      return { id: refund.id, status: refund.status };
    },
    async findRefund({ refundId, intentId }) {
      const refund = refundId
        ? refunds.get(refundId)
        : [...refunds.values()].findLast((one) => one.intentId === intentId);
      return refund && refund.intentId === intentId
        ? { id: refund.id, status: refund.status }
        : null;
    },
    settle(intentId, outcome, amount) {
      decided.set(intentId, { status: outcome, amount });
      const now = clock.now();
      const rawBody = JSON.stringify({
        id: `evt_sandbox_${randomUUID().replaceAll('-', '')}`,
        type: `payment_intent.${outcome}`,
        mode: 'test',
        created_at: now.toISOString(),
        data: { id: intentId, object: 'payment_intent', amount, currency: 'CLP', status: outcome },
      });
      return { rawBody, signature: signWebhook(webhookSecret, rawBody, now) };
    },
  };
}
