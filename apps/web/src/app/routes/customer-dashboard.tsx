import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { CustomerDashboard } from '@/features/customer-dashboard/components/customer-dashboard';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '../session-context';

/**
 * /customer-dashboard, behind the customer guard (a signed-out visitor gets the sign-in prompt),
 * inside the customer layout. Its own chunk: nothing of it is in the home page's bundle.
 */
export function CustomerDashboardRoute() {
  usePageTitle(discoveryTexts.title);
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return <CustomerDashboard name={session.user.name} />;
}
