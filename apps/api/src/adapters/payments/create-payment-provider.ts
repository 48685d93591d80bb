import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { createFintocProvider } from './fintoc-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

/**
 * Fintoc when the settings choose it (`PAYMENT_PROVIDER`, or `FINTOC_SECRET_KEY` set); otherwise
 * the sandbox, which `loadConfig` refuses in production (ADR-040).
 */
export function createPaymentProvider(
  config: Pick<
    Config,
    | 'paymentProvider'
    | 'authSecret'
    | 'FINTOC_SECRET_KEY'
    | 'FINTOC_PUBLIC_KEY'
    | 'FINTOC_WEBHOOK_SECRET'
    | 'FINTOC_API_URL'
  >,
  clock: Clock,
): PaymentProvider {
  if (config.paymentProvider === 'fintoc') {
    if (!config.FINTOC_SECRET_KEY || !config.FINTOC_PUBLIC_KEY || !config.FINTOC_WEBHOOK_SECRET) {
      throw new Error(
        'createPaymentProvider: Fintoc needs its three keys (loadConfig checks them)',
      );
    }
    return createFintocProvider({
      secretKey: config.FINTOC_SECRET_KEY,
      publicKey: config.FINTOC_PUBLIC_KEY,
      webhookSecret: config.FINTOC_WEBHOOK_SECRET,
      apiUrl: config.FINTOC_API_URL,
    });
  }
  return createSandboxProvider({ authSecret: config.authSecret, clock });
}
