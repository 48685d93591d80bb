import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useNotificationsWanted } from '@/lib/notifications-wanted';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from './session-context';
import { cssVariablesResolver, theme } from './theme';

/**
 * Loaded when the first notification is raised (`notify`): the container and the Mantine
 * components it brings weigh about 22 KB (gzip) that most page loads never need. The notification
 * waits in Mantine's store meanwhile, then appears.
 */
const NotificationsContainer = lazy(async () => ({
  default: (await import('./notifications-container')).NotificationsContainer,
}));

interface AppProviderProps {
  children: ReactNode;
  /** The app makes its own; component tests pass one that never retries (apps/web/test). */
  queryClient?: QueryClient;
  /** `'test'` turns Mantine's transitions and portals off, for component tests. */
  mantineEnv?: MantineProviderProps['env'];
}

export function AppProvider({ children, queryClient: given, mantineEnv }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const notificationsWanted = useNotificationsWanted();
  return (
    <MantineProvider
      env={mantineEnv}
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      {notificationsWanted && (
        <Suspense fallback={null}>
          <NotificationsContainer />
        </Suspense>
      )}
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
