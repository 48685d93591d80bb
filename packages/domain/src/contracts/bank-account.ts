import { z } from 'zod';
import { bankAccountTypes, chileBankIds, parseAccountNumber } from '../chile-banks.ts';
import { compactRut, parseRut } from '../rut.ts';
import { bankAccountTexts } from '../texts/bank-account.es-CL.ts';
import { endpoint } from './definition.ts';

/**
 * The agent's bank account for payouts (PD-42, issue 33): read and changed by the agent alone
 * (operators read it in their console). The number is answered masked to its last four digits;
 * the full number never leaves the server but in a payout.
 */

const { errors } = bankAccountTexts;

/** A RUT as people write it, read into its compact form ('12345678-5'). */
const rut = z.string({ error: errors.rutRequired }).transform((text, context) => {
  if (!text.trim()) {
    context.addIssue({ code: 'custom', message: errors.rutRequired });
    return z.NEVER;
  }
  const read = parseRut(text);
  if ('refusal' in read) {
    const message = read.refusal === 'verifier' ? errors.rutVerifier : errors.rutFormat;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  return compactRut(read.rut);
});

const accountNumber = z.string({ error: errors.accountNumberFormat }).transform((text, context) => {
  const digits = parseAccountNumber(text);
  if (digits === null) {
    context.addIssue({ code: 'custom', message: errors.accountNumberFormat });
    return z.NEVER;
  }
  return digits;
});

/** `POST /api/agents/bank-account`: the agent's RUT, the account, and its holder's RUT (the same). */
export const SaveBankAccountBodySchema = z
  .strictObject({
    rut,
    bank: z.enum(chileBankIds, { error: errors.bankRequired }),
    accountType: z.enum(bankAccountTypes, { error: errors.accountTypeRequired }),
    accountNumber,
    holderRut: rut,
  })
  .superRefine((body, context) => {
    if (body.holderRut !== body.rut) {
      context.addIssue({ code: 'custom', message: errors.holderNotAgent, path: ['holderRut'] });
    }
  });
export type SaveBankAccountBody = z.input<typeof SaveBankAccountBodySchema>;

/** The account as answered: masked number, and when payouts to it may start (24 hours on). */
export const BankAccountSchema = z.object({
  bank: z.enum(chileBankIds),
  bankName: z.string(),
  accountType: z.enum(bankAccountTypes),
  /** '•••• 5678'. */
  maskedNumber: z.string(),
  holderRut: z.string(),
  createdAt: z.iso.datetime(),
  payableFrom: z.iso.datetime(),
  /** Whether its first 24 hours are over, by the server's clock. */
  payableNow: z.boolean(),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

/** The agent's RUT ('12.345.678-5') once given, and the current account, if any. */
export const BankAccountAnswerSchema = z.object({
  rut: z.string().nullable(),
  account: BankAccountSchema.nullable(),
});
export type BankAccountAnswer = z.infer<typeof BankAccountAnswerSchema>;

/** What a save answers: a Spanish message, whether anything changed, and the account now. */
export const SavedBankAccountSchema = BankAccountAnswerSchema.extend({
  message: z.string(),
  changed: z.boolean(),
});
export type SavedBankAccount = z.infer<typeof SavedBankAccountSchema>;

/** The caller's bank account. */
export const readBankAccount = endpoint({
  method: 'GET',
  path: '/api/agents/bank-account',
  answers: { 200: BankAccountAnswerSchema },
});

/**
 * Registers the caller's bank account, which replaces the one before (both are kept); the same
 * account answers `changed: false` and changes nothing.
 */
export const saveBankAccount = endpoint({
  method: 'POST',
  path: '/api/agents/bank-account',
  body: SaveBankAccountBodySchema,
  answers: { 200: SavedBankAccountSchema },
});
