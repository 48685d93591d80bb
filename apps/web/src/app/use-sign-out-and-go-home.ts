import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { Session } from './session-context';

type SignedIn = Extract<Session, { status: 'signed-in' }>;

/** The Logout buttons (spec §2): end the session, then return to the home page. */
export function useSignOutAndGoHome(session: SignedIn) {
  const navigate = useNavigate();
  return async () => {
    if (await session.signOut()) await navigate(paths.home);
  };
}
