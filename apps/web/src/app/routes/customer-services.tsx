/**
 * The customer's service lists (spec §2 "Other customer screens"), behind the customer guard and
 * beside the customer sidebar. One chunk for the five lists: they share every component.
 */
export {
  ActiveServices as ActiveServicesRoute,
  BookedServices as BookedServicesRoute,
  CancelledServices as CancelledServicesRoute,
  FinishedServices as FinishedServicesRoute,
  PendingServices as PendingServicesRoute,
} from '@/features/customer-bookings/components/screens';
