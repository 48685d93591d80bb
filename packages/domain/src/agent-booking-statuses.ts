import type { BookingStatus } from './enums.ts';

/**
 * Which booking statuses the agent's booking reads and screens list (spec §2 "Other agent
 * screens", §7; decisions 25 and 28). Without zod, so that a page can import them without the
 * contract's schemas (ADR-088); `contracts/agent-bookings` exports them too.
 */

/**
 * The statuses `GET /api/agents/bookings` lists (spec §7): every status but the two finished ones,
 * which `GET /api/v1/agents/closed-bookings` answers. A call names one or more of them.
 */
export const agentBookingListStatuses = [
  'pending',
  'accepted_pending_payment',
  'accepted_payment_success',
  'accepted_payment_failed',
  'rejected',
  'accepted_customer_cancelation',
] as const satisfies readonly BookingStatus[];
export type AgentBookingListStatus = (typeof agentBookingListStatuses)[number];

/** What each agent booking screen lists (spec §2 "Other agent screens"). */
export const agentBookingScreenStatuses = {
  pending: ['pending'],
  /** Accepted, whatever the payment: waiting, paid or failed. */
  accepted: ['accepted_pending_payment', 'accepted_payment_success', 'accepted_payment_failed'],
  /** Rejected (by the agent or by the deadline) and cancelled by the customer. */
  rejected: ['rejected', 'accepted_customer_cancelation'],
} as const satisfies Record<string, readonly AgentBookingListStatus[]>;

/** The finished statuses `GET /api/v1/agents/closed-bookings` lists. */
export const closedBookingStatuses = [
  'finished',
  'finished_evaluated',
] as const satisfies readonly BookingStatus[];

/**
 * Decision 28: once a booking is paid (accepted_payment_success and the two that follow it) its
 * agent sees the customer's full contact; before, the first name and comuna only.
 */
export const paidBookingStatuses = [
  'accepted_payment_success',
  'finished',
  'finished_evaluated',
] as const satisfies readonly BookingStatus[];

export function isPaidStatus(status: BookingStatus): boolean {
  return (paidBookingStatuses as readonly BookingStatus[]).includes(status);
}
