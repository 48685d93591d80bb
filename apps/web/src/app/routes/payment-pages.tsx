/**
 * The payment pages (spec §2 "Payment result pages"; ADR-040): the result pages and the sandbox
 * bank, one chunk, behind the customer guard and beside the customer sidebar.
 */
export {
  FailurePayment as FailurePaymentRoute,
  SuccessPayment as SuccessPaymentRoute,
} from '@/features/payments/components/payment-result';
export { SandboxBank as SandboxBankRoute } from '@/features/payments/components/sandbox-bank';
