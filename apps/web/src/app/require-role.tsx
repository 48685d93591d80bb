import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import type { UserRole } from '@brillo/domain/enums';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { dashboardPath } from '@/config/paths';
import { SESSION_QUERY_KEY } from '@/features/auth/api/get-session';
import { useLiveUpdates } from '@/hooks/use-live-updates';
import { useSession } from './session-context';

/**
 * The live updates of a signed-in area (ADR-046): one stream while any of its pages is open,
 * closed when the person signs out (this component is no longer shown). When the server says the
 * session is over or refuses the stream, the session is asked again: a 401 signs the browser out.
 */
function LiveUpdates({ role }: { role: UserRole }) {
  const queryClient = useQueryClient();
  const checkSession = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);
  useLiveUpdates(role, { checkSession });
  return null;
}

/**
 * A route guard (PD-7): the nested pages need a signed-in user of `role`. A signed-out visitor
 * sees the spec's sign-in prompt; a user of the other role is sent to their own dashboard. The
 * server checks role and ownership on every call anyway; this only spares people a dead end.
 * It also keeps the area's screens current while they are open (`LiveUpdates`).
 */
export function RequireRole({ role }: { role: UserRole }) {
  const session = useSession();
  if (session.status === 'signed-out') return <SignInPrompt />;
  if (session.user.role !== role) return <Navigate to={dashboardPath(session.user.role)} replace />;
  return (
    <>
      <LiveUpdates role={role} />
      <Outlet />
    </>
  );
}
