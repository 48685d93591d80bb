import type { UserRole } from '@brillo/domain/enums';

/**
 * Every route of the web app, in one place.
 */
export const paths = {
  home: '/',
  signIn: '/signin',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  agentSignup: '/agent-signup',
  customerSignup: '/customer-signup',
  /** The same screen as customerSignup (spec §2). */
  signup: '/signup',
  agentDashboard: '/agent-dashboard',
  customerDashboard: '/customer-dashboard',
  /** The agent adds availability slots (spec §2 "Add availability"). */
  schedules: '/schedules',
  /** The agent's slots: list, edit, delete (spec §2 "Edit availability"). */
  availability: '/availability',
  /** The agent's biography (spec §2 "Other agent screens"). */
  bio: '/bio',
  /** The agent's identity documents (spec §2 "Other agent screens"). */
  docs: '/docs',
  /** The agent's booking screens (spec §2 "Other agent screens"); built by the booking lifecycle. */
  pending: '/pending',
  accepted: '/accepted',
  closed: '/closed',
  rejected: '/rejected',
  /** The customer's screens (spec §2 "Customer sidebar", "Other customer screens"). */
  profile: '/profile',
  pendingServices: '/pending-services',
  bookedServices: '/booked-services',
  activeServices: '/active-services',
  finishedServices: '/finished-services',
  cancelledServices: '/cancelled-services',
  /** The customer's finished services to rate (spec §2 "/rating"). */
  rating: '/rating',
  /** The payment pages (ADR-040): the same paths as `paymentPages` of the payments contract. */
  successPayment: '/success-payment',
  failurePayment: '/failure-payment',
  sandboxBank: '/sandbox-bank',
  privacy: '/privacy',
  terms: '/terms',
  devMailbox: '/dev/mailbox',
} as const;

/** Agents have their own dashboard; guests and customers are pointed to the customer one. */
export function dashboardPath(role: UserRole | undefined): string {
  return role === 'agent' ? paths.agentDashboard : paths.customerDashboard;
}

/** Where sign-in leads (spec §2): each role to its dashboard, anyone else to the home page. */
export function afterSignInPath(role: string | undefined): string {
  if (role === 'agent') return paths.agentDashboard;
  if (role === 'customer') return paths.customerDashboard;
  return paths.home;
}
