import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
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

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
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
