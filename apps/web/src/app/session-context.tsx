import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAccountRole, type AccountRole } from '@brillo/domain/user-roles';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { getSessionQueryOptions, isSignedOutError } from '@/features/auth/api/get-session';
import { signOut as endServerSession } from '@/features/auth/api/sign-out';
import {
  clearStoredProfile,
  readStoredProfile,
  storeProfile,
  useStoredProfile,
} from '@/lib/display-profile-storage';
import { KEEP_ON_SIGN_OUT } from '@/lib/query-client';

export interface SessionUser {
  name: string;
  email: string;
  role: AccountRole;
}

/** Who is using the app, as the screens need it: signed out, or signed in with a display profile. */
export type Session =
  | { status: 'signed-out' }
  | {
      status: 'signed-in';
      user: SessionUser;
      /** Ends the session; resolves to false (after telling the person) when it could not. */
      signOut: () => Promise<boolean>;
      signingOut: boolean;
    };

const signedOut: Session = { status: 'signed-out' };

export const SessionContext = createContext<Session>(signedOut);

export function useSession(): Session {
  return use(SessionContext);
}

/**
 * The session in the browser (PD-5). The display profile kept in local storage is what the
 * screens show, at once on load and in every tab (sign-in stores it, sign-out clears it);
 * `GET /api/session` then confirms it (and refreshes it) or, with a 401, clears it. Nobody stored
 * means signed out without asking the server, so a visitor's pages make no failing request.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const stored = useStoredProfile();
  const query = useQuery({ ...getSessionQueryOptions(), enabled: stored !== null });
  const endedOnServer = isSignedOutError(query.error);
  const profile = endedOnServer ? null : stored;

  useEffect(() => {
    if (endedOnServer) clearStoredProfile();
  }, [endedOnServer]);
  useEffect(() => {
    // A fresh answer refreshes the kept profile (e.g. a changed name); it never signs anyone in.
    if (query.data && readStoredProfile()) storeProfile(query.data.user);
  }, [query.data]);

  const { signOut, signingOut } = useSignOutAction();
  const value = useMemo<Session>(() => {
    // An operator's profile is kept once the sign-in is whole: after the authenticator's code.
    if (!profile || !isAccountRole(profile.rol)) return signedOut;
    const user = { name: profile.name, email: profile.email, role: profile.rol };
    return { status: 'signed-in', user, signOut, signingOut };
  }, [profile, signOut, signingOut]);

  return <SessionContext value={value}>{children}</SessionContext>;
}

/**
 * Tells the person how sign-out went. The notifications module is loaded on demand, like its
 * container (provider.tsx): the home page's first load does not carry it (issue 17).
 */
function notifyLater(tone: 'success' | 'error', message: string): void {
  void import('@/lib/notify').then(({ notify }) => notify(tone, message));
}

/** Sign-out: end the server session, forget the profile and the user's cached data, say so. */
function useSignOutAction() {
  const queryClient = useQueryClient();
  // A plain flag rather than a mutation: the home page's first load does not carry useMutation.
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await endServerSession();
    } catch (error) {
      // A session that had already ended is as good as a successful sign-out.
      if (!isSignedOutError(error)) {
        notifyLater('error', commonTexts.session.signOutFailed);
        return false;
      }
    } finally {
      setSigningOut(false);
    }
    clearStoredProfile();
    queryClient.removeQueries({ predicate: (cached) => cached.meta?.[KEEP_ON_SIGN_OUT] !== true });
    notifyLater('success', commonTexts.session.signedOut);
    return true;
  }, [queryClient]);
  return { signOut, signingOut };
}
