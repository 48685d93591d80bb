import { use } from 'react';
import { formatLongDate } from '@brillo/domain/format';
import { FRAME_JOINED_MARK } from '@brillo/domain/frame-data';
import { RenderingFrame } from '@/components/reveal-together';
import { frameJoinedOn } from '@/lib/frame-data';
import { useSessionDetails } from '@/features/auth/api/get-session';
import { usePublicConfig } from '@/hooks/use-public-config';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from './session-context';

interface DashboardGreeting {
  name: string;
  email: string;
  /**
   * When the user joined, on the configured zone's calendar (PD-2); undefined while loading. The
   * agent's frame (ADR-087) has the mark the API fills in, and hands the app the date it wrote.
   */
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
  const inFrame = use(RenderingFrame);
  if (session.status !== 'signed-in') return null;
  const joinedOn = inFrame
    ? FRAME_JOINED_MARK
    : details.data && config.data
      ? formatLongDate(details.data.createdAt, config.data.timeZone)
      : frameJoinedOn(session.user.email);
  return { name: session.user.name, email: session.user.email, joinedOn };
}
