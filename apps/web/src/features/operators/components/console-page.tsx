import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { clearStoredProfile } from '@/lib/display-profile-storage';
import { useOperatorSignOut } from '@/features/operators/api/two-factor';
import { ConsoleShell } from './console-shell';

/** A page of the console: the shell, whose sign-out forgets every read and goes home. */
export function ConsolePage({ children }: { children: ReactNode }) {
  const signOut = useOperatorSignOut();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <ConsoleShell
      signingOut={signOut.isPending}
      onSignOut={() =>
        signOut.mutate(undefined, {
          onSettled: () => {
            clearStoredProfile();
            queryClient.removeQueries();
            void navigate(paths.home, { replace: true });
          },
        })
      }
    >
      {children}
    </ConsoleShell>
  );
}
