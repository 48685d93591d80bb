import { formatLongDate } from '@brillo/domain/format';
import { useSessionDetails } from '@/features/auth/api/get-session';
import { usePublicConfig } from '@/hooks/use-public-config';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from './session-context';

interface DashboardGreeting {
  name: string;
  /** When the user joined, on the configured zone's calendar (PD-2); undefined while loading. */
  joinedOn: string | undefined;
}

/**
 * What a dashboard's header shows, and its tab title. Only for pages behind `RequireRole`: it asks
 * the server for the session (for the join date), and is null only before the guard has decided.
 */
export function useDashboardGreeting(pageTitle: string): DashboardGreeting | null {
  usePageTitle(pageTitle);
  const session = useSession();
  const details = useSessionDetails();
  const config = usePublicConfig();
  if (session.status !== 'signed-in') return null;
  const joinedOn =
    details.data && config.data
      ? formatLongDate(details.data.createdAt, config.data.timeZone)
      : undefined;
  return { name: session.user.name, joinedOn };
}
