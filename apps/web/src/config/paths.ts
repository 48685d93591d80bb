import type { AccountRole } from '@brillo/domain/user-roles';
import { webPaths } from '@brillo/domain/web-paths';

/** Every route of the web app, in one place (shared with the server: `@brillo/domain/web-paths`). */
export const paths = webPaths;

/**
 * Agents have their own dashboard and operators their console; guests and customers are pointed
 * to the customer dashboard.
 */
export function dashboardPath(role: AccountRole | undefined): string {
  if (role === 'operator') return paths.operatorConsole;
  return role === 'agent' ? paths.agentDashboard : paths.customerDashboard;
}

/** Where sign-in leads (spec §2): each role to its dashboard, anyone else to the home page. */
export function afterSignInPath(role: string | undefined): string {
  if (role === 'agent') return paths.agentDashboard;
  if (role === 'customer') return paths.customerDashboard;
  if (role === 'operator') return paths.operatorConsole;
  return paths.home;
}
