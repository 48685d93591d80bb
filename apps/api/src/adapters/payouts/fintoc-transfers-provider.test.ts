import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/clock.ts';
import {
  jwsProblem,
  startFintocTransfersStandIn,
  type FintocTransfersStandIn,
} from '../../../test/fintoc-transfers-stand-in.ts';
import { signWebhook } from '../payments/webhook-signature.ts';
import { toTransferStatus } from './fintoc-transfer-event.ts';
import { createFintocTransfersProvider } from './fintoc-transfers-provider.ts';
import {
  PayoutProviderError,
  type PayoutProvider,
  type TransferRequest,
} from './payout-provider.ts';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

const request: TransferRequest = {
  payoutId: 'payout-1',
  amount: 42_500,
  destination: {
    holderName: 'Ana Pérez',
    holderRut: '12345678-5',
    bank: 'bancoestado',
    accountType: 'vista',
    accountNumber: '0012345678',
  },
  comment: 'Brillo pagos 2026-11-30',
};

async function refusal(promise: Promise<unknown>): Promise<PayoutProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PayoutProviderError);
  return error as PayoutProviderError;
}

describe('Fintoc Transfers payout provider', () => {
  const clock = manualClock();
  let standIn: FintocTransfersStandIn;
  let provider: PayoutProvider;
  const providerWith = (overrides: Partial<Parameters<typeof createFintocTransfersProvider>[0]>) =>
    createFintocTransfersProvider({
      secretKey: standIn.secretKey,
      // As the setting arrives from a one-line environment file.
      jwsPrivateKey: privatePem.replaceAll('\n', '\\n'),
      accountId: standIn.accountId,
      webhookSecret: standIn.webhookSecret,
      apiUrl: standIn.apiUrl,
      clock,
      ...overrides,
    });

  beforeEach(async () => {
    standIn = await startFintocTransfersStandIn({ publicKey: keys.publicKey, clock });
    provider = providerWith({});
  });
  afterEach(() => standIn.close());

  it('sends the transfer from the origin account, signed, with the payout id as its key', async () => {
    const sent = await provider.send(request);

    expect(sent).toEqual({ id: expect.stringMatching(/^tr_/), status: 'pending' });
    const [call] = standIn.requests;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v2/transfers',
      authorization: standIn.secretKey,
      idempotencyKey: 'payout-1',
    });
    expect(call?.body).toEqual({
      amount: 42_500,
      currency: 'CLP',
      account_id: standIn.accountId,
      counterparty: {
        holder_id: '123456785',
        holder_name: 'Ana Pérez',
        account_number: '0012345678',
        account_type: 'sight_account',
        institution_id: 'cl_banco_estado',
      },
      comment: 'Brillo pagos 2026-11-30',
      metadata: { payout_id: 'payout-1' },
    });
    expect(jwsProblem(keys.publicKey, call?.jwsSignature, call?.rawBody ?? '')).toBeNull();
    const header = JSON.parse(
      Buffer.from(call?.jwsSignature?.split('.')[0] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(header).toMatchObject({
      alg: 'RS256',
      ts: Math.floor(clock.now().getTime() / 1000),
      crit: ['ts', 'nonce'],
    });
  });

  it('answers the same transfer when asked again for the same payout', async () => {
    const first = await provider.send(request);
    const again = await provider.send(request);

    expect(again).toEqual(first);
    expect(standIn.transfers.size).toBe(1);
    expect(standIn.requests.map((call) => call.idempotencyKey)).toEqual(['payout-1', 'payout-1']);
    // Each attempt is signed anew (a fresh nonce), over the same body.
    expect(standIn.requests[0]?.jwsSignature).not.toBe(standIn.requests[1]?.jwsSignature);
  });

  it('reports a 4xx as refused: nothing was sent', async () => {
    const wrongKey = providerWith({ secretKey: 'sk_test_other' });
    expect((await refusal(wrongKey.send(request))).refused).toBe(true);

    const otherAccount = providerWith({ accountId: 'acc_not_ours' });
    expect((await refusal(otherAccount.send(request))).refused).toBe(true);
    expect(standIn.transfers.size).toBe(0);
  });

  it('refuses, without calling Fintoc, a bank Fintoc does not send to and a non-whole amount', async () => {
    const toBtg = {
      ...request,
      destination: { ...request.destination, bank: 'btg-pactual' as const },
    };
    expect((await refusal(provider.send(toBtg))).refused).toBe(true);
    expect((await refusal(provider.send({ ...request, amount: 10.5 }))).refused).toBe(true);
    expect(standIn.requests).toEqual([]);
  });

  it('reports a 5xx or a timeout as not refused: the transfer may have been made', async () => {
    standIn.down = true;
    expect((await refusal(provider.send(request))).refused).toBe(false);

    standIn.down = false;
    standIn.silent = true;
    const impatient = providerWith({ timeoutMs: 100 });
    expect((await refusal(impatient.send(request))).refused).toBe(false);
  });

  it('is refused by Fintoc when the JWS signature is missing or made with another key', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forger = providerWith({ jwsPrivateKey: other });
    expect((await refusal(forger.send(request))).refused).toBe(true);

    const unsigned = await fetch(`${standIn.apiUrl}/v2/transfers`, {
      method: 'POST',
      headers: { authorization: standIn.secretKey, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 1000, currency: 'CLP' }),
    });
    expect(unsigned.status).toBe(401);
    expect(standIn.transfers.size).toBe(0);
    // A good signature covers its own body only.
    await provider.send(request);
    const signed = standIn.requests.at(-1);
    expect(jwsProblem(keys.publicKey, signed?.jwsSignature, signed?.rawBody ?? '')).toBeNull();
    expect(jwsProblem(keys.publicKey, signed?.jwsSignature, '{"amount":1}')).toBe('mismatch');
  });

  it('finds a transfer by its id, or by the payout when its id never arrived', async () => {
    const sent = await provider.send(request);

    expect(await provider.find('payout-1', sent.id)).toEqual(sent);
    expect(await provider.find('payout-1', null)).toEqual(sent);
    expect(await provider.find('payout-2', null)).toBeNull();
    expect(await provider.find('payout-1', 'tr_unknown')).toBeNull();
    // Another payout's transfer is not this payout's.
    expect(await provider.find('payout-2', sent.id)).toBeNull();
    const listed = standIn.requests.at(-4);
    expect(`${listed?.path}${listed?.query}`).toBe(
      `/v2/transfers?account_id=${standIn.accountId}&direction=outbound`,
    );
  });

  it("maps Fintoc's statuses: rejected and returned transfers failed, with the reason", async () => {
    expect(
      ['pending', 'succeeded', 'failed', 'rejected', 'returned', 'other'].map(toTransferStatus),
    ).toEqual(['pending', 'succeeded', 'failed', 'failed', 'failed', 'pending']);
    const sent = await provider.send(request);
    standIn.settle(sent.id, 'rejected', 'account_closed');
    expect(await provider.find('payout-1', sent.id)).toEqual({
      id: sent.id,
      status: 'failed',
      failureReason: 'account_closed',
    });
    standIn.settle(sent.id, 'returned');
    expect(await provider.find('payout-1', sent.id)).toEqual({
      id: sent.id,
      status: 'failed',
      failureReason: 'returned',
    });
    standIn.settle(sent.id, 'succeeded');
    expect(await provider.find('payout-1', null)).toEqual({ id: sent.id, status: 'succeeded' });
  });

  describe('notifications', () => {
    it('reads a signed outbound result: succeeded, or failed, rejected and returned as failed', async () => {
      const sent = await provider.send(request);
      const { rawBody, signature } = standIn.settle(sent.id, 'succeeded');

      expect(provider.readEvent(rawBody, signature)).toEqual({
        id: expect.stringMatching(/^evt_/),
        transferId: sent.id,
        payoutId: request.payoutId,
        status: 'succeeded',
        failureReason: null,
        occurredAt: clock.now(),
        payload: JSON.parse(rawBody),
      });
      for (const outcome of ['failed', 'rejected', 'returned'] as const) {
        const notice = standIn.settle(sent.id, outcome, `reason_${outcome}`);
        expect(provider.readEvent(notice.rawBody, notice.signature)).toMatchObject({
          transferId: sent.id,
          status: 'failed',
          failureReason: `reason_${outcome}`,
        });
      }
    });

    it('refuses a missing, forged or stale signature', async () => {
      const sent = await provider.send(request);
      const { rawBody, signature } = standIn.settle(sent.id, 'succeeded');

      const refusedFor = (body: string, header: string | undefined) => {
        try {
          provider.readEvent(body, header);
        } catch (error) {
          expect(error).toBeInstanceOf(PayoutProviderError);
          return (error as PayoutProviderError).refused;
        }
        return 'read';
      };
      expect(refusedFor(rawBody, undefined)).toBe(true);
      expect(refusedFor(rawBody, signWebhook('whsec_forged', rawBody, clock.now()))).toBe(true);
      expect(refusedFor(rawBody.replace('succeeded', 'failed'), signature)).toBe(true);
      // Older than 300 s.
      clock.advance(301_000);
      expect(refusedFor(rawBody, signature)).toBe(true);
    });

    it('reads a replay the same as the first delivery: the same event id', async () => {
      const sent = await provider.send(request);
      const { rawBody, signature } = standIn.settle(sent.id, 'failed', 'insufficient_funds');

      const first = provider.readEvent(rawBody, signature);
      clock.advance(60_000);
      const replay = provider.readEvent(rawBody, signature);
      expect(replay).toEqual(first);
      expect(replay?.id).toMatch(/^evt_/);
    });

    it('ignores, as null, a signed event that is not an outbound result', () => {
      const now = clock.now();
      const body = JSON.stringify({
        id: 'evt_inbound',
        type: 'transfer.inbound.succeeded',
        created_at: now.toISOString(),
        data: { id: 'tr_in', status: 'succeeded' },
      });
      expect(provider.readEvent(body, signWebhook(standIn.webhookSecret, body, now))).toBeNull();
      const notJson = 'not an event';
      expect(() =>
        provider.readEvent(notJson, signWebhook(standIn.webhookSecret, notJson, now)),
      ).toThrow(PayoutProviderError);
    });
  });
});
