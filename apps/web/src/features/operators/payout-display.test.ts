import { describe, expect, it } from 'vitest';
import { ledgerMovements } from '@brillo/domain/ledger';
import { payoutStatuses } from '@brillo/domain/payouts';
import {
  movementLabel,
  payoutActions,
  payoutOrigin,
  payoutProviderLabel,
  payoutStatusLabel,
  runLabel,
  signedClp,
} from './payout-display';

describe('the payouts’ labels', () => {
  it('names every ledger movement in Spanish', () => {
    expect(ledgerMovements.map(movementLabel)).toEqual([
      'Pago recibido',
      'Reembolso',
      'Liberado',
      'Pago enviado',
      'Pago confirmado',
      'Pago fallido',
    ]);
  });

  it('names every payout state and provider', () => {
    expect(payoutStatuses.map(payoutStatusLabel)).toEqual([
      'Pendiente',
      'Enviado',
      'Pagado',
      'Fallido',
    ]);
    expect(payoutProviderLabel('sandbox')).toBe('Banco de prueba');
    expect(payoutProviderLabel('fintoc')).toBe('Fintoc');
    expect(payoutProviderLabel('bank_file')).toBe('Archivo bancario');
  });

  it('names a weekly run by its Monday, whatever the zone it runs in', () => {
    expect(runLabel('2026-11-30')).toBe('Semana del 30 de noviembre de 2026');
    expect(runLabel('2027-01-04')).toBe('Semana del 4 de enero de 2027');
  });

  it('names a payout an operator made by who made it', () => {
    expect(payoutOrigin({ run: '2026-11-30', requestedBy: null })).toBe(
      'Semana del 30 de noviembre de 2026',
    );
    expect(payoutOrigin({ run: null, requestedBy: { id: 'op-1', name: 'Sofía Díaz' } })).toBe(
      'Pago manual (operador Sofía Díaz)',
    );
    expect(payoutOrigin({ run: null, requestedBy: null })).toBe('Pago manual');
  });
});

describe('signedClp', () => {
  it('signs what a movement adds and takes, in whole pesos', () => {
    expect(signedClp(25500)).toBe('+$25.500');
    expect(signedClp(-3000)).toBe('\u2212$3.000');
    expect(signedClp(1)).toBe('+$1');
  });

  it('shows a balance the movement left alone as a dash', () => {
    expect(signedClp(0)).toBe('—');
  });
});

describe('payoutActions', () => {
  it('confirms only a bank file’s payout still pending', () => {
    expect(payoutActions({ provider: 'bank_file', status: 'pending' })).toEqual([
      'confirm',
      'fail',
    ]);
    expect(payoutActions({ provider: 'bank_file', status: 'paid' })).toEqual(['fail']);
  });

  it('marks failed a transfer its provider follows only once it was paid (a bank return)', () => {
    expect(payoutActions({ provider: 'fintoc', status: 'pending' })).toEqual([]);
    expect(payoutActions({ provider: 'sandbox', status: 'sent' })).toEqual([]);
    expect(payoutActions({ provider: 'fintoc', status: 'paid' })).toEqual(['fail']);
  });

  it('offers nothing for a payout that already failed', () => {
    expect(payoutActions({ provider: 'bank_file', status: 'failed' })).toEqual([]);
    expect(payoutActions({ provider: 'fintoc', status: 'failed' })).toEqual([]);
  });
});
