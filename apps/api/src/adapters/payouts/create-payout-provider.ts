import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { createBankFilePayoutProvider } from './bank-file.ts';
import { createFintocTransfersProvider } from './fintoc-transfers-provider.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { createSandboxPayoutProvider } from './sandbox-payout-provider.ts';

/**
 * The payout provider the settings choose (`PAYOUT_PROVIDER`, or Fintoc when
 * `FINTOC_TRANSFERS_ACCOUNT_ID` is set): Fintoc Transfers, a bank file, or the sandbox, which
 * `loadConfig` refuses in production.
 */
export function createPayoutProvider(
  config: Pick<
    Config,
    | 'payoutProvider'
    | 'authSecret'
    | 'FINTOC_SECRET_KEY'
    | 'FINTOC_TRANSFERS_ACCOUNT_ID'
    | 'FINTOC_JWS_PRIVATE_KEY'
    | 'FINTOC_PAYOUTS_WEBHOOK_SECRET'
    | 'FINTOC_API_URL'
  >,
  clock: Clock,
): PayoutProvider {
  if (config.payoutProvider === 'fintoc') {
    if (
      !config.FINTOC_SECRET_KEY ||
      !config.FINTOC_TRANSFERS_ACCOUNT_ID ||
      !config.FINTOC_JWS_PRIVATE_KEY ||
      !config.FINTOC_PAYOUTS_WEBHOOK_SECRET
    ) {
      throw new Error(
        'createPayoutProvider: Fintoc Transfers needs its four settings (loadConfig checks them)',
      );
    }
    return createFintocTransfersProvider({
      secretKey: config.FINTOC_SECRET_KEY,
      jwsPrivateKey: config.FINTOC_JWS_PRIVATE_KEY,
      accountId: config.FINTOC_TRANSFERS_ACCOUNT_ID,
      webhookSecret: config.FINTOC_PAYOUTS_WEBHOOK_SECRET,
      apiUrl: config.FINTOC_API_URL,
      clock,
    });
  }
  if (config.payoutProvider === 'bank_file') return createBankFilePayoutProvider();
  return createSandboxPayoutProvider({ authSecret: config.authSecret, clock });
}
