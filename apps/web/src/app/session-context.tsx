import { createContext, use, type ReactNode } from 'react';
import type { UserRole } from '@brillo/domain/enums';

export interface SessionUser {
  name: string;
  email: string;
  role: UserRole;
}

/**
 * Who is using the app. Accounts arrive with a later issue, which provides a signed-in value here;
 * until then every visitor is signed out.
 */
export type Session =
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser; signOut: () => Promise<void> };

const signedOut: Session = { status: 'signed-out' };

export const SessionContext = createContext<Session>(signedOut);

export function useSession(): Session {
  return use(SessionContext);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  return <SessionContext value={signedOut}>{children}</SessionContext>;
}
