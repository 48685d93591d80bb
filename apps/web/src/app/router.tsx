import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './routes/route-error';

/** The route whose children are the pages; the signed-in areas are added under it. */
const PAGES_ROUTE_ID = 'pages';

/**
 * The route table. Each page is its own chunk, loaded when first visited; the layout (navigation
 * bar and footer) ships with the entry. The public pages are declared here; the agent's and the
 * customer's pages, behind their role guards, are declared in `role-routes.tsx` and added the
 * first time a path matches none of these but the catch-all (React Router's
 * `patchRoutesOnNavigation`), so that the home page does not carry their table.
 */
let roleRoutesAdded = false;

function InitialLoad() {
  return null;
}

/**
 * Makes every path of a table match in its exact case, as the server's list of pages does: the
 * server answers '/Privacy' with the not-found page and a 404, and the browser must not then
 * show (and hydrate over it) the privacy policy.
 */
function matchingCase<Table extends RouteObject[]>(table: Table): Table {
  for (const route of table) {
    route.caseSensitive = true;
    if (route.children) matchingCase(route.children);
  }
  return table;
}

/** The route table, shared by the browser's router and the build's prerendering (prerender.tsx). */
export const routes: RouteObject[] = matchingCase([
  {
    Component: RootLayout,
    // While the first page's chunk loads (a few milliseconds), show nothing rather than a flash.
    HydrateFallback: InitialLoad,
    children: [
      {
        // A pathless route so that an error keeps the navigation bar and footer on screen.
        id: PAGES_ROUTE_ID,
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
          },
          {
            path: paths.privacy,
            lazy: async () => ({ Component: (await import('./routes/privacy')).PrivacyRoute }),
          },
          {
            path: paths.terms,
            lazy: async () => ({ Component: (await import('./routes/terms')).TermsRoute }),
          },
          {
            path: paths.devMailbox,
            lazy: async () => ({
              Component: (await import('./routes/dev-mailbox')).DevMailboxRoute,
            }),
          },
          {
            path: paths.signIn,
            lazy: async () => ({ Component: (await import('./routes/sign-in')).SignInRoute }),
          },
          {
            path: paths.agentSignup,
            lazy: async () => ({
              Component: (await import('./routes/agent-signup')).AgentSignupRoute,
            }),
          },
          ...[paths.customerSignup, paths.signup].map((path) => ({
            path,
            lazy: async () => ({
              Component: (await import('./routes/customer-signup')).CustomerSignupRoute,
            }),
          })),
          {
            path: paths.publicAgentProfile,
            lazy: async () => ({
              Component: (await import('./routes/public-agent')).PublicAgentRoute,
            }),
          },
          {
            path: paths.forgotPassword,
            lazy: async () => ({
              Component: (await import('./routes/forgot-password')).ForgotPasswordRoute,
            }),
          },
          {
            path: paths.resetPassword,
            lazy: async () => ({
              Component: (await import('./routes/reset-password')).ResetPasswordRoute,
            }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
]);

/**
 * Adds the signed-in areas to the table at once. A prerendered not-found page hydrates with the
 * whole table, so that the router does not first look for a matching area (and show nothing).
 */
export async function addRoleRoutesNow(): Promise<void> {
  if (roleRoutesAdded) return;
  const { roleRoutes } = await import('./role-routes');
  const pages = routes[0]?.children?.find((route) => route.id === PAGES_ROUTE_ID);
  if (!pages) throw new Error('router: no pages route');
  pages.children = [...matchingCase(roleRoutes), ...(pages.children ?? [])];
  roleRoutesAdded = true;
}

/** The browser's router: the public routes, and the signed-in areas added when first needed. */
export function createAppRouter() {
  if (roleRoutesAdded) return createBrowserRouter(routes);
  return createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ patch }) {
      if (roleRoutesAdded) return;
      const { roleRoutes } = await import('./role-routes');
      // Another navigation may have added them while this one waited for the chunk.
      if (roleRoutesAdded) return;
      roleRoutesAdded = true;
      patch(PAGES_ROUTE_ID, matchingCase(roleRoutes));
    },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
