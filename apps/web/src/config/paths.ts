import type { UserRole } from '@brillo/domain/enums';

/**
 * Every route of the web app, in one place. Pages for sign-in, sign-up and the dashboards arrive
 * with later issues; until then their paths fall through to the 404 page.
 */
export const paths = {
  home: '/',
  signIn: '/signin',
  agentSignup: '/agent-signup',
  customerSignup: '/customer-signup',
  agentDashboard: '/agent-dashboard',
  customerDashboard: '/customer-dashboard',
  privacy: '/privacy',
  terms: '/terms',
} as const;

/** Agents have their own dashboard; guests and customers are pointed to the customer one. */
export function dashboardPath(role: UserRole | undefined): string {
  return role === 'agent' ? paths.agentDashboard : paths.customerDashboard;
}
