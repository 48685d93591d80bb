/**
 * The customer's service lists (spec §2 "Other customer screens"), behind the customer guard and
 * beside the customer sidebar. One chunk for the five lists: they share every component. The
 * payment pages (ADR-040) are exported here too, so that the entry has one import for them all.
 */
export {
  ActiveServices as ActiveServicesRoute,
  BookedServices as BookedServicesRoute,
  CancelledServices as CancelledServicesRoute,
  FinishedServices as FinishedServicesRoute,
  PendingServices as PendingServicesRoute,
} from '@/features/customer-bookings/components/screens';
export {
  FailurePayment as FailurePaymentRoute,
  SuccessPayment as SuccessPaymentRoute,
} from '@/features/payments/components/payment-result';
export { SandboxBank as SandboxBankRoute } from '@/features/payments/components/sandbox-bank';
