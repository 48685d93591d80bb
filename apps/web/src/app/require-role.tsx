import { Navigate, Outlet } from 'react-router';
import type { UserRole } from '@brillo/domain/enums';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { dashboardPath } from '@/config/paths';
import { useSession } from './session-context';

/**
 * A route guard (PD-7): the nested pages need a signed-in user of `role`. A signed-out visitor
 * sees the spec's sign-in prompt; a user of the other role is sent to their own dashboard. The
 * server checks role and ownership on every call anyway; this only spares people a dead end.
 */
export function RequireRole({ role }: { role: UserRole }) {
  const session = useSession();
  if (session.status === 'signed-out') return <SignInPrompt />;
  if (session.user.role !== role) return <Navigate to={dashboardPath(session.user.role)} replace />;
  return <Outlet />;
}
