import { createElement, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useNotificationsWanted } from '@/lib/notifications-wanted';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from './session-context';
import { cssVariablesResolver, theme } from './theme';

/**
 * The notifications' container, loaded when the first notification is raised (`notify`): it and
 * the Mantine components it brings weigh about 22 KB (gzip) that most page loads never need. The
 * notification waits in Mantine's store meanwhile, then appears. Imported by an effect rather than
 * `lazy`: a Suspense boundary reveals its content on a timer, which a page whose clock is stopped
 * (a journey counting a redirect's seconds) never runs.
 */
function useNotificationsContainer(): ReactNode {
  const wanted = useNotificationsWanted();
  const [container, setContainer] = useState<ReactNode>(null);
  useEffect(() => {
    if (!wanted || container) return;
    let mounted = true;
    import('./notifications-container').then(
      (module) => {
        if (mounted) setContainer(createElement(module.NotificationsContainer));
      },
      // Not loaded (the network went away): notifications are not shown on this page.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [wanted, container]);
  return container;
}

interface AppProviderProps {
  children: ReactNode;
  /** The app makes its own; component tests pass one that never retries (apps/web/test). */
  queryClient?: QueryClient;
  /** `'test'` turns Mantine's transitions and portals off, for component tests. */
  mantineEnv?: MantineProviderProps['env'];
}

export function AppProvider({ children, queryClient: given, mantineEnv }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const notificationsContainer = useNotificationsContainer();
  return (
    <MantineProvider
      env={mantineEnv}
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      {notificationsContainer}
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
