import { describe, expect, it } from 'vitest';
import { chileBank, chileBanks, maskAccountNumber, parseAccountNumber } from './chile-banks.ts';

describe("Chile's banks", () => {
  it('each have a key of their own and a three-digit code', () => {
    expect(new Set(chileBanks.map((bank) => bank.id)).size).toBe(chileBanks.length);
    for (const bank of chileBanks) expect(bank.code).toMatch(/^\d{3}$/);
  });

  it('give the codes the banking system uses to the banks people use most', () => {
    expect(chileBank('bancoestado')?.code).toBe('012');
    expect(chileBank('banco-de-chile')?.code).toBe('001');
    expect(chileBank('santander')?.code).toBe('037');
    expect(chileBank('bci')?.code).toBe('016');
    expect(chileBank('mach')?.code).toBe('016');
    expect(chileBank('nope')).toBeUndefined();
  });

  it("name Fintoc's institution where Fintoc sends transfers, each once", () => {
    const ids = chileBanks.flatMap((bank) => (bank.fintocId ? [bank.fintocId] : []));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^cl_[a-z_]+$/);
  });
});

describe('an account number', () => {
  it.each([
    ['12345678', '12345678'],
    ['0012-3456-78', '0012345678'],
    [' 12 345 678 ', '12345678'],
    ['1.234.567', '1234567'],
  ])('reads %j as %j', (text, digits) => {
    expect(parseAccountNumber(text)).toBe(digits);
  });

  it.each(['', '123', '12a45678', '123456789012345678901', '12_345'])('refuses %j', (text) => {
    expect(parseAccountNumber(text)).toBeNull();
  });

  it('shows only its last four digits when masked', () => {
    expect(maskAccountNumber('00123456789')).toBe('•••• 6789');
  });
});
