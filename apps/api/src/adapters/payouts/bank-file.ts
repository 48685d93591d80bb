import { chileBank } from '@brillo/domain/chile-banks';
import { formatRut, parseRut } from '@brillo/domain/rut';
import { bankAccountTexts } from '@brillo/domain/texts/bank-account.es-CL';
import type { PayoutProvider, TransferRequest } from './payout-provider.ts';

/** The bank file's transfer ids: the payout's own id, so the operator's upload is traceable. */
const ID_PREFIX = 'bank-file-';

/**
 * Payouts by bank file: nothing leaves Brillo. The operator downloads the week's payouts as a
 * bulk-transfer file (`bankFileCsv`), uploads it to the company's bank, and confirms; until then
 * each transfer is pending. No notifications come from a bank file.
 */
export function createBankFilePayoutProvider(): PayoutProvider {
  return {
    name: 'bank_file',
    async send({ payoutId }) {
      return { id: `${ID_PREFIX}${payoutId}`, status: 'pending' };
    },
    async find(payoutId, transferId) {
      const id = `${ID_PREFIX}${payoutId}`;
      return transferId === null || transferId === id ? { id, status: 'pending' } : null;
    },
    readEvent() {
      return null;
    },
  };
}

/** The columns of a bulk transfer file ("nómina"), as the banks' upload pages name them. */
export const bankFileColumns = [
  'RUT beneficiario',
  'Nombre',
  'Banco',
  'Tipo de cuenta',
  'Número de cuenta',
  'Monto',
  'Glosa',
  'Referencia',
] as const;

/**
 * One cell: a text a spreadsheet would run as a formula (starting with = + - @, or a tab or
 * carriage return that some read past) gets a leading apostrophe; a cell with a quote, a
 * semicolon or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function displayRut(compact: string): string {
  const parsed = parseRut(compact);
  return 'rut' in parsed ? formatRut(parsed.rut) : compact;
}

/**
 * The payouts as a bulk-transfer file for a Chilean bank: `;`-separated (Excel's separator in
 * Chile), UTF-8 with a byte-order mark so that Excel reads the accents, CRLF line ends. One row a
 * payout: the RUT as people read it, the bank's three-digit code, the account type's label, the
 * amount in whole pesos, the comment as the statement's text, the payout id as the reference.
 */
export function bankFileCsv(rows: readonly TransferRequest[]): string {
  const lines = [bankFileColumns.map(csvCell).join(';')];
  for (const { payoutId, amount, destination, comment } of rows) {
    if (!Number.isInteger(amount) || amount <= 0) {
      throw new Error(`bankFileCsv: payout ${payoutId} has amount ${amount}, not whole pesos`);
    }
    const bank = chileBank(destination.bank);
    if (!bank)
      throw new Error(`bankFileCsv: payout ${payoutId} has unknown bank ${destination.bank}`);
    lines.push(
      [
        displayRut(destination.holderRut),
        destination.holderName,
        bank.code,
        bankAccountTexts.bankTypes[destination.accountType],
        destination.accountNumber,
        amount,
        comment,
        payoutId,
      ]
        .map(csvCell)
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
