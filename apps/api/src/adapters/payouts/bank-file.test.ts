import { describe, expect, it } from 'vitest';
import { bankFileCsv, createBankFilePayoutProvider, csvCell } from './bank-file.ts';
import type { TransferRequest } from './payout-provider.ts';

const payout = (overrides: Partial<TransferRequest> = {}): TransferRequest => ({
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
  ...overrides,
});

describe('bank file payout provider', () => {
  it('sends nothing: a pending transfer named after the payout, found as pending, no notifications', async () => {
    const provider = createBankFilePayoutProvider();

    expect(await provider.send(payout())).toEqual({ id: 'bank-file-payout-1', status: 'pending' });
    expect(await provider.find('payout-1', 'bank-file-payout-1')).toEqual({
      id: 'bank-file-payout-1',
      status: 'pending',
    });
    expect(await provider.find('payout-1', null)).toEqual({
      id: 'bank-file-payout-1',
      status: 'pending',
    });
    expect(await provider.find('payout-1', 'tr_other')).toBeNull();
    expect(provider.readEvent('{"type":"transfer.outbound.succeeded"}', 't=1,v1=00')).toBeNull();
  });
});

describe('bankFileCsv', () => {
  it('writes a semicolon-separated UTF-8 file with a BOM and CRLF, one row a payout', () => {
    const csv = bankFileCsv([
      payout(),
      payout({
        payoutId: 'payout-2',
        amount: 7_000,
        destination: {
          holderName: 'José Muñoz',
          holderRut: '9876543-3',
          bank: 'mach',
          accountType: 'corriente',
          accountNumber: '777888',
        },
      }),
    ]);

    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'RUT beneficiario;Nombre;Banco;Tipo de cuenta;Número de cuenta;Monto;Glosa;Referencia',
      '12.345.678-5;Ana Pérez;012;Cuenta vista o CuentaRUT;0012345678;42500;Brillo pagos 2026-11-30;payout-1',
      '9.876.543-3;José Muñoz;016;Cuenta corriente;777888;7000;Brillo pagos 2026-11-30;payout-2',
      '',
    ]);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('quotes cells with quotes, semicolons or line breaks', () => {
    expect(csvCell('Pérez; hijo')).toBe('"Pérez; hijo"');
    expect(csvCell('Ana "la jefa"')).toBe('"Ana ""la jefa"""');
    expect(csvCell('línea\r\notra')).toBe('"línea\r\notra"');
    const [, row] = bankFileCsv([payout({ comment: 'pago;\n"semana"' })])
      .slice(1)
      .split('\r\n');
    expect(row).toContain(';"pago;\n""semana""";payout-1');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const formula of ['=HYPERLINK("x")', '+56 9', '-1+2', '@SUM(A1)', '\tcmd']) {
      expect(csvCell(formula).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvCell('=1;2')).toBe(`"'=1;2"`);
    expect(csvCell('Ana')).toBe('Ana');
    const csv = bankFileCsv([
      payout({ destination: { ...payout().destination, holderName: '=cmd|calc' } }),
    ]);
    expect(csv).toContain(";'=cmd|calc;");
  });

  it('refuses an amount that is not whole pesos', () => {
    expect(() => bankFileCsv([payout({ amount: 10.5 })])).toThrow(/payout-1/);
  });
});
