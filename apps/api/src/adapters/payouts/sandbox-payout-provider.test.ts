import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/clock.ts';
import { createSandboxProvider } from '../payments/sandbox-provider.ts';
import { PayoutProviderError, type TransferRequest } from './payout-provider.ts';
import { createSandboxPayoutProvider } from './sandbox-payout-provider.ts';

const AUTH_SECRET = 'a'.repeat(40);

const request: TransferRequest = {
  payoutId: 'payout-1',
  amount: 30_000,
  destination: {
    holderName: 'Ana Pérez',
    holderRut: '12345678-5',
    bank: 'bci',
    accountType: 'corriente',
    accountNumber: '12345678',
  },
  comment: 'Brillo pagos 2026-11-30',
};

describe('sandbox payout provider', () => {
  it('answers a pending sandbox transfer, the same one for the same payout', async () => {
    const sandbox = createSandboxPayoutProvider({ authSecret: AUTH_SECRET, clock: manualClock() });

    const sent = await sandbox.send(request);
    expect(sent).toEqual({ id: expect.stringMatching(/^tr_sandbox_\w+$/), status: 'pending' });
    expect(await sandbox.send(request)).toEqual(sent);
    expect((await sandbox.send({ ...request, payoutId: 'payout-2' })).id).not.toBe(sent.id);
    expect(await sandbox.find('payout-1', sent.id)).toEqual(sent);
    expect(await sandbox.find('payout-1', null)).toEqual(sent);
    expect(await sandbox.find('payout-2', sent.id)).toBeNull();
    expect(await sandbox.find('payout-3', null)).toBeNull();
  });

  it('settles a transfer with a signed notification in Fintoc Transfers’ shape, which it reads back', async () => {
    const clock = manualClock();
    const sandbox = createSandboxPayoutProvider({ authSecret: AUTH_SECRET, clock });
    const sent = await sandbox.send(request);

    const paid = sandbox.settle(sent.id, 'succeeded');
    expect(JSON.parse(paid.rawBody)).toMatchObject({
      type: 'transfer.outbound.succeeded',
      data: {
        id: sent.id,
        object: 'transfer',
        amount: 30_000,
        currency: 'CLP',
        status: 'succeeded',
      },
    });
    expect(sandbox.readEvent(paid.rawBody, paid.signature)).toEqual({
      id: expect.stringMatching(/^evt_sandbox_/),
      transferId: sent.id,
      payoutId: request.payoutId,
      status: 'succeeded',
      failureReason: null,
      occurredAt: clock.now(),
      payload: JSON.parse(paid.rawBody),
    });
    expect(await sandbox.find('payout-1', sent.id)).toEqual({ id: sent.id, status: 'succeeded' });

    const bounced = sandbox.settle(sent.id, 'failed', 'cuenta cerrada');
    expect(sandbox.readEvent(bounced.rawBody, bounced.signature)).toMatchObject({
      status: 'failed',
      failureReason: 'cuenta cerrada',
    });
    expect(await sandbox.find('payout-1', null)).toEqual({
      id: sent.id,
      status: 'failed',
      failureReason: 'cuenta cerrada',
    });
  });

  it('refuses notifications another secret signed, the payments sandbox’s included, and stale ones', async () => {
    const clock = manualClock();
    const sandbox = createSandboxPayoutProvider({ authSecret: AUTH_SECRET, clock });
    const other = createSandboxPayoutProvider({ authSecret: 'b'.repeat(40), clock });
    const payments = createSandboxProvider({ authSecret: AUTH_SECRET, clock });
    const sent = await sandbox.send(request);

    expect(sandbox.webhookSecret).not.toBe(payments.webhookSecret);
    const forged = other.settle(sent.id, 'succeeded');
    expect(() => sandbox.readEvent(forged.rawBody, forged.signature)).toThrow(PayoutProviderError);
    const notice = sandbox.settle(sent.id, 'succeeded');
    expect(() => sandbox.readEvent(notice.rawBody, undefined)).toThrow(PayoutProviderError);
    clock.advance(301_000);
    expect(() => sandbox.readEvent(notice.rawBody, notice.signature)).toThrow(
      expect.objectContaining({ refused: true }),
    );
  });
});
