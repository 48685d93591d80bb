import { LandingPage } from '@/features/landing/components/landing-page';
import type { Visitor } from '@/features/landing/components/landing-sections';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '../session-context';

/**
 * The landing page `/`, for everyone: 'Inicio' leads here from every page. A signed-in customer's
 * main action goes to their dashboard; a signed-in agent, who cannot book, is offered theirs.
 */
export function HomeRoute() {
  usePageTitle();
  const session = useSession();
  const visitor: Visitor = session.status === 'signed-in' ? session.user.role : 'guest';
  return <LandingPage visitor={visitor} />;
}
