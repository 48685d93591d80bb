import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Session } from '@brillo/domain/contracts/session';
import { AppProvider } from '@/app/provider';
import { storeProfile } from '@/lib/display-profile-storage';
import { createQueryClient } from '@/lib/query-client';
import { server } from './server';

interface RenderOptions {
  /** The address the component is shown at (path and query); `/` by default. */
  route?: string;
  /**
   * Stand-ins for other pages, by route path, to see where the component leads:
   * `{ [paths.customerDashboard]: <h1>Dashboard</h1> }`. The component answers every other path.
   */
  pages?: Record<string, ReactNode>;
  /**
   * Someone signed in, as the app finds them on a reload: their display profile in local storage
   * and `GET /api/session` answering this session (build it with `sessionAnswer`). Signed out
   * when left out.
   */
  session?: Session;
  /** The cache of an earlier render, to show the component again as a later visit would. */
  queryClient?: QueryClient;
}

/** The app's query client with its defaults, except that nothing is asked twice. */
function createTestQueryClient() {
  const client = createQueryClient();
  const { queries, mutations } = client.getDefaultOptions();
  client.setDefaultOptions({
    queries: { ...queries, retry: false },
    mutations: { ...mutations, retry: false },
  });
  return client;
}

/**
 * Renders `ui` inside the app's own providers (Mantine with Brillo's theme, TanStack Query, the
 * session, notifications) and a router at `route`. Mantine runs in its test mode: no transitions
 * and no portals, so dropdowns and notifications show at once, inside the rendered tree.
 *
 * Returns Testing Library's result, `user` to act as a person would (`await user.type(…)`), and
 * the query client.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', pages = {}, session } = options;
  if (session) {
    storeProfile(session.user);
    server.use(http.get('/api/session', () => HttpResponse.json(session)));
  }
  const queryClient = options.queryClient ?? createTestQueryClient();
  // No pause between keystrokes: the components do not need one, and the tests run faster.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <AppProvider queryClient={queryClient} mantineEnv="test">
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={ui} />
          {Object.entries(pages).map(([path, page]) => (
            <Route key={path} path={path} element={page} />
          ))}
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...result, user, queryClient };
}
