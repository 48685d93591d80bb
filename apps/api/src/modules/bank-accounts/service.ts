import type {
  BankAccount,
  BankAccountAnswer,
  SavedBankAccount,
  SaveBankAccountBodySchema,
} from '@brillo/domain/contracts/bank-account';
import { chileBank, maskAccountNumber, type ChileBankId } from '@brillo/domain/chile-banks';
import { formatRut, parseRut } from '@brillo/domain/rut';
import { bankAccountTexts } from '@brillo/domain/texts/bank-account.es-CL';
import type { z } from 'zod';
import { bankAccountConstraints } from '../../db/schema.ts';
import { isConstraintViolation } from '../../db/database-errors.ts';
import type { Dependencies } from '../../dependencies.ts';
import { notFound, validationFailed } from '../../errors.ts';
import { bankAccountChangedEmails } from './emails.ts';
import { insertBankAccount, latestBankAccount, type StoredBankAccount } from './repository.ts';

/** No payout goes to an account in its first 24 hours (PD-42). */
export const NEW_ACCOUNT_HOLD_MS = 24 * 60 * 60 * 1000;

const { errors } = bankAccountTexts;

/** The body as the route's contract leaves it: RUTs compact, the number in digits. */
type SaveBody = z.output<typeof SaveBankAccountBodySchema>;

/** '12345678-5' as people read it. */
function readableRut(compact: string): string {
  const read = parseRut(compact);
  return 'rut' in read ? formatRut(read.rut) : compact;
}

function answerOf(account: StoredBankAccount, now: Date): BankAccount {
  const payableFrom = account.createdAt.getTime() + NEW_ACCOUNT_HOLD_MS;
  return {
    bank: account.bank as ChileBankId,
    bankName: chileBank(account.bank)?.name ?? account.bank,
    accountType: account.accountType,
    maskedNumber: maskAccountNumber(account.accountNumber),
    holderRut: readableRut(account.holderRut),
    createdAt: account.createdAt.toISOString(),
    payableFrom: new Date(payableFrom).toISOString(),
    payableNow: now.getTime() >= payableFrom,
  };
}

/**
 * The agent's bank account (PD-42, issue 33). A change adds an account, which is used from then on
 * but paid to only after 24 hours, and emails the agent in the same transaction. The agent's RUT
 * is fixed by their first account; the database refuses another RUT for them, and their RUT for
 * anybody else, whoever writes first.
 */
export function createBankAccountsService({
  db,
  clock,
  jobs,
}: Pick<Dependencies, 'db' | 'clock' | 'jobs'>) {
  return {
    async read(agentId: string): Promise<BankAccountAnswer> {
      const account = await latestBankAccount(db, agentId);
      return {
        rut: account ? readableRut(account.holderRut) : null,
        account: account ? answerOf(account, clock.now()) : null,
      };
    },

    async save(agentId: string, body: SaveBody): Promise<SavedBankAccount> {
      const current = await latestBankAccount(db, agentId);
      if (current && current.holderRut !== body.rut) {
        throw validationFailed({ rut: errors.rutFixed });
      }
      if (
        current &&
        current.bank === body.bank &&
        current.accountType === body.accountType &&
        current.accountNumber === body.accountNumber
      ) {
        return {
          message: bankAccountTexts.unchanged,
          changed: false,
          rut: readableRut(current.holderRut),
          account: answerOf(current, clock.now()),
        };
      }
      let stored: StoredBankAccount;
      try {
        stored = await db.transaction(async (tx) => {
          const account = await insertBankAccount(tx, {
            agentId,
            holderRut: body.rut,
            bank: body.bank,
            accountType: body.accountType,
            accountNumber: body.accountNumber,
            createdAt: clock.now(),
          });
          await bankAccountChangedEmails.enqueue(jobs, tx, account.id, {
            agentId,
            bank: account.bank,
            lastDigits: account.accountNumber.slice(-4),
          });
          return account;
        });
      } catch (error) {
        if (isConstraintViolation(error, bankAccountConstraints.oneAgentPerRut)) {
          throw validationFailed({ rut: errors.rutTaken });
        }
        // Another registration of this agent, in another RUT, committed first.
        if (isConstraintViolation(error, bankAccountConstraints.oneRutPerAgent)) {
          throw validationFailed({ rut: errors.rutFixed });
        }
        if (
          isConstraintViolation(error, 'agent_bank_accounts_agent_id_agent_profiles_user_id_fk')
        ) {
          throw notFound();
        }
        throw error;
      }
      return {
        message: bankAccountTexts.saved,
        changed: true,
        rut: readableRut(stored.holderRut),
        account: answerOf(stored, clock.now()),
      };
    },
  };
}
