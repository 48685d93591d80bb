/**
 * The whole database schema. Each table lives in a file under ./schema/; docs/data-model.md
 * describes the invariants and which constraint guarantees each.
 */
export {
  accounts,
  sessions,
  totpCodeUses,
  twoFactors,
  users,
  verifications,
} from './schema/auth.ts';
export { customerProfiles } from './schema/customer-profiles.ts';
export { customerFavouriteAgents } from './schema/customer-favourite-agents.ts';
export { agentDocuments, agentProfiles, agentServiceColumns } from './schema/agent-profiles.ts';
export { agentServiceComunas } from './schema/agent-service-comunas.ts';
export { agentBankAccounts, bankAccountConstraints } from './schema/agent-bank-accounts.ts';
export { availabilitySlots, slotConstraints } from './schema/availability-slots.ts';
export { agentRatingTotals, bookingConstraints, bookings, ratings } from './schema/bookings.ts';
export { bookingTransitions } from './schema/booking-transitions.ts';
export { devMail } from './schema/dev-mail.ts';
export {
  calendarSettings,
  offeredAgentDays,
  offeredAgents,
  offeredSlots,
} from './schema/offered-agents.ts';
export { paymentConstraints, paymentEvents, paymentRefunds, payments } from './schema/payments.ts';
export { problemReportConstraints, problemReports } from './schema/problem-reports.ts';
export { rateLimits } from './schema/rate-limits.ts';
export { operatorAuditLog } from './schema/operator-audit-log.ts';
export {
  bookingEarnings,
  ledgerConstraints,
  ledgerEntries,
  ledgerTransactions,
  payoutEvents,
  payoutItems,
  payouts,
} from './schema/ledger.ts';
