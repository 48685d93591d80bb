import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from './session-context';
import { cssVariablesResolver, theme } from './theme';

/**
 * Loaded after the first render: the container weighs about 8 KB (gzip) and is not needed to show
 * the page. A notification raised before it arrives waits in Mantine's store, then appears.
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
  return (
    <MantineProvider
      env={mantineEnv}
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Suspense fallback={null}>
        <NotificationsContainer />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
