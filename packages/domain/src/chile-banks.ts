/**
 * Where an agent can be paid (PD-42): Chile's banks and the payment institutions whose accounts
 * take electronic transfers (TEF), each with the three-digit code the Chilean banking system
 * uses for it (the code payroll files and bank uploads carry) and, when Fintoc can send to it,
 * Fintoc's institution id. MACH accounts are Bci's (code 016) but Fintoc names them apart.
 */

export interface ChileBank {
  /** Brillo's key for it, kept in the database. */
  id: string;
  /** As people know it. */
  name: string;
  /** The banking system's three-digit code. */
  code: string;
  /** Fintoc's institution id, or null when Fintoc does not send to it. */
  fintocId: string | null;
}

export const chileBanks = [
  {
    id: 'banco-de-chile',
    name: 'Banco de Chile / Edwards / Citi',
    code: '001',
    fintocId: 'cl_banco_de_chile',
  },
  {
    id: 'banco-internacional',
    name: 'Banco Internacional',
    code: '009',
    fintocId: 'cl_banco_internacional',
  },
  { id: 'bancoestado', name: 'BancoEstado', code: '012', fintocId: 'cl_banco_estado' },
  { id: 'scotiabank', name: 'Scotiabank', code: '014', fintocId: 'cl_banco_scotiabank' },
  { id: 'bci', name: 'Bci', code: '016', fintocId: 'cl_banco_bci' },
  { id: 'mach', name: 'MACH', code: '016', fintocId: 'cl_mach' },
  { id: 'bice', name: 'Banco BICE', code: '028', fintocId: 'cl_banco_bice' },
  { id: 'hsbc', name: 'HSBC Bank Chile', code: '031', fintocId: 'cl_banco_hsbc' },
  { id: 'santander', name: 'Banco Santander', code: '037', fintocId: 'cl_banco_santander' },
  { id: 'itau', name: 'Banco Itaú', code: '039', fintocId: 'cl_banco_itau' },
  { id: 'security', name: 'Banco Security', code: '049', fintocId: 'cl_banco_security' },
  { id: 'falabella', name: 'Banco Falabella', code: '051', fintocId: 'cl_banco_falabella' },
  { id: 'ripley', name: 'Banco Ripley', code: '053', fintocId: 'cl_banco_ripley' },
  { id: 'consorcio', name: 'Banco Consorcio', code: '055', fintocId: 'cl_banco_consorcio' },
  { id: 'btg-pactual', name: 'Banco BTG Pactual Chile', code: '059', fintocId: null },
  { id: 'coopeuch', name: 'Coopeuch / Dale', code: '672', fintocId: 'cl_banco_coopeuch' },
  { id: 'los-heroes', name: 'Prepago Los Héroes', code: '729', fintocId: 'cl_prepago_los_heroes' },
  { id: 'tenpo', name: 'Tenpo', code: '730', fintocId: 'cl_tenpo' },
  { id: 'tapp', name: 'Tapp Caja Los Andes', code: '732', fintocId: 'cl_tapp_caja_los_andes' },
  { id: 'copec-pay', name: 'Copec Pay', code: '741', fintocId: 'cl_copec_pay' },
  { id: 'mercado-pago', name: 'Mercado Pago', code: '875', fintocId: 'cl_mercado_pago' },
] as const satisfies readonly ChileBank[];

export type ChileBankId = (typeof chileBanks)[number]['id'];

export const chileBankIds = chileBanks.map((bank) => bank.id) as [ChileBankId, ...ChileBankId[]];

export function chileBank(id: string): ChileBank | undefined {
  return chileBanks.find((bank) => bank.id === id);
}

/** The kinds of account PD-42 names; labels in the texts. */
export const bankAccountTypes = ['corriente', 'vista', 'ahorro'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];

/**
 * An account number as people type it ('0012-3456-78', '12 345 678'): its digits, 4 to 20 of
 * them, or null. Leading zeros are part of some banks' numbers and are kept.
 */
export function parseAccountNumber(text: string): string | null {
  const digits = text.replace(/[\s.-]/g, '');
  return /^\d{4,20}$/.test(digits) ? digits : null;
}

/** What anyone but the agent and operators may see of a number: its last four digits. */
export function maskAccountNumber(digits: string): string {
  return `•••• ${digits.slice(-4)}`;
}
