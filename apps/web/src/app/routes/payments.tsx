/**
 * The payment pages (ADR-040): the sandbox bank and the two result pages, one chunk, loaded only
 * when a payment reaches them.
 */
export {
  FailurePayment as FailurePaymentRoute,
  SuccessPayment as SuccessPaymentRoute,
} from '@/features/payments/components/payment-result';
export { SandboxBank as SandboxBankRoute } from '@/features/payments/components/sandbox-bank';
