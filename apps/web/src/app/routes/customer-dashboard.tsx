import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { ProfileGreeting } from '@/components/profile-greeting';
import { useDashboardGreeting } from '../use-dashboard-greeting';

/**
 * /customer-dashboard, behind the customer guard, inside the customer layout (which gives the
 * page its frame and sidebar). Its tiles arrive with the discovery issue.
 */
export function CustomerDashboardRoute() {
  const greeting = useDashboardGreeting(dashboardTexts.customerTitle);
  return greeting ? <ProfileGreeting {...greeting} headingOrder={1} /> : null;
}
